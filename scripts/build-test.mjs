#!/usr/bin/env node
/**
 * `npm run build:test`: the production build the checks and browser tests run
 * against, with the contact form pointed at the local test inbox
 * (scripts/lib/test-env.mjs). `-- --variant` builds the variant with reCAPTCHA,
 * the minimum time to submit and analytics on into dist-variant/ instead,
 * for the specs that need it. Exits with the build's status.
 */
import { spawnSync } from 'node:child_process';
import { testBuildEnv, VARIANT_DIR, variantBuildEnv } from './lib/test-env.mjs';

const variant = process.argv.includes('--variant');
const { status } = spawnSync('npx', ['astro', 'build', ...(variant ? ['--outDir', VARIANT_DIR] : [])], {
  stdio: 'inherit',
  env: { ...process.env, ...(variant ? variantBuildEnv() : testBuildEnv()) },
});
process.exit(status ?? 1);
