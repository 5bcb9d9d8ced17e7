#!/usr/bin/env node
/**
 * `npm test`: everything CI checks, each step's output shown:
 *   - the production build, pointed at the local inbox (scripts/lib/test-env.mjs), then its
 *     variant with reCAPTCHA, a block list and analytics on (dist-variant/); beside them, at a
 *     lower priority so the builds come first, lint (ESLint, Prettier) and the unit tests
 *     (Vitest, tests/unit), which no step waits on
 *   - the visitor's flows in Firefox ESR and WebKitGTK (Vitest, tests/engines)
 *   - Lighthouse CI on one route of each kind and a content page of the variant, so the gate
 *     holds with analytics on (lighthouserc.cjs; each assertion counts)
 *   - browser tests (Playwright + Chromium's headless shell, tests/e2e)
 *   - the checks over the built files (Vitest, tests/build) and types (astro check), beside
 *     the steps above (see below)
 * Steps side by side write nothing another reads (astro check and the builds
 * all write .astro/, so none of them overlap); a step's output is printed
 * whole when it ends. Lighthouse measures time: where it may take the
 * real-time class (scripts/lib/lighthouse.mjs), the checks start at the
 * lowest priority beside the Firefox and WebKit flows, types joins them
 * beside the gate, on the core it leaves idle, and what is left of them goes
 * on beside the browser tests at the normal priority once the gate has
 * ended; elsewhere the checks run beside the Firefox and WebKit flows, and
 * types beside the browser tests.
 * It keeps going after a failing step so one run reports everything, and ends
 * with a table of the steps and their seconds, then the line "N passed, N
 * failed" (all suites added up) that CI reads. A step that exits with an
 * error but reports no failing test (it could not start) counts as one
 * failure. Above the table, each failed test again, by step, with its
 * error's first lines (a CI page shows a long log's tail). Then the style advice the checks recorded (scripts/lib/advice.mjs),
 * which never fails the run. With GITHUB_STEP_SUMMARY set (GitHub Actions),
 * the table and the advice also go to the job's summary, and each piece of
 * advice becomes a warning on its file in the pull request.
 */
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { setPriority } from 'node:os';
import { relative } from 'node:path';
import { adviceSummary, formatAdvice, githubWarning, readAdvice } from './lib/advice.mjs';
import { ensureChrome } from './lib/find-chrome.mjs';
import { processes, processTree } from './lib/processes.mjs';
import { realtimeAllowed } from './lib/realtime.mjs';

/** @type {{ label: string, seconds: number, passed: number, failed: number, status: string }[]} */
const steps = [];
/** What failed, by step, to list again at the end: the tail of a long log is what a CI page shows. */
/** @type {{ label: string, what: string[] }[]} */
const failedTests = [];

/**
 * Runs one step and counts it: `count` reads the step's report into passed
 * and failed (absent: the step is one check, passed when it exits 0). With
 * `alone`, its output streams as it comes; otherwise it is kept and printed
 * whole at the end, so steps side by side do not interleave. With
 * `yielding`, it runs at a lower priority (nice 10), so a step beside it that
 * takes longer gets the cores first and the group ends sooner; with `idle`,
 * at the lowest (nice 19), so it takes only what the step beside it leaves;
 * `onStart` is given its process's id.
 * @param {string} label
 * @param {string} cmd
 * @param {string[]} args
 * @param {{ env?: Record<string, string>, count?: () => { passed: number, failed: number }, failures?: () => string[], alone?: boolean, yielding?: boolean, idle?: boolean, onStart?: (pid: number) => void }} [options]
 * @returns {Promise<boolean>}
 */
async function step(
  label,
  cmd,
  args,
  { env = {}, count, failures, alone = false, yielding = false, idle = false, onStart } = {},
) {
  if (alone) console.log(`\n── ${label} ──`);
  // The table lists steps in the order they started.
  const row = { label, seconds: 0, passed: 0, failed: 0, status: 'running' };
  steps.push(row);
  const started = performance.now();
  const niceness = idle ? '19' : yielding ? '10' : null;
  const child = spawn(niceness ? 'nice' : cmd, niceness ? ['-n', niceness, cmd, ...args] : args, {
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  if (child.pid !== undefined) onStart?.(child.pid);
  /** @type {Buffer[]} */
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  const status = await new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });
  const seconds = (performance.now() - started) / 1000;
  if (!alone) process.stdout.write(`\n── ${label} ──\n${Buffer.concat(output).toString()}`);
  const ok = status === 0;
  const counted = count ? count() : { passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
  // Exited with an error yet no test failed: it did not run its tests (a port in use, a crash).
  const failed = counted.failed + (!ok && counted.failed === 0 ? 1 : 0);
  Object.assign(row, { seconds, passed: counted.passed, failed, status: ok ? 'ok' : 'FAILED' });
  if (!ok) failedTests.push({ label, what: failures?.() ?? [] });
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

/** The first lines of an error's message, without colors. @param {string} message */
const firstLines = (message) =>
  message
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((line) => !/^\s+at .*(node_modules|node:internal|<anonymous>)/.test(line))
    .slice(0, 8)
    .map((line) => `    ${line}`)
    .join('\n');

/** A Vitest JSON report's failed tests (or a file that failed before its tests), each named with its file. @param {string} file */
function vitestFailures(file) {
  /** @type {string[]} */
  const found = [];
  for (const suite of readReport(file)?.testResults ?? []) {
    const failed = suite.assertionResults.filter((/** @type {any} */ t) => t.status === 'failed');
    for (const t of failed)
      found.push(`${relative('.', suite.name)} › ${t.fullName}\n${firstLines(t.failureMessages.join('\n'))}`);
    if (failed.length === 0 && suite.status === 'failed')
      found.push(`${relative('.', suite.name)}\n${firstLines(suite.message ?? '')}`);
  }
  return found;
}

/** A Playwright JSON report's failed tests, each named with its file. @param {string} file */
function playwrightFailures(file) {
  /** @type {string[]} */
  const found = [];
  /** @param {any} suite */
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        if (t.status === 'unexpected') {
          const error = t.results.at(-1)?.error?.message ?? '';
          found.push(`${spec.file} › ${spec.title}\n${firstLines(error)}`);
        }
    for (const inner of suite.suites ?? []) walk(inner);
  };
  for (const suite of readReport(file)?.suites ?? []) walk(suite);
  return found;
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
const runStarted = performance.now();
rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });

// The two builds run one after the other (both write .astro/); lint and the unit tests run beside them
// at a lower priority, so the builds, which every later step waits on, get the cores first. Nothing
// waits on lint or the unit tests: what is left of them when the builds end goes on beside the steps after.
// The checks over dist/ read the production build only; Lighthouse and the browser tests need both.
const builds = (async () => {
  const main = await step('build', 'node', ['scripts/build-test.mjs']);
  return [
    main,
    main && (await step('build with analytics and reCAPTCHA', 'node', ['scripts/build-test.mjs', '--variant'])),
  ];
})();
/** Steps that run on, beside the ones after them. @type {Promise<boolean>[]} */
const beside = [
  step('lint', 'npm', ['run', '--silent', 'lint'], { yielding: true }),
  step('unit tests', 'npx', vitest('unit', 'test-results/unit.json'), {
    count: () => vitestCounts('test-results/unit.json'),
    failures: () => vitestFailures('test-results/unit.json'),
    yielding: true,
  }),
];
const [built, bothBuilt] = await builds;
/** @typedef {{ idle?: boolean, onStart?: (pid: number) => void }} BesideOptions */
/** @param {BesideOptions} [options] */
const types = (options = {}) => step('types', 'npm', ['run', '--silent', 'check'], options);
/** @param {BesideOptions} [options] */
const checks = (options = {}) =>
  step('checks over dist/', 'npx', vitest('build', 'test-results/dist.json'), {
    count: () => vitestCounts('test-results/dist.json'),
    failures: () => vitestFailures('test-results/dist.json'),
    ...options,
  });

/**
 * Gives the processes of steps started at the lowest priority the normal one (as root only: a process may
 * lower its own priority, not raise it). Returns whether it could for every one.
 * @param {number[]} pids
 */
function raisePriority(pids) {
  let raised = true;
  const all = processes();
  for (const pid of pids.flatMap((root) => [...processTree(root, all)]))
    try {
      setPriority(pid, 0);
    } catch (error) {
      // A process that ended meanwhile needs nothing.
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ESRCH') raised = false;
    }
  return raised;
}
// Where the Lighthouse gate takes the kernel's real-time class (as root, as CI runs), no other process
// interrupts its pages' tasks, and it keeps about one core of two busy: the checks over dist/ and types,
// which only compute, take what the Firefox and WebKit flows and then the gate leave, at the lowest
// priority (docs/performance.md), and once the gate has ended what is left of them goes on at the normal
// priority beside the browser tests (they share no file or port), instead of holding them back while a
// core stands half idle. Elsewhere the checks run beside the flows, and types beside the browser tests.
const realtime = realtimeAllowed();
/** The processes of the steps started at the lowest priority. @type {number[]} */
const idleSteps = [];
const onStart = (/** @type {number} */ pid) => idleSteps.push(pid);
if (built) {
  if (realtime) beside.push(checks({ idle: true, onStart }));
  await Promise.all([
    // Firefox ESR and WebKitGTK (tests/engines): only dist/ and the test ports, which the
    // browser tests take later. They wait on their browsers and on the forms' real-time steps,
    // so they never run beside the gate, whose priority would stall them.
    step('Firefox and WebKit', 'npx', vitest('engines', 'test-results/engines.json'), {
      count: () => vitestCounts('test-results/engines.json'),
      failures: () => vitestFailures('test-results/engines.json'),
    }),
    !realtime && checks(),
  ]);
}
if (bothBuilt) {
  const chrome = ensureChrome();
  const env = chrome ? { CHROME_PATH: chrome } : {};
  const lighthouse = step(
    'Lighthouse CI',
    'node',
    ['scripts/lighthouse.mjs', '--sample', '--report=test-results/lighthouse.json'],
    { env, alone: true, count: () => lighthouseCounts('test-results/lighthouse.json') },
  );
  // astro check writes .astro/ as the builds do, so it waits for them.
  if (realtime) beside.push(types({ idle: true, onStart }));
  await lighthouse;
  if (realtime && !raisePriority(idleSteps)) await Promise.all(beside);
  await Promise.all([
    step('browser tests', 'npx', ['playwright', 'test'], {
      env,
      alone: true,
      count: () => playwrightCounts('test-results/e2e.json'),
      failures: () => playwrightFailures('test-results/e2e.json'),
    }),
    !realtime && types(),
    ...beside,
  ]);
} else await Promise.all([types(), ...beside]);

// Steps side by side overlap: the total is the time from the first step's start to the last one's end.
const total = {
  seconds: (performance.now() - runStarted) / 1000,
  passed: steps.reduce((n, s) => n + s.passed, 0),
  failed: steps.reduce((n, s) => n + s.failed, 0),
};
// What failed, again, above the table: each test by its file and name, with its error's first lines.
for (const { label, what } of failedTests)
  console.log(
    `\n── failed in ${label} ──\n${what.length ? what.join('\n') : "  (no test report: see the step's output above)"}`,
  );
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
// Style advice never fails the run: listed here, in the job's summary, and on GitHub as warnings on the files.
const advice = readAdvice();
console.log(`\n${formatAdvice(advice)}`);
if (process.env['GITHUB_ACTIONS']) for (const a of advice) console.log(githubWarning(a));
if (process.env['GITHUB_STEP_SUMMARY']) appendFileSync(process.env['GITHUB_STEP_SUMMARY'], adviceSummary(advice));
console.log(`\n${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed > 0 || steps.some((s) => s.status !== 'ok') ? 1 : 0);
