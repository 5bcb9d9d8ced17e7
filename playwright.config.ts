import { defineConfig, devices } from '@playwright/test';
import { findHeadlessShell } from './scripts/lib/find-chrome.mjs';
import { TEST_BROWSER_FLAGS } from './scripts/lib/chrome-flags.mjs';
import { CONTENT_FIXTURES, TEST_PORTS } from './scripts/lib/test-env.mjs';

// The specs read the content as the test build does, with its fixtures (the workers inherit it).
process.env['CONTENT_FIXTURES'] = CONTENT_FIXTURES;

const executablePath = findHeadlessShell();
const baseURL = `http://127.0.0.1:${TEST_PORTS.site}`;
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

/** Browser tests run against the built site (`npm run build` first; `npm test` does it). */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 3,
  retries: 0,
  // Bounds on waiting, not retries: a condition that never holds still fails, only later. Playwright's
  // defaults assume an idle machine; on CI's two cores, shared by the workers, their browsers and the
  // servers, a search's first results or the map that waits for an idle moment came after the default
  // wait in a run beside another busy process.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  // A folder of its own: Playwright empties its output folder when it starts, and the steps before
  // it keep their reports and the style advice (scripts/lib/advice.mjs) in test-results/.
  outputDir: 'test-results/e2e',
  use: {
    baseURL,
    trace: 'off',
    launchOptions: { ...(executablePath ? { executablePath } : {}), args: TEST_BROWSER_FLAGS },
  },
  // The editor's spec runs its tests in order on one worker and takes the longest: listed first, it
  // starts at once, instead of the whole run waiting for it at the end. It waits on the editor for about
  // half its time, so the site's tests get two workers beside it: three in all while it runs, two once it
  // has ended (each project's `workers`). Three for the site's tests alone cost more than they won
  // (docs/testing.md).
  projects: [
    { name: 'editor', testMatch: 'cms.spec.ts', use: desktop, workers: 1 },
    { name: 'site', testIgnore: 'cms.spec.ts', use: desktop, workers: 2 },
  ],
  webServer: [
    {
      command: `node scripts/inbox.mjs --port ${TEST_PORTS.inbox} --dir test-results/inbox --quiet`,
      url: `http://127.0.0.1:${TEST_PORTS.inbox}/__inbox/health`,
      reuseExistingServer: false,
    },
    {
      command: `npx astro preview --host 127.0.0.1 --port ${TEST_PORTS.site}`,
      url: baseURL,
      reuseExistingServer: false,
    },
  ],
});
