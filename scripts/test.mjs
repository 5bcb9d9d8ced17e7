#!/usr/bin/env node
/**
 * `npm test`: everything CI checks, in order, each step's output shown:
 *   0. lint (ESLint, Prettier) and types (astro check), one check each
 *   1. unit tests (Vitest, tests/unit)
 *   2. the production build, pointed at the local inbox (scripts/test-env.mjs), and
 *      its variant with reCAPTCHA, the minimum time and analytics on (dist-variant/)
 *   3. checks over the built files (Vitest, tests/build)
 *   4. Lighthouse CI on one route of each kind (lighthouserc.cjs; each assertion counts),
 *      then on a content page of the variant, so the gate holds with analytics on
 *   5. browser tests (Playwright + Debian's Chromium, tests/e2e)
 * It keeps going after a failing step so one run reports everything, and ends
 * with the line "N passed, N failed" (all suites added up) that CI reads.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChrome } from './find-chrome.mjs';

const totals = { passed: 0, failed: 0 };
const failures = [];

function run(label, cmd, args, env = {}) {
  console.log(`\n── ${label} ──`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) failures.push(label);
  return result.status === 0;
}

/** Adds up a Vitest JSON report. A missing report (runner crashed) counts as one failure. */
function countVitest(file, label) {
  if (!existsSync(file)) {
    totals.failed += 1;
    failures.push(`${label}: no report`);
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed +=
    report.numFailedTests +
    (report.numTotalTestSuites > 0 && report.success === false && report.numFailedTests === 0 ? 1 : 0);
}

/** Adds up a Playwright JSON report. */
function countPlaywright(file) {
  if (!existsSync(file)) {
    totals.failed += 1;
    failures.push('browser tests: no report');
    return;
  }
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
}

/** Adds up the Lighthouse CI assertions (scripts/lighthouse.mjs --report). */
function countLighthouse(file) {
  if (!existsSync(file)) {
    totals.failed += 1;
    failures.push('Lighthouse CI: no report');
    return;
  }
  const { passed, failed } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += passed;
  totals.failed += failed;
}

console.log(`npm test on Node ${process.version}`);
rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });

for (const [label, script] of [
  ['lint', 'lint'],
  ['types', 'check'],
]) {
  if (run(label, 'npm', ['run', '--silent', script])) totals.passed += 1;
  else totals.failed += 1;
}

run('unit tests', 'npx', [
  'vitest',
  'run',
  '--project=unit',
  '--reporter=default',
  '--reporter=json',
  '--outputFile=test-results/unit.json',
]);
countVitest('test-results/unit.json', 'unit tests');

const built =
  run('build', 'node', ['scripts/build-test.mjs']) &&
  run('build with analytics and reCAPTCHA', 'node', ['scripts/build-test.mjs', '--variant']);
if (built) {
  run('checks over dist/', 'npx', [
    'vitest',
    'run',
    '--project=build',
    '--reporter=default',
    '--reporter=json',
    '--outputFile=test-results/dist.json',
  ]);
  countVitest('test-results/dist.json', 'checks over dist/');

  const chrome = ensureChrome();
  run('Lighthouse CI', 'node', ['scripts/lighthouse.mjs', '--sample', '--report=test-results/lighthouse.json'], {
    CHROME_PATH: chrome,
  });
  countLighthouse('test-results/lighthouse.json');
  // Analytics on: the tracker and its loader are the same on every page, so one
  // content page, where they are the only script, shows what they add.
  run(
    'Lighthouse CI, analytics on',
    'node',
    ['scripts/lighthouse.mjs', '--dist=dist-variant', '/about', '--report=test-results/lighthouse-analytics.json'],
    { CHROME_PATH: chrome },
  );
  countLighthouse('test-results/lighthouse-analytics.json');

  run('browser tests', 'npx', ['playwright', 'test'], { CHROME_PATH: chrome });
  countPlaywright('test-results/e2e.json');
} else {
  totals.failed += 1;
}

if (failures.length > 0) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0);
