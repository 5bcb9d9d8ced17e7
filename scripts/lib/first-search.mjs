/**
 * The first search on /search, as a visitor on a phone makes it, under
 * Lighthouse's mobile profile (4× CPU slowdown, 150 ms RTT, 1.6 Mbit/s):
 * a fresh browser context (an empty cache), the page loaded and settled
 * (nothing fetched for half a second), the field tapped, the query typed a
 * key at a time (KEY_MS apart). Measured: the time
 * from the last keystroke to the results of the whole query on screen (the
 * status line names the query; the frame after it is counted as painted),
 * and the files and bytes of search the server sent from the page's load to
 * the results (Pagefind's script, worker, WebAssembly, index, excerpts, the
 * word list). Also: once search has loaded, one more key's
 * time to its results (Backspace, the last letter taken back). A benchmark, not a test.
 * Reads the last build in dist/. Run by `npm run bench`.
 */
import { join } from 'node:path';
import { LIGHTHOUSE_MOBILE, median } from './measure.mjs';
import { launchChromium } from './puppeteer.mjs';
import { serveDist } from './serve-dist.mjs';

/** The first queries measured. */
export const QUERIES = ['penetration testing', 'cloud security', 'austin'];
/** Between two keystrokes, as a quick typist on a phone. */
const KEY_MS = 120;

/**
 * In the page: the time of the last keystroke, and a promise of the time the status line first names `query`,
 * a frame later.
 * @param {string} query
 */
function watchFor(query) {
  const w = /** @type {any} */ (window);
  w.__lastKey = 0;
  addEventListener('keydown', () => (w.__lastKey = performance.now()), { capture: true });
  w.__shown = new Promise((resolve) => {
    const status = document.querySelector('main [role="status"]');
    if (!status) throw new Error('no status line on /search');
    new MutationObserver((_, observer) => {
      if (!status.textContent?.includes(`“${query}”`)) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now())));
    }).observe(status, { childList: true, characterData: true, subtree: true });
  });
}

/**
 * One first search in a fresh context.
 * @param {import('puppeteer-core').Browser} browser
 * @param {Awaited<ReturnType<typeof serveDist>>} server what it served, the worker's requests included
 * @param {string} query
 */
async function once(browser, server, query) {
  const { origin } = server;
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true });
  await page.emulateCPUThrottling(LIGHTHOUSE_MOBILE.cpuSlowdown);
  await page.emulateNetworkConditions(LIGHTHOUSE_MOBILE.network);
  server.served.length = 0;
  await page.goto(`${origin}/search`, { waitUntil: 'load' });
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  // The visitor reaches for the field once the page has settled (nothing fetched for half a second).
  await page.waitForNetworkIdle({ idleTime: 500 });
  await page.evaluate(watchFor, query);
  await page.tap('#search-field');
  await page.type('#search-field', query, { delay: KEY_MS });
  const ms = await page.evaluate(async () => {
    const w = /** @type {any} */ (window);
    return (await w.__shown) - w.__lastKey;
  });
  const search = server.served.filter((s) => s.path.startsWith('/pagefind/'));
  // Once search has loaded: one more key (the last letter taken back), to its results.
  await page.evaluate(watchFor, query.slice(0, -1));
  await page.keyboard.press('Backspace');
  const nextMs = await page.evaluate(async () => {
    const w = /** @type {any} */ (window);
    return (await w.__shown) - w.__lastKey;
  });
  await context.close();
  const bytes = search.reduce((sum, s) => sum + s.bytes, 0);
  return { ms, nextMs, files: search.length, bytes, words: search.some((s) => s.path.endsWith('words.json')) };
}

/**
 * Each query's first search `runs` times, interleaved.
 * @param {{ runs?: number, dist?: string }} [options]
 */
export async function measureFirstSearch({ runs = 5, dist = join(process.cwd(), 'dist') } = {}) {
  const server = await serveDist(dist);
  const browser = await launchChromium();
  /** @type {Record<string, Awaited<ReturnType<typeof once>>[]>} */
  const figures = Object.fromEntries(QUERIES.map((q) => [q, []]));
  try {
    for (let i = 0; i < runs; i++)
      for (const query of QUERIES) figures[query]?.push(await once(browser, server, query));
  } finally {
    await browser.close();
    server.close();
  }
  return figures;
}

/** @param {Awaited<ReturnType<typeof measureFirstSearch>>} figures */
export function formatFirstSearch(figures) {
  const lines = Object.entries(figures).map(([query, runs]) => {
    const ms = Math.round(median(runs.map((r) => r.ms)));
    const nextMs = Math.round(median(runs.map((r) => r.nextMs)));
    const kb = (median(runs.map((r) => r.bytes)) / 1024).toFixed(1);
    const files = median(runs.map((r) => r.files));
    const words = runs.filter((r) => r.words).length;
    return `  ${`“${query}”:`.padEnd(23)} ${ms} ms after the last key (runs: ${runs.map((r) => Math.round(r.ms)).join(', ')}); next key ${nextMs} ms; ${files} files, ${kb} KB of search; word list in ${words} of ${runs.length}`;
  });
  const runs = Object.values(figures)[0]?.length ?? 0;
  return [
    `First search on /search, median of ${runs} (390 px, CPU ${LIGHTHOUSE_MOBILE.cpuSlowdown}× slower, 1.6 Mbit/s, 150 ms RTT, empty cache, keys ${KEY_MS} ms apart):`,
    ...lines,
  ].join('\n');
}
