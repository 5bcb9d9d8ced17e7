import { defineConfig } from 'vitest/config';
import { CONTENT_FIXTURES } from './scripts/lib/test-env.mjs';

/**
 * Two projects: `unit` (tests/unit, pure logic and source files; runs on a
 * fresh clone) and `build` (tests/build, checks over dist/: needs
 * `npm run build:test` first, and says so).
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
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/needs-build.ts'],
          // The checks read the content as the test build does, with its fixtures.
          env: { CONTENT_FIXTURES },
        },
      },
    ],
  },
});
