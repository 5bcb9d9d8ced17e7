/** Flags for headless Chromium on a machine with no network but the registries, running as root. */
export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * The browser tests' Chromium (playwright.config.ts): V8 runs pages' scripts without its optimizing
 * compilers and collects garbage on the page's own thread. A test page lives seconds, too short for an
 * optimized copy of its code (axe's above all) to repay the compiling; the background threads that do
 * it and the collector's helpers took a third of the renderers' processor time (docs/testing.md). The
 * scripts behave the same in every tier, only slower or faster, and no browser test measures speed:
 * Lighthouse does, with CHROME_FLAGS alone.
 */
export const TEST_BROWSER_FLAGS = [...CHROME_FLAGS, '--js-flags=--max-opt=1,--single-threaded-gc'];
