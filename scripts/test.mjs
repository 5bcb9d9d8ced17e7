#!/usr/bin/env node
/**
 * `npm test`: everything CI checks, in order, each step's output shown:
 *   0. lint (ESLint, Prettier) and types (astro check), one check each
 *   1. unit tests (Vitest, tests/unit)
 *   2. the production build, pointed at the local inbox (scripts/lib/test-env.mjs), and
 *      its variant with reCAPTCHA, a block list and analytics on (dist-variant/)
 *   3. checks over the built files (Vitest, tests/build)
 *   4. Lighthouse CI on one route of each kind (lighthouserc.cjs; each assertion counts),
 *      then on a content page of the variant, so the gate holds with analytics on
 *   5. browser tests (Playwright + Debian's Chromium, tests/e2e)
 * It keeps going after a failing step so one run reports everything, and ends
 * with a table of the steps and their seconds, then the line "N passed, N
 * failed" (all suites added up) that CI reads. A step that exits with an
 * error but reports no failing test (it could not start) counts as one
 * failure. With GITHUB_STEP_SUMMARY set (GitHub Actions), the table also goes
 * to the job's summary.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChrome } from './lib/find-chrome.mjs';

/** @type {{ label: string, seconds: number, passed: number, failed: number, status: string }[]} */
const steps = [];

/**
 * Runs one step and counts it: `count` reads the step's report into passed
 * and failed (absent: the step is one check, passed when it exits 0).
 * @param {string} label
 * @param {string} cmd
 * @param {string[]} args
 * @param {{ env?: Record<string, string>, count?: () => { passed: number, failed: number } }} [options]
 */
function step(label, cmd, args, { env = {}, count } = {}) {
  console.log(`\n── ${label} ──`);
  const started = performance.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = (performance.now() - started) / 1000;
  const ok = result.status === 0;
  const counted = count ? count() : { passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
  // Exited with an error yet no test failed: it did not run its tests (a port in use, a crash).
  const failed = counted.failed + (!ok && counted.failed === 0 ? 1 : 0);
  steps.push({ label, seconds, passed: counted.passed, failed, status: ok ? 'ok' : 'FAILED' });
  return ok;
}

/** @param {string} file */
const readReport = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

/** A Vitest JSON report's counts. @param {string} file */
function vitestCounts(file) {
  const report = readReport(file);
  if (!report) return { passed: 0, failed: 0 };
  const suiteFailed = report.numTotalTestSuites > 0 && report.success === false && report.numFailedTests === 0;
  return { passed: report.numPassedTests, failed: report.numFailedTests + (suiteFailed ? 1 : 0) };
}

/** A Playwright JSON report's counts. @param {string} file */
function playwrightCounts(file) {
  const stats = readReport(file)?.stats;
  return stats ? { passed: stats.expected + stats.flaky, failed: stats.unexpected } : { passed: 0, failed: 0 };
}

/** The Lighthouse CI assertion counts (scripts/lighthouse.mjs --report). @param {string} file */
function lighthouseCounts(file) {
  const report = readReport(file);
  return report ? { passed: report.passed, failed: report.failed } : { passed: 0, failed: 0 };
}

/** @param {string} name @param {string} file */
const vitest = (name, file) => [
  'vitest',
  'run',
  `--project=${name}`,
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${file}`,
];

console.log(`npm test on Node ${process.version}`);
rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });

step('lint', 'npm', ['run', '--silent', 'lint']);
step('types', 'npm', ['run', '--silent', 'check']);
step('unit tests', 'npx', vitest('unit', 'test-results/unit.json'), {
  count: () => vitestCounts('test-results/unit.json'),
});
const built =
  step('build', 'node', ['scripts/build-test.mjs']) &&
  step('build with analytics and reCAPTCHA', 'node', ['scripts/build-test.mjs', '--variant']);
if (built) {
  step('checks over dist/', 'npx', vitest('build', 'test-results/dist.json'), {
    count: () => vitestCounts('test-results/dist.json'),
  });
  const chrome = ensureChrome();
  const env = chrome ? { CHROME_PATH: chrome } : {};
  step('Lighthouse CI', 'node', ['scripts/lighthouse.mjs', '--sample', '--report=test-results/lighthouse.json'], {
    env,
    count: () => lighthouseCounts('test-results/lighthouse.json'),
  });
  // Analytics on: the tracker and its loader are the same on every page, so one
  // content page, where they are the only script, shows what they add.
  step(
    'Lighthouse CI, analytics on',
    'node',
    ['scripts/lighthouse.mjs', '--dist=dist-variant', '/about', '--report=test-results/lighthouse-analytics.json'],
    { env, count: () => lighthouseCounts('test-results/lighthouse-analytics.json') },
  );
  step('browser tests', 'npx', ['playwright', 'test'], {
    env,
    count: () => playwrightCounts('test-results/e2e.json'),
  });
}

const total = {
  seconds: steps.reduce((n, s) => n + s.seconds, 0),
  passed: steps.reduce((n, s) => n + s.passed, 0),
  failed: steps.reduce((n, s) => n + s.failed, 0),
};
const rows = [...steps, { label: 'total', ...total, status: total.failed > 0 ? 'FAILED' : 'ok' }];
const width = Math.max(...rows.map((r) => r.label.length));
console.log(`\n${'step'.padEnd(width)}  seconds  passed  failed`);
for (const r of rows)
  console.log(
    `${r.label.padEnd(width)}  ${r.seconds.toFixed(1).padStart(7)}  ${String(r.passed).padStart(6)}  ${String(r.failed).padStart(6)}${r.status === 'ok' ? '' : `  ${r.status}`}`,
  );
if (process.env['GITHUB_STEP_SUMMARY'])
  appendFileSync(
    process.env['GITHUB_STEP_SUMMARY'],
    [
      '| step | seconds | passed | failed |',
      '|---|---:|---:|---:|',
      ...rows.map((r) => `| ${r.label} | ${r.seconds.toFixed(1)} | ${r.passed} | ${r.failed} |`),
      '',
    ].join('\n'),
  );
console.log(`\n${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed > 0 || steps.some((s) => s.status !== 'ok') ? 1 : 0);
