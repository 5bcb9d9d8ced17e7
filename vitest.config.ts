import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/{unit,build}/**/*.test.ts'],
    environment: 'node',
  },
});
