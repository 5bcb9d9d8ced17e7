/**
 * Chromium driven by Puppeteer (scripts/lib/click-to-paint.mjs,
 * scripts/lib/first-search.mjs, tests/e2e/prerender.spec.ts): the project's
 * full Chromium (scripts/lib/find-chrome.mjs) with its flags. Puppeteer
 * attaches to the tab rather than the page; Chromium turns prerendering off
 * while a DevTools client is attached to a page without tab-target support,
 * as Playwright's is (the speculation's status, read through CDP's Preload
 * domain: PrerenderingDisabledByDevTools).
 */
import puppeteer from 'puppeteer-core';
import { CHROME_FLAGS } from './chrome-flags.mjs';
import { findChrome } from './find-chrome.mjs';

export function launchChromium() {
  const executablePath = findChrome();
  if (!executablePath)
    throw new Error('No Chromium found (set CHROME_PATH, or run node scripts/find-chrome.mjs --install).');
  return puppeteer.launch({ executablePath, args: CHROME_FLAGS, defaultViewport: null });
}
