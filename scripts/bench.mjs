#!/usr/bin/env node
/**
 * `npm run bench`: what the site costs, as figures (a benchmark, not a test;
 * it never fails on a number). Prints:
 *   1. the build time of the real site (built once, with the test settings of
 *      scripts/lib/test-env.mjs, into dist/);
 *   2. Lighthouse (lighthouserc.cjs profile: mobile, simulated throttling) on
 *      one route of each kind and the baseline, median of 5 rounds: FCP, LCP,
 *      TBT, bytes; then the contact form's delays (scripts/lib/form-delays.mjs):
 *      first keystroke to its letter on screen, submit to the send request;
 *      click to the next page's first paint, median of 10, with the
 *      speculation rules as built (prefetch), with a prerender rule added, and none
 *      (scripts/lib/click-to-paint.mjs); and the first search on /search for
 *      three queries, from an empty cache: time from the last key to the
 *      results, and what search fetched (scripts/lib/first-search.mjs);
 *   3. the build time of a synthetic site with 1,000 more service pages: the
 *      project's sources are copied to a temporary folder (the packages in
 *      node_modules linked, its caches left behind), one service page is copied 1,000 times under new names
 *      (Benchaaaa.md … letters only, so the file name can be the route, and
 *      its `route:` field, when the file has one, set to match), and that copy
 *      is built. The folder is deleted afterwards; nothing is written to the
 *      project but dist/ and .lighthouseci/.
 *   npm run bench                 everything
 *   npm run bench -- --no-lighthouse   build times only
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { formatClickToPaint, measureClickToPaint } from './lib/click-to-paint.mjs';
import { formatFirstSearch, measureFirstSearch } from './lib/first-search.mjs';
import { formatFormDelays, measureFormDelays } from './lib/form-delays.mjs';
import { builtRoutes, formatTable, rc, runLighthouseCi } from './lib/lighthouse.mjs';
import { copyProject, PROJECT_ROOT as ROOT, removeCopy } from './lib/project-copy.mjs';
import { testBuildEnv } from './lib/test-env.mjs';

const SYNTHETIC_PAGES = 1000;

/** Builds the site in `cwd`; returns the wall-clock seconds. @param {string} cwd */
function timedBuild(cwd) {
  const start = performance.now();
  const result = spawnSync('npx', ['astro', 'build', '--silent'], {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...testBuildEnv() },
  });
  if (result.status !== 0) throw new Error(`astro build failed in ${cwd}`);
  return (performance.now() - start) / 1000;
}

/** The n-th name of Benchaaaa, Benchaaab, …: letters only, as routes must be. @param {number} n */
function benchName(n) {
  let letters = '';
  for (let i = 0, rest = n; i < 4; i++, rest = Math.floor(rest / 26))
    letters = String.fromCharCode(97 + (rest % 26)) + letters;
  return `Bench${letters}`;
}

/** A copy of the project with SYNTHETIC_PAGES more service pages; returns its folder. */
function syntheticCopy() {
  const dir = copyProject({ prefix: 'aldermoor-bench-' });
  const services = join(dir, 'src', 'content', 'services');
  const model = readFileSync(join(services, 'Cybersecurity.md'), 'utf8');
  for (let i = 0; i < SYNTHETIC_PAGES; i++) {
    const name = benchName(i);
    const text = model
      .replace(/^title: .*$/m, `title: Benchmark service ${i + 1}`)
      .replace(/^route: .*$/m, `route: ${name}`) // only where the model still has a route field
      .replace(/^order: .*$/m, `order: ${100 + i}`);
    writeFileSync(join(services, `${name}.md`), text);
  }
  return dir;
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

console.log(`Machine load (1, 5, 15 min) at start: ${load()}`);
const site = timedBuild(ROOT);
console.log(
  `\nBuild, real site (${builtRoutes(join(ROOT, 'dist')).length} pages): ${site.toFixed(1)} s (target ≤ 15 s)`,
);

if (!process.argv.includes('--no-lighthouse')) {
  // The build here is dist/ alone: the sample's route with analytics on is measured as built there.
  const routes = [...new Set(rc.SAMPLE.map((route) => rc.builtRoute(route).route))];
  const result = await runLighthouseCi({ routes, runs: 5 });
  console.log(`\nLighthouse, one route of each kind, median of 5 rounds (load now ${load()}):\n`);
  console.log(formatTable(result.rows));
  console.log(`\nThe contact form under the same throttling, 5 runs:\n`);
  console.log(formatFormDelays(await measureFormDelays({ runs: 5 })));
  console.log(
    `\nInstant next pages (scripts/click-to-paint.mjs), the same throttling, prerender added, prefetch (as built), no rules:\n`,
  );
  console.log(formatClickToPaint(await measureClickToPaint({ runs: 10 })));
  console.log(`\nThe first search (scripts/first-search.mjs), the same throttling:\n`);
  console.log(formatFirstSearch(await measureFirstSearch({ runs: 5 })));
}

const dir = syntheticCopy();
try {
  const big = timedBuild(dir);
  const pages = builtRoutes(join(dir, 'dist')).length;
  console.log(
    `\nBuild, synthetic site with ${SYNTHETIC_PAGES} more service pages (${pages} pages): ${big.toFixed(1)} s (target ≤ 60 s)`,
  );
} finally {
  removeCopy(dir);
}
console.log(`Machine load at end: ${load()}`);
