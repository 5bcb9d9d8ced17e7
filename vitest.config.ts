import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/{unit,dist}/**/*.test.ts'],
    environment: 'node',
  },
});
