#!/usr/bin/env node
/**
 * Prints what a visitor waits for on /contact, per run and the medians
 * (scripts/lib/form-delays.mjs). Builds nothing: run `npm run build:test` first
 * (the build that sends to the local inbox).
 *   node scripts/form-delays.mjs [runs=5] [--cwd=DIR]   (DIR: another checkout's build, to compare)
 */
import { formatFormDelays, measureFormDelays } from './lib/form-delays.mjs';

const args = process.argv.slice(2);
const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? 5);
const cwd = args.find((a) => a.startsWith('--cwd='))?.slice(6);
console.log(formatFormDelays(await measureFormDelays({ runs, ...(cwd ? { cwd } : {}) })));
