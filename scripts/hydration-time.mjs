#!/usr/bin/env node
/**
 * Prints how long /contact takes until its form is hydrated (interactive),
 * under Lighthouse's mobile profile: 4× CPU slowdown, 150 ms RTT,
 * 1.6 Mbit/s down, 750 kbit/s up. A benchmark that prints figures, not a test.
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
    await page.waitForSelector('astro-island:not([ssr])', { state: 'attached', timeout: 30_000 });
    const ms = await page.evaluate(() => performance.now());
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
    await page.waitForLoadState('load');
    const load = await page.evaluate(() => performance.getEntriesByType('navigation')[0].loadEventStart);
    times.push({ hydrated: ms, fcp, load });
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}

const fmt = (n) => `${Math.round(n)} ms`;
console.log('run  first paint  load event  form hydrated (all from navigation start)');
times.forEach((t, i) =>
  console.log(`${String(i + 1).padEnd(4)} ${fmt(t.fcp).padEnd(12)} ${fmt(t.load).padEnd(11)} ${fmt(t.hydrated)}`),
);
const sorted = times.map((t) => t.hydrated).sort((a, b) => a - b);
console.log(`median: ${fmt(sorted[Math.floor(sorted.length / 2)])}, worst: ${fmt(sorted.at(-1))}`);
