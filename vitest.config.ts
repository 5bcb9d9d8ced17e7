import { defineConfig } from 'vitest/config';
import { CONTENT_FIXTURES } from './scripts/lib/test-env.mjs';

/**
 * Three projects: `unit` (tests/unit, pure logic and source files; runs on a
 * fresh clone), `build` (tests/build, checks over dist/: needs
 * `npm run build:test` first, and says so) and `engines` (tests/engines, the
 * visitor's flows in Firefox ESR and WebKitGTK against the same build).
 *
 * Test files share their worker's modules (`isolate: false`): most of their
 * time went to importing the same modules again for each file. What a test
 * stubs (globals, environment variables, spies) is undone after it, so no
 * file sees another's; the tests pass in any order (`--sequence.shuffle`).
 */
export default defineConfig({
  test: {
    isolate: false,
    unstubGlobals: true,
    unstubEnvs: true,
    restoreMocks: true,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // npm test runs the unit tests beside the builds, at a lower priority: a test that reads
          // every content file took past Vitest's 5 s default there. A bound on waiting, not a retry.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'engines',
          include: ['tests/engines/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/engineServers.ts'],
          // The flows read the content as the test build does, with its fixtures.
          env: { CONTENT_FIXTURES },
          // Each file drives one browser through whole flows; the two engines' files run side by side.
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/needs-build.ts'],
          // The checks read the content as the test build does, with its fixtures.
          env: { CONTENT_FIXTURES },
          // Where the Lighthouse gate takes the real-time class, npm test runs them beside it at the lowest
          // priority, and the gate takes the cores first (scripts/test.mjs): a bound on waiting, not a retry.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
