/**
 * `routePage`: one browser page per worker, shared by the tests that open a
 * route and look at it. A fresh context and page for each such test cost
 * more than the test itself; these tests leave nothing behind that the next
 * one could see (no storage written, no form used); each starts on a blank
 * page at the project's viewport in the light scheme, with motion and without
 * forced colors, and its own listeners are removed after it. Viewport and
 * media features are set per test (`page.setViewportSize`, `page.emulateMedia`).
 */
import { test as base, keepTrail, type Page } from './test';

export const test = base.extend<{ routePage: Page }, { sharedPage: Page }>({
  sharedPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport } = workerInfo.project.use;
      const context = await browser.newContext({ ...(baseURL ? { baseURL } : {}), ...(viewport ? { viewport } : {}) });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  routePage: async ({ sharedPage, viewport }, use, testInfo) => {
    // Whatever the last test's page still had in flight ends here, before this test listens;
    // and the size and scheme a test set are back to the project's.
    await sharedPage.goto('about:blank');
    if (viewport) await sharedPage.setViewportSize(viewport);
    await sharedPage.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference', forcedColors: 'none' });
    const trail = keepTrail(sharedPage);
    await use(sharedPage);
    await trail.report(testInfo);
    trail.stop();
    for (const event of ['request', 'response', 'console'] as const) sharedPage.removeAllListeners(event);
  },
});

export { expect } from './test';
