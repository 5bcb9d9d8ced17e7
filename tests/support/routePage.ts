/**
 * The browser tests' `page`, shared: the specs that take `test` from here
 * share one browser page per worker. A fresh context and page cost more
 * processor time than most tests themselves: a renderer process started, and
 * every file of the site fetched and compiled again (docs/testing.md). Each
 * test here starts on a blank page, as a returning visitor whose browser kept
 * the site's files but none of its data: the site's storage is cleared, and
 * the viewport, color scheme, motion and forced colors are the test's (its
 * `test.use`, or the project's). The routes and listeners a test added go
 * with it, and so do the pages it opened beside this one.
 *
 * A test that needs what a shared page cannot undo (an init script, the
 * clock) asks for a page of its own with `test.use({ ownPage: true })`; so
 * does, without asking, one whose context differs from the project's
 * (JavaScript off, another device). On the shared page, `addInitScript` and
 * `clock.install` fail, saying so, rather than leave their change to the
 * tests after.
 */
import type { BrowserContext, BrowserContextOptions, CDPSession, Page } from '@playwright/test';
import { test as base, keepTrail } from './test';

/** What a context is made with and none of its pages can change, and Playwright's values where a project sets none. */
const CONTEXT_ONLY = ['javaScriptEnabled', 'userAgent', 'deviceScaleFactor', 'isMobile', 'hasTouch', 'locale'] as const;
type ContextOnly = Pick<BrowserContextOptions, (typeof CONTEXT_ONLY)[number]>;
const PLAYWRIGHT_DEFAULTS: ContextOnly = { javaScriptEnabled: true, locale: 'en-US' };

/** The context-only options a project's tests get unless they ask for others. */
const projectContext = (use: { [K in keyof ContextOnly]?: ContextOnly[K] | undefined }): ContextOnly =>
  Object.fromEntries(
    CONTEXT_ONLY.flatMap((k) => {
      const value = use[k] ?? PLAYWRIGHT_DEFAULTS[k];
      return value === undefined ? [] : [[k, value]];
    }),
  );

/** A new context's options: the context-only ones, and the address and viewport where there are any. */
const contextOptions = (
  contextOnly: ContextOnly,
  { baseURL, viewport }: { baseURL?: string | undefined; viewport?: BrowserContextOptions['viewport'] | undefined },
): BrowserContextOptions => ({
  ...contextOnly,
  ...(baseURL ? { baseURL } : {}),
  ...(viewport ? { viewport } : {}),
});

/** The page's events a test may listen to: its listeners go with it. */
const USER_EVENTS = [
  'request',
  'response',
  'requestfinished',
  'requestfailed',
  'console',
  'pageerror',
  'dialog',
  'popup',
  'download',
  'filechooser',
  'framenavigated',
  'load',
  'domcontentloaded',
] as const;

/** The site's data a browser keeps: what each test starts without. */
const SITE_DATA = 'cookies,local_storage,indexeddb,cache_storage,service_workers';

/** Makes the changes to `page` that would outlive a test fail, naming the way out. */
function refuseLastingChanges(page: Page): void {
  const refuse = (what: string) => () => {
    throw new Error(`${what} would stay on the shared page for the tests after it: test.use({ ownPage: true })`);
  };
  page.addInitScript = refuse('An init script');
  page.clock.install = refuse("The page's clock");
}

type Shared = { context: BrowserContext; page: Page; cdp: CDPSession };

export const test = base.extend<{ ownPage: boolean }, { shared: Shared }>({
  ownPage: [false, { option: true }],
  shared: [
    async ({ browser }, use, workerInfo) => {
      const { use: project } = workerInfo.project;
      const context = await browser.newContext(contextOptions(projectContext(project), project));
      const page = await context.newPage();
      refuseLastingChanges(page);
      await use({ context, page, cdp: await context.newCDPSession(page) });
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async (
    {
      shared,
      ownPage,
      browser,
      baseURL,
      viewport,
      colorScheme,
      reducedMotion,
      forcedColors,
      javaScriptEnabled,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      locale,
    },
    use,
    testInfo,
  ) => {
    const contextOnly = projectContext({ javaScriptEnabled, userAgent, deviceScaleFactor, isMobile, hasTouch, locale });
    const project = projectContext(testInfo.project.use);
    const differs = CONTEXT_ONLY.some((k) => contextOnly[k] !== project[k]);
    const media = {
      colorScheme: colorScheme ?? 'light',
      reducedMotion: reducedMotion ?? 'no-preference',
      forcedColors: forcedColors ?? 'none',
    } as const;
    const own = ownPage || differs;
    const context = own
      ? await browser.newContext({ ...contextOptions(contextOnly, { baseURL, viewport }), ...media })
      : shared.context;
    const page = own ? await context.newPage() : shared.page;
    if (!own) {
      // Whatever the last test's page still had in flight ends here, before this test listens.
      await page.goto('about:blank');
      if (baseURL)
        await shared.cdp.send('Storage.clearDataForOrigin', {
          origin: new URL(baseURL).origin,
          storageTypes: SITE_DATA,
        });
      if (viewport) await page.setViewportSize(viewport);
      await page.emulateMedia(media);
    }
    const trail = keepTrail(page);
    await use(page);
    await trail.report(testInfo);
    trail.stop();
    if (own) return context.close();
    for (const other of context.pages()) if (other !== page) await other.close();
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    for (const event of USER_EVENTS) page.removeAllListeners(event);
  },
});

export { expect, type Browser, type Page } from './test';
