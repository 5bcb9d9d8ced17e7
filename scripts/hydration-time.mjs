#!/usr/bin/env node
/**
 * Prints, for /contact under Lighthouse's mobile profile (4× CPU slowdown,
 * 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up): first paint, and the time from
 * the visitor's first keypress in the form (pressed as soon as the page has
 * painted) to a working submit, i.e. the form island hydrated with what was
 * typed kept. A benchmark that prints figures, not a test.
 *   node scripts/hydration-time.mjs [runs=5]   (builds nothing: run `npm run build` first)
 */
import { chromium } from '@playwright/test';
import { CHROME_FLAGS } from './chrome-flags.mjs';
import { findChrome } from './find-chrome.mjs';
import { startPreview } from './lib/site-files.mjs';

const runs = Number(process.argv[2] ?? 5);
const server = await startPreview();
const url = `${server.origin}/contact`;

const browser = await chromium.launch({ executablePath: findChrome() ?? undefined, args: CHROME_FLAGS });
const times = [];
try {
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    await name.focus();
    const keypress = await page.evaluate(() => performance.now());
    await page.keyboard.type('Ada');
    await page.waitForSelector('astro-island:not([ssr])', { state: 'attached', timeout: 30_000 });
    const hydrated = await page.evaluate(() => performance.now());
    const kept = (await name.inputValue()) === 'Ada';
    times.push({ fcp, keypress, hydrated, kept });
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}

const fmt = (n) => `${Math.round(n)} ms`;
console.log('run  first paint  first keypress  form hydrated  keypress → working submit  typed text kept');
times.forEach((t, i) =>
  console.log(
    `${String(i + 1).padEnd(4)} ${fmt(t.fcp).padEnd(12)} ${fmt(t.keypress).padEnd(15)} ${fmt(t.hydrated).padEnd(14)} ${fmt(t.hydrated - t.keypress).padEnd(26)} ${t.kept ? 'yes' : 'NO'}`,
  ),
);
const sorted = times.map((t) => t.hydrated - t.keypress).sort((a, b) => a - b);
console.log(
  `keypress → working submit: median ${fmt(sorted[Math.floor(sorted.length / 2)])}, worst ${fmt(sorted.at(-1))}`,
);
