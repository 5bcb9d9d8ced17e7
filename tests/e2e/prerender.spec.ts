/**
 * A page the browser prerenders (src/lib/performance/whenShown.ts), with
 * analytics on (the variant build, dist-variant/): it counts no page view
 * and fetches no tracker while hidden, and counts exactly one when the
 * visitor opens it. The site's own rules only prefetch
 * (src/lib/performance/speculation.ts says why); Chromium also prerenders
 * from its address bar. Here the pages are served with a prerender rule of
 * the same links added, as the click-to-paint benchmark serves them, so a
 * hover prerenders.
 *
 * Driven by Puppeteer in the full Chromium, not Playwright
 * (scripts/lib/puppeteer.mjs says why).
 */
import { existsSync } from 'node:fs';
import type { Browser, Page } from 'puppeteer-core';
import { expect, test } from '../support/routePage';
import { INBOX_ORIGIN as INBOX, VARIANT_DIR } from '../../scripts/lib/test-env.mjs';
import { launchChromium } from '../../scripts/lib/puppeteer.mjs';
import { IDLE_TIMEOUT_MS } from '../../src/lib/performance/whenIdle';
import { withRules } from '../../scripts/lib/click-to-paint.mjs';
import { serveDist } from '../../scripts/lib/serve-dist.mjs';
import { trackerFiles } from '../support/dist';

const TARGET = '/about';
/** How long the test waits after the hover: several times what counting waits for (load, then idle or IDLE_TIMEOUT_MS). */
const UNSEEN_MS = 4 * IDLE_TIMEOUT_MS;

let site: Awaited<ReturnType<typeof serveDist>>;
let browser: Browser;

test.beforeAll(async () => {
  if (!existsSync(`${VARIANT_DIR}/index.html`))
    throw new Error(`These tests run on ${VARIANT_DIR}/: run \`npm run build:test -- --variant\` first.`);
  site = await serveDist(VARIANT_DIR, { html: (page) => withRules(page, 'prerender') });
  browser = await launchChromium();
});
test.afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** The page views counted on this copy of the site for `path`. */
async function views(path: string): Promise<number> {
  const events = (await (await fetch(`${INBOX}/__inbox/events?origin=${encodeURIComponent(site.origin)}`)).json()) as {
    n: string;
    u: string;
  }[];
  return events.filter((e) => e.n === 'pageview' && new URL(e.u).pathname === path).length;
}

/** Waits until the tab shows `path` (a prerendered page replaces the page, and any wait inside it, when shown). */
async function shows(page: Page, path: string): Promise<void> {
  await expect.poll(() => page.evaluate(() => location.pathname).catch(() => null)).toBe(path);
}

test('a page prerendered on a hover counts no page view and loads no tracker; opened, it counts exactly one', async () => {
  await fetch(`${INBOX}/__inbox/events?origin=${encodeURIComponent(site.origin)}`, { method: 'DELETE' });
  const page = await (await browser.createBrowserContext()).newPage();
  await page.setViewport({ width: 1280, height: 800 });
  await page.goto(`${site.origin}/`, { waitUntil: 'load' });
  await expect.poll(() => views('/')).toBe(1);

  const link = await page.$(`nav[aria-label="Main"] a[href="${TARGET}"]`);
  if (!link) throw new Error(`no main-navigation link to ${TARGET} on /`);
  await link.hover();
  // Long enough for a prerendered page to load, find an idle moment and count, were it to count unseen.
  await new Promise((resolve) => setTimeout(resolve, UNSEEN_MS));
  await page.mouse.move(0, 0);
  expect(await views(TARGET)).toBe(0);

  const clicked = Date.now();
  await link.click();
  await shows(page, TARGET);
  // Shown from a prerender that began during the hover, not at the click.
  const shown = await page.evaluate(() => ({
    began: performance.timeOrigin,
    activated: (performance.getEntriesByType('navigation')[0] as { activationStart?: number }).activationStart ?? 0,
  }));
  expect(shown.activated).toBeGreaterThan(0);
  expect(shown.began).toBeLessThan(clicked - UNSEEN_MS / 2);
  await expect.poll(() => views(TARGET)).toBe(1);
  // The tracker's files were fetched (or taken from the cache) after the page was shown, not while it was hidden.
  const tracker = await page.evaluate(
    (files) =>
      performance
        .getEntriesByType('resource')
        .filter((e) => files.includes(new URL(e.name).pathname))
        .map((e) => e.startTime),
    trackerFiles(VARIANT_DIR),
  );
  expect(tracker.length).toBeGreaterThan(0);
  for (const started of tracker) expect(started).toBeGreaterThanOrEqual(shown.activated);
  await new Promise((resolve) => setTimeout(resolve, IDLE_TIMEOUT_MS));
  expect(await views(TARGET)).toBe(1);
  expect(await views('/')).toBe(1);
});
