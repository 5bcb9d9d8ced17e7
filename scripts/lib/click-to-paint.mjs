/**
 * Click to the next page's first paint, under Lighthouse's mobile profile (4×
 * CPU slowdown, 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, set through CDP),
 * in three modes in the same run: the speculation rules as built
 * (src/lib/performance/speculation.ts: prefetch), the same rules with a
 * prerender rule for the same links added (the page's CSP hash changed to
 * match), and no rules. Each run is a fresh browser context: the home page
 * loads, the pointer rests on a main-navigation link (HOVER_MS, as a visitor's
 * does before a click), then presses it. The figure is from the press to the
 * first contentful paint the visitor sees of the page it opens, in one clock
 * (performance.timeOrigin); for a prerendered page, painted before the press,
 * that is its activation (navigation timing's activationStart), as Chrome
 * reports it. Also counted: navigations served from a prerender
 * (activationStart > 0) and from a prefetch (deliveryType).
 *
 * Driven by Puppeteer (scripts/lib/puppeteer.mjs says why). A benchmark, not a test. Builds nothing:
 * reads the last `npm run build` / `build:test`. Run by
 * scripts/click-to-paint.mjs and `npm run bench`.
 */
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { LIGHTHOUSE_MOBILE, median } from './measure.mjs';
import { launchChromium } from './puppeteer.mjs';
import { serveDist } from './serve-dist.mjs';

/** How long the pointer rests on the link before the press. */
export const HOVER_MS = 300;
/** The links followed, from the home page (a content page each). */
const TARGETS = ['/about', '/partners'];
const RULES = /<script type="speculationrules">([^<]*)<\/script>/;
/** @typedef {'prerender' | 'prefetch' | 'off'} Mode */
const MODES = /** @type {const} */ (['prerender', 'prefetch', 'off']);
/** @param {string} text */
const sha256 = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * A page as served in a mode: with the built rules and a prerender rule of the same links beside their prefetch
 * rule, as built, or without rules; the page's CSP hash follows its rules.
 * @param {string} html @param {Mode} mode
 */
export function withRules(html, mode) {
  if (mode === 'prefetch') return html;
  if (mode === 'off') return html.replace(RULES, '');
  const built = RULES.exec(html)?.[1] ?? '';
  const rules = JSON.parse(built);
  const withPrerender = JSON.stringify({ ...rules, prerender: rules.prefetch });
  return html
    .replace(RULES, `<script type="speculationrules">${withPrerender}</script>`)
    .replace(sha256(built), sha256(withPrerender));
}

/**
 * Waits until the tab shows `path`. A wait inside the page cannot do it: a
 * prerendered page replaces the page, and the wait's session, when it is shown.
 * @param {import('puppeteer-core').Page} page @param {string} path
 */
async function shows(page, path) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const at = await page.evaluate(() => location.pathname).catch(() => null);
    if (at === path) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the click did not open ${path}`);
}

/**
 * One click in a fresh browser context.
 * @param {import('puppeteer-core').Browser} browser @param {string} origin @param {string} target
 * @param {{ hoverMs: number, cpuSlowdown: number }} options
 */
async function once(browser, origin, target, { hoverMs, cpuSlowdown }) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 1280, height: 800 });
  // The cache stays on: a prefetched page is served from it.
  await page.emulateCPUThrottling(cpuSlowdown);
  await page.emulateNetworkConditions(LIGHTHOUSE_MOBILE.network);
  await page.goto(`${origin}/`, { waitUntil: 'load' });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const link = await page.$(`nav[aria-label="Main"] a[href="${target}"]`);
  if (!link) throw new Error(`no main-navigation link to ${target} on /`);
  await page.evaluate(() =>
    addEventListener(
      'pointerdown',
      () => sessionStorage.setItem('pressed', String(performance.timeOrigin + performance.now())),
      { capture: true },
    ),
  );
  await link.hover();
  await new Promise((resolve) => setTimeout(resolve, hoverMs));
  await link.click();
  // The page object follows the tab into the page the click opened, a prerendered one included.
  await shows(page, target);
  const result = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const paint = list.getEntries().find((e) => e.name === 'first-contentful-paint');
          if (!paint) return;
          const nav = /** @type {PerformanceNavigationTiming & { deliveryType?: string, activationStart?: number }} */ (
            performance.getEntriesByType('navigation')[0]
          );
          const activation = nav?.activationStart ?? 0;
          resolve({
            ms:
              performance.timeOrigin +
              Math.max(paint.startTime, activation) -
              Number(sessionStorage.getItem('pressed')),
            prerendered: activation > 0,
            prefetched: nav?.deliveryType === 'navigational-prefetch',
          });
        }).observe({ type: 'paint', buffered: true });
      }),
  );
  await context.close();
  return /** @type {{ ms: number, prerendered: boolean, prefetched: boolean }} */ (result);
}

/**
 * Runs `runs` clicks in each mode, interleaved.
 * @param {{ runs?: number, dist?: string, hoverMs?: number, cpuSlowdown?: number }} [options]
 */
export async function measureClickToPaint({
  runs = 10,
  dist = join(process.cwd(), 'dist'),
  hoverMs = HOVER_MS,
  cpuSlowdown = LIGHTHOUSE_MOBILE.cpuSlowdown,
} = {}) {
  const servers = await Promise.all(MODES.map((mode) => serveDist(dist, { html: (page) => withRules(page, mode) })));
  const browser = await launchChromium();
  /** @type {{ hoverMs: number, cpuSlowdown: number } & Record<Mode, { ms: number[], prerendered: number, prefetched: number }>} */
  const figures = {
    hoverMs,
    cpuSlowdown,
    prerender: { ms: [], prerendered: 0, prefetched: 0 },
    prefetch: { ms: [], prerendered: 0, prefetched: 0 },
    off: { ms: [], prerendered: 0, prefetched: 0 },
  };
  try {
    for (let i = 0; i < runs; i++) {
      const target = TARGETS[i % TARGETS.length] ?? '/about';
      for (const [m, mode] of MODES.entries()) {
        const run = await once(browser, servers[m]?.origin ?? '', target, { hoverMs, cpuSlowdown });
        figures[mode].ms.push(run.ms);
        if (run.prerendered) figures[mode].prerendered++;
        if (run.prefetched) figures[mode].prefetched++;
      }
    }
  } finally {
    await browser.close();
    for (const server of servers) server.close();
  }
  return figures;
}

/** @param {Awaited<ReturnType<typeof measureClickToPaint>>} f */
export function formatClickToPaint(f) {
  const ms = (/** @type {number} */ n) => `${Math.round(n)} ms`;
  const runs = f.prerender.ms.length;
  return [
    `Click to the next page's first paint, median of ${runs} (pointer on the link ${f.hoverMs} ms first, CPU ${f.cpuSlowdown}× slower):`,
    ...MODES.map(
      (mode) =>
        `  ${`${mode === 'off' ? 'no rules' : mode === 'prefetch' ? 'prefetch (as built)' : 'prerender added'}:`.padEnd(21)} ${ms(median(f[mode].ms))} (runs: ${f[mode].ms.map(ms).join(', ')}); served from a prerender: ${f[mode].prerendered} of ${runs}, from a prefetch: ${f[mode].prefetched} of ${runs}`,
    ),
  ].join('\n');
}
