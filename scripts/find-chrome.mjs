#!/usr/bin/env node
/**
 * Prints the path and version of the Chromium the browser tests and Lighthouse
 * use (scripts/lib/find-chrome.mjs); with --install, installs one when none is
 * found. Exits 1 when there is none.
 *   node scripts/find-chrome.mjs [--install]
 */
import { execFileSync } from 'node:child_process';
import { ensureChrome, findChrome } from './lib/find-chrome.mjs';

const path = process.argv.includes('--install') ? ensureChrome() : findChrome();
if (!path) {
  console.error('No Chromium found (set CHROME_PATH, or run with --install).');
  process.exit(1);
}
console.log(path);
try {
  execFileSync(path, ['--version'], { stdio: 'inherit' });
} catch {
  /* the version is informational only */
}
