import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (tests/unit, pure logic and source files; runs on a
 * fresh clone) and `build` (tests/build, checks over dist/: needs
 * `npm run build:test` first, and says so).
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/needs-build.ts'],
        },
      },
    ],
  },
});
