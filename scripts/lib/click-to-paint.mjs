/**
 * Click to the next page's first paint, under Lighthouse's mobile profile
 * (4× CPU slowdown through Emulation.setCPUThrottlingRate; 150 ms RTT,
 * 1.6 Mbit/s down, 750 kbit/s up through Network.emulateNetworkConditions),
 * with the speculation rules (src/lib/performance/speculation.ts) off and on, in the same
 * run. Each run is a fresh browser context: the home page loads, the pointer
 * rests on a main-navigation link for HOVER_MS (as a visitor's does before a
 * click), then presses it; the figure is from the press to the first
 * contentful paint of the page it opens, in one clock
 * (performance.timeOrigin). "Off" serves the same dist/ without the rules'
 * <script>. The figures: the median of each, and how many "on" navigations
 * were served from the prefetch (navigation timing's deliveryType). A benchmark,
 * not a test. Builds nothing: reads the last `npm run build` / `build:test`.
 * Run by scripts/click-to-paint.mjs and `npm run bench`.
 */
import { chromium } from '@playwright/test';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROME_FLAGS } from './chrome-flags.mjs';
import { findChrome } from './find-chrome.mjs';
import { fileOfRoute } from '../../src/lib/site/builtFiles.ts';
import { freePort } from './preview.mjs';
import { median, throttleLikeLighthouse } from './measure.mjs';

/** How long the pointer rests on the link before the press. */
export const HOVER_MS = 300;
/** The links followed, from the home page (a content page each). */
const TARGETS = ['/about', '/partners'];
const RULES = /<script type="speculationrules">[^<]*<\/script>/;
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/**
 * dist/ over HTTP on 127.0.0.1, HTML gzipped like a host would; `rules: false` strips the speculation rules.
 * @param {string} dist @param {{ rules: boolean }} options
 */
async function serve(dist, { rules }) {
  const port = await freePort();
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = join(dist, path);
    if (!extname(path) || !existsSync(file) || statSync(file).isDirectory()) file = join(dist, fileOfRoute(path));
    if (!existsSync(file)) return res.writeHead(404).end();
    const type = TYPES[/** @type {keyof typeof TYPES} */ (extname(file))] ?? 'application/octet-stream';
    if (type.startsWith('text/html')) {
      let html = await readFile(file, 'utf8');
      if (!rules) html = html.replace(RULES, '');
      const body = gzipSync(html);
      return res
        .writeHead(200, { 'content-type': type, 'content-encoding': 'gzip', 'cache-control': 'no-cache' })
        .end(body);
    }
    res.writeHead(200, { 'content-type': type });
    createReadStream(file).pipe(res);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/** @param {import('@playwright/test').Browser} browser @param {string} origin @param {string} target */
async function once(browser, origin, target) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  // The cache stays on: a prefetched page is served from it.
  await throttleLikeLighthouse(context, page);
  await page.goto(`${origin}/`, { waitUntil: 'load' });
  await page.waitForTimeout(500);
  const link = page.getByRole('navigation', { name: 'Main' }).locator(`a[href="${target}"]`);
  await page.evaluate(() =>
    addEventListener(
      'pointerdown',
      () => sessionStorage.setItem('pressed', String(performance.timeOrigin + performance.now())),
      { capture: true },
    ),
  );
  await link.hover();
  await page.waitForTimeout(HOVER_MS);
  await Promise.all([page.waitForURL(`${origin}${target}`), link.click()]);
  const result = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const paint = list.getEntries().find((e) => e.name === 'first-contentful-paint');
          if (!paint) return;
          const nav = /** @type {PerformanceNavigationTiming & { deliveryType?: string }} */ (
            performance.getEntriesByType('navigation')[0]
          );
          resolve({
            ms: performance.timeOrigin + paint.startTime - Number(sessionStorage.getItem('pressed')),
            prefetched: nav?.deliveryType === 'navigational-prefetch',
          });
        }).observe({ type: 'paint', buffered: true });
      }),
  );
  await context.close();
  return /** @type {{ ms: number, prefetched: boolean }} */ (result);
}

/**
 * Runs `runs` clicks with the rules off and `runs` with them on, interleaved.
 * @param {{ runs?: number, dist?: string }} [options]
 */
export async function measureClickToPaint({ runs = 10, dist = join(process.cwd(), 'dist') } = {}) {
  const off = await serve(dist, { rules: false });
  const on = await serve(dist, { rules: true });
  const browser = await chromium.launch({ executablePath: findChrome() ?? undefined, args: CHROME_FLAGS });
  const figures = { off: /** @type {number[]} */ ([]), on: /** @type {number[]} */ ([]), prefetched: 0 };
  try {
    for (let i = 0; i < runs; i++) {
      const target = TARGETS[i % TARGETS.length] ?? '/about';
      figures.off.push((await once(browser, off.origin, target)).ms);
      const withRules = await once(browser, on.origin, target);
      figures.on.push(withRules.ms);
      if (withRules.prefetched) figures.prefetched++;
    }
  } finally {
    await browser.close();
    off.close();
    on.close();
  }
  return figures;
}

/** @param {Awaited<ReturnType<typeof measureClickToPaint>>} f */
export function formatClickToPaint(f) {
  const ms = (n) => `${Math.round(n)} ms`;
  return [
    `Click to the next page's first paint, median of ${f.on.length} (pointer on the link ${HOVER_MS} ms first):`,
    `  speculation rules off: ${ms(median(f.off))} (runs: ${f.off.map(ms).join(', ')})`,
    `  speculation rules on:  ${ms(median(f.on))} (runs: ${f.on.map(ms).join(', ')}); served from the prefetch: ${f.prefetched} of ${f.on.length}`,
  ].join('\n');
}
