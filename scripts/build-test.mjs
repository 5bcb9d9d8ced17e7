#!/usr/bin/env node
/**
 * `npm run build:test`: the production build the checks and browser tests run
 * against, with the contact form pointed at the local test inbox
 * (scripts/test-env.mjs). Exits with the build's status.
 */
import { spawnSync } from 'node:child_process';
import { testBuildEnv } from './test-env.mjs';

const { status } = spawnSync('npx', ['astro', 'build'], {
  stdio: 'inherit',
  env: { ...process.env, ...testBuildEnv() },
});
process.exit(status ?? 1);
