#!/usr/bin/env node
/**
 * `npm run test-cost`: what each browser spec costs the machine, as figures
 * (a benchmark, not a test). On CI's two cores the browser tests keep both
 * busy, so a spec's processor time, not its wall time, is what it adds to CI.
 * Runs each spec of tests/e2e alone (`playwright test <spec>`, the built
 * dist/ and dist-variant/ as `npm test` leaves them) and counts the
 * processor time of that run's own processes only (Playwright, its servers,
 * Chromium's processes), read from /proc, so other work on the machine does
 * not count. Prints, per spec: tests, wall seconds, processor seconds, and
 * how much of it was Chromium's renderers, its GPU process and the rest;
 * then the total. Each run also starts the servers and Playwright itself:
 * `empty` is a run of no test, that fixed part.
 *   npm run test-cost                      every spec
 *   npm run test-cost -- a11y.spec.ts ...  only these
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { processes, processTree } from './lib/processes.mjs';

const TICKS = 100; // /proc's clock ticks a second (USER_HZ)

/** A process's command line, or '' once it is gone. @param {number} pid */
function commandOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}

/** What a process is, for the table: a Chromium process by its type, anything else as "other". */
const kindOf = (/** @type {string} */ cmd) =>
  /--type=renderer/.test(cmd) ? 'renderer' : /--type=gpu-process/.test(cmd) ? 'gpu' : 'other';

/**
 * Runs one Playwright invocation and samples its process tree every 200 ms; a process's last
 * reading counts (children that ended are read before they end, to within a sample).
 * @param {string[]} args
 */
async function measure(args) {
  const started = performance.now();
  const child = spawn('npx', ['playwright', 'test', '--reporter=json', ...args], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let report = '';
  child.stdout.on('data', (d) => (report += d));
  /** @type {Map<string, { kind: string, ticks: number }>} */
  const seen = new Map();
  const sample = () => {
    const all = processes();
    // A run that could not start has no tree: nothing of the machine's counts.
    const tree = child.pid === undefined ? new Set() : processTree(child.pid, all);
    for (const [pid, p] of all) {
      // By process and start time: a process forked from Chromium's zygote changes its command line once started.
      // One that has ended but is not yet reaped still has its times and no command line: its kind stays.
      if (!tree.has(pid)) continue;
      const key = `${pid} ${p.started}`;
      const command = commandOf(pid);
      seen.set(key, { kind: command ? kindOf(command) : (seen.get(key)?.kind ?? 'other'), ticks: p.ticks });
    }
  };
  const timer = setInterval(sample, 200);
  const status = await new Promise((resolve) => child.on('close', resolve));
  clearInterval(timer);
  const by = { renderer: 0, gpu: 0, other: 0 };
  for (const { kind, ticks } of seen.values()) by[/** @type {keyof typeof by} */ (kind)] += ticks / TICKS;
  let tests = 0;
  try {
    const stats = JSON.parse(report).stats;
    tests = stats.expected + stats.unexpected + stats.flaky;
  } catch {
    // No report: the table says 0 tests.
  }
  return { status, tests, wall: (performance.now() - started) / 1000, ...by };
}

const asked = process.argv.slice(2);
const specs = asked.length
  ? asked
  : readdirSync('tests/e2e')
      .filter((f) => f.endsWith('.spec.ts'))
      .sort();
const rows = [{ spec: 'empty', ...(await measure(['--grep', '^no test has this title$', '--pass-with-no-tests'])) }];
for (const spec of specs) rows.push({ spec, ...(await measure([`tests/e2e/${spec}`])) });

const measured = rows.slice(1);
/** @param {'tests' | 'wall' | 'renderer' | 'gpu' | 'other'} k */
const sum = (k) => measured.reduce((n, r) => n + r[k], 0);
const total = {
  spec: 'total',
  status: 0, // the specs' rows say which failed
  tests: sum('tests'),
  wall: sum('wall'),
  renderer: sum('renderer'),
  gpu: sum('gpu'),
  other: sum('other'),
};
const width = Math.max(...rows.map((r) => r.spec.length));
const f = (/** @type {number} */ n) => n.toFixed(1).padStart(8);
console.log(`${'spec'.padEnd(width)}  tests      wall       cpu  renderer       gpu     other`);
for (const r of [...rows, total])
  console.log(
    `${r.spec.padEnd(width)}  ${String(r.tests).padStart(5)}  ${f(r.wall)}  ${f(r.renderer + r.gpu + r.other)}  ${f(r.renderer)}  ${f(r.gpu)}  ${f(r.other)}${r.status === 0 ? '' : '  FAILED'}`,
  );
console.log('Seconds. Each spec ran alone and includes the fixed part (the row "empty").');
process.exit(rows.some((r) => r.status !== 0) ? 1 : 0);
