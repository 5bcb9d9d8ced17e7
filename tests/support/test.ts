/**
 * The browser tests' `test`: Playwright's, with what a page did kept beside
 * each test, and printed when the test fails — the browser's errors and
 * warnings, failed requests, requests still unanswered, and the state of the
 * page's islands. A test that fails once in many runs cannot be run again
 * with a trace; this is what tells a hung request from a script error from a
 * page that never hydrated.
 */
import { test as base, type Page, type TestInfo } from '@playwright/test';

type Trail = { report: (testInfo: TestInfo) => Promise<void>; stop: () => void };

/** Starts keeping `page`'s trail. */
export function keepTrail(page: Page): Trail {
  const started = Date.now();
  const at = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  const lines: string[] = [];
  // Keyed by Playwright's request object, which is the same object in each event about one request.
  const pending = new Map<object, string>();
  const onConsole = (m: { type: () => string; text: () => string }) => {
    if (m.type() === 'error' || m.type() === 'warning') lines.push(`${at()} console ${m.type()}: ${m.text()}`);
  };
  const onPageError = (e: Error) => lines.push(`${at()} page error: ${e.message}`);
  const onRequest = (r: { url: () => string }) => pending.set(r, `${at()} ${r.url()}`);
  const onDone = (r: object) => pending.delete(r);
  const onFailed = (r: { url: () => string; failure: () => { errorText: string } | null }) => {
    pending.delete(r);
    lines.push(`${at()} request failed: ${r.url()} (${r.failure()?.errorText ?? 'unknown'})`);
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onFailed);
  return {
    stop() {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      page.off('request', onRequest);
      page.off('requestfinished', onDone);
      page.off('requestfailed', onFailed);
    },
    async report(testInfo) {
      if (testInfo.status === testInfo.expectedStatus) return;
      const state = await page
        .evaluate(() => ({
          url: location.href,
          readyState: document.readyState,
          visibility: document.visibilityState,
          islandsWaiting: [...document.querySelectorAll('astro-island[ssr]')].map(
            (i) => `${i.getAttribute('component-url')} (${i.getAttribute('client')})`,
          ),
          scripts: performance
            .getEntriesByType('resource')
            .filter((e): e is PerformanceResourceTiming => 'responseEnd' in e)
            .filter((e) => e.name.endsWith('.js'))
            .map((e) => `${new URL(e.name).pathname} ${Math.round(e.startTime)}–${Math.round(e.responseEnd)} ms`),
        }))
        .catch((e: Error) => ({ unavailable: e.message }));
      const trail = [
        `page: ${JSON.stringify(state, null, 1)}`,
        ...lines,
        ...[...pending.values()].map((p) => `unanswered since ${p}`),
      ].join('\n');
      // Printed, not attached: the reporter cuts an attachment's text short.
      console.log(`page trail of "${testInfo.title}":\n${trail}`);
    },
  };
}

export const test = base.extend({
  page: async ({ page }, use, testInfo) => {
    const trail = keepTrail(page);
    await use(page);
    await trail.report(testInfo);
    trail.stop();
  },
});

export { expect, type Browser, type Page } from '@playwright/test';
