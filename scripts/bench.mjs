#!/usr/bin/env node
/**
 * `npm run bench`: what the site costs, as figures (a benchmark, not a test;
 * it never fails on a number). Prints:
 *   1. the real site (built once, with the test settings of
 *      scripts/lib/test-env.mjs, into dist/): its build time and where it went,
 *      and what it built (scripts/lib/built-figures.mjs: pages, `_headers` rules, the
 *      list pages' bytes, raw and gzipped);
 *   2. Lighthouse (lighthouserc.cjs profile: mobile, simulated throttling) on
 *      one route of each kind and the baseline, median of 5 rounds: FCP, LCP,
 *      TBT, bytes; then the contact form's delays (scripts/lib/form-delays.mjs):
 *      first keystroke to its letter on screen, submit to the send request;
 *      click to the next page's first paint, median of 10, with the
 *      speculation rules as built (prefetch), with a prerender rule added, and none
 *      (scripts/lib/click-to-paint.mjs);
 *   3. the first search on /search for three queries, from an empty cache: time
 *      from the last key to the results, and what search fetched
 *      (scripts/lib/first-search.mjs);
 *   4. the same at ten times the content: a throwaway copy of the project
 *      (scripts/lib/project-copy.mjs) grown by scripts/lib/grow-content.mjs
 *      (every collection at its size in TARGETS, pictures for about a quarter of
 *      them), built twice: cold (no cache,
 *      as a fresh clone or CI without its cache) and warm (Astro's cache folder
 *      kept, as CI restores it); its figures, Lighthouse on `/`, `/careers` and
 *      `/training` (median of 3 rounds), and its first search. The copy is
 *      deleted afterwards; nothing is written to the project but dist/ and
 *      .lighthouseci/.
 *   npm run bench                      everything
 *   npm run bench -- --no-lighthouse   no Lighthouse, form or click figures (builds and first search only)
 *   npm run bench -- --no-search       no first search either
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatClickToPaint, measureClickToPaint } from './lib/click-to-paint.mjs';
import { formatFirstSearch, measureFirstSearch } from './lib/first-search.mjs';
import { formatFormDelays, measureFormDelays } from './lib/form-delays.mjs';
import { growContent } from './lib/grow-content.mjs';
import { builtFigures, formatFigures } from './lib/built-figures.mjs';
import { formatTable, rc, runLighthouseCi } from './lib/lighthouse.mjs';
import { projectCopy } from './lib/project-copy.mjs';
import { testBuildEnv } from './lib/test-env.mjs';

const SEARCH_RUNS = 3;
/** The routes Lighthouse audits at ten times the content. */
const TEN_TIMES_ROUTES = ['/', '/careers', '/training'];

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/**
 * The processor seconds this process's finished children used (Linux: /proc/self/stat's cutime and cstime,
 * in clock ticks of 1/100 s), or undefined elsewhere. Another developer's build on the same cores lengthens a
 * build's wall-clock time far more than its processor time.
 */
function childrenCpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
    // After "pid (comm) ", cutime and cstime are the 14th and 15th fields.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}

/**
 * Builds the site in `cwd`; returns the wall-clock seconds, the processor seconds, and the wall-clock seconds
 * of the two steps Astro times (rendering the pages and endpoints, the share images among them; transforming
 * the images).
 * @param {string} cwd
 */
function timedBuild(cwd) {
  const cpuBefore = childrenCpuSeconds();
  const start = performance.now();
  const result = spawnSync('npx', ['astro', 'build'], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...testBuildEnv(), FORCE_COLOR: '0' },
  });
  if (result.status !== 0) throw new Error(`astro build failed in ${cwd}:\n${result.stdout.slice(-4000)}`);
  const seconds = (performance.now() - start) / 1000;
  const cpuAfter = childrenCpuSeconds();
  const cpu = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
  /** The time Astro prints after a step's heading ("generating static routes" … "✓ Completed in 49.21s."). */
  const step = (/** @type {string} */ heading) => {
    const after = result.stdout.slice(result.stdout.indexOf(heading));
    const match = result.stdout.includes(heading) ? /Completed in (?:(\d+)m )?([\d.]+)(m?s)/.exec(after) : null;
    if (!match) return undefined;
    const value = Number(match[2]) / (match[3] === 'ms' ? 1000 : 1);
    return Number(match[1] ?? 0) * 60 + value;
  };
  return { seconds, cpu, routes: step('generating static routes'), images: step('generating optimized images') };
}

/** @param {ReturnType<typeof timedBuild>} build */
function formatBuild(build) {
  const seconds = (/** @type {number | undefined} */ s) => (s === undefined ? '?' : `${s.toFixed(1)} s`);
  return `${seconds(build.seconds)}, ${seconds(build.cpu)} of processor time (pages, share images among them, ${seconds(build.routes)}; image transforms ${seconds(build.images)}; load now ${load()})`;
}

const searchToo = !process.argv.includes('--no-search');
console.log(`Machine load (1, 5, 15 min) at start: ${load()}`);

const site = timedBuild(ROOT);
console.log(`\nBuild, the site as it is: ${formatBuild(site)} (target ≤ 15 s)`);
console.log(formatFigures(builtFigures(ROOT)));

if (!process.argv.includes('--no-lighthouse')) {
  // The build here is dist/ alone: the sample's route with analytics on is measured as built there.
  const routes = [...new Set(rc.sample(join(ROOT, 'dist')).map((route) => rc.builtRoute(route).route))];
  const result = await runLighthouseCi({ routes, runs: 5 });
  console.log(`\nLighthouse, one route of each kind, median of 5 rounds (load now ${load()}):\n`);
  console.log(formatTable(result.rows));
  console.log(`\nThe contact form under the same throttling, 5 runs:\n`);
  console.log(formatFormDelays(await measureFormDelays({ runs: 5 })));
  console.log(
    `\nInstant next pages (scripts/click-to-paint.mjs), the same throttling, prerender added, prefetch (as built), no rules:\n`,
  );
  console.log(formatClickToPaint(await measureClickToPaint({ runs: 10 })));
}
if (searchToo) {
  console.log(`\nThe first search (scripts/first-search.mjs), the same throttling:\n`);
  console.log(formatFirstSearch(await measureFirstSearch({ runs: SEARCH_RUNS, dist: join(ROOT, 'dist') })));
}

const dir = projectCopy(ROOT, 'aldermoor-bench');
try {
  const date = testBuildEnv().BUILD_DATE;
  const totals = await growContent(dir, { date });
  const grown = Object.entries(totals)
    .map(([name, n]) => `${n} ${name}`)
    .join(', ');
  console.log(`\nTen times the content (scripts/lib/grow-content.mjs, seed 49, around ${date}): ${grown}`);
  const cold = timedBuild(dir);
  console.log(`Build, cold (no cache): ${formatBuild(cold)} (target ≤ 120 s)`);
  const warm = timedBuild(dir);
  console.log(`Build, warm (Astro's cache folder kept): ${formatBuild(warm)} (target ≤ 60 s)`);
  console.log(formatFigures(builtFigures(dir)));
  if (!process.argv.includes('--no-lighthouse')) {
    // The lists that grow most: the roles, the catalog, and the home page's newest few.
    const result = await runLighthouseCi({ routes: TEN_TIMES_ROUTES, runs: 3, dist: join(dir, 'dist') });
    console.log(`\nLighthouse at ten times the content, median of 3 rounds (load now ${load()}):\n`);
    console.log(formatTable(result.rows));
  }
  if (searchToo) {
    console.log(`\nThe first search at ten times the content:\n`);
    console.log(formatFirstSearch(await measureFirstSearch({ runs: SEARCH_RUNS, dist: join(dir, 'dist') })));
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(`\nMachine load at end: ${load()}`);
