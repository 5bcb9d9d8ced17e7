/**
 * Lighthouse CI over the built site (dist/), with the gate in lighthouserc.cjs;
 * the command that runs it and prints the results: scripts/lighthouse.mjs.
 * runLighthouseCi audits a copy of dist/ with the baseline page added
 * (scripts/lib/baseline.mjs; served by LHCI's own static server) in rounds, in
 * one Chromium (the project's, scripts/lib/find-chrome.mjs, with
 * scripts/lib/chrome-flags.mjs) kept open for every run. The first round
 * audits every category; what it finds does not depend on the machine's
 * speed, so `lhci assert` checks it there (accessibility, best practices,
 * SEO, bytes). The rounds after it audit performance only; what the
 * machine's speed can change is checked over all of them: layout shift on
 * the median, and the budgets relative to the baseline. Also here: the
 * tables of the medians per route and of what each adds to the baseline.
 *
 * One Chromium rather than one per run (as `lhci collect` starts): every run
 * still begins on a blank page with the site's storage and cache cleared, as
 * Lighthouse does before each navigation.
 */
import { spawn } from 'node:child_process';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROME_FLAGS } from './chrome-flags.mjs';
import { findChrome } from './find-chrome.mjs';
import { BASELINE_ROUTE, baselinePage } from './baseline.mjs';
import { builtPages, fileOfRoute } from '../../src/lib/site/builtFiles.ts';
import { startInbox } from './inbox.mjs';
import { TEST_PORTS, VARIANT_DIR } from './test-env.mjs';
import { takeRealtime } from './realtime.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const RC = join(ROOT, 'lighthouserc.cjs');
const OUT = join(ROOT, '.lighthouseci');
const KiB = 1024;

/** @type {{ sample: (dist?: string) => string[], ROUNDS: number, MIN_ROUNDS: number, CLEAR_MARGIN: number, TIMED_AUDITS: string[], RELATIVE: Record<string, number>, MAX_LAYOUT_SHIFT: number, JS_BUDGETS: Record<string, number>, ANALYTICS: { prefix: string, js: number }, urlOf: (route: string) => string, builtRoute: (route: string) => { route: string, analytics: boolean }, relativeBudget: (route: string) => Record<string, number>, ci: any }} */
export const rc = createRequire(import.meta.url)(RC);

/**
 * Every route built into dist, nested ones included: index.html → "/",
 * careers/data-engineer-remote.html → "/careers/data-engineer-remote" (404.html and the
 * editor under admin/ left out).
 */
export function builtRoutes(dist = join(ROOT, 'dist')) {
  return builtPages(dist)
    .filter((f) => f !== '404.html' && !f.startsWith('admin/'))
    .map((f) => (f === 'index.html' ? '/' : `/${f.replace(/\.html$/, '')}`))
    .sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)));
}

/** The route a URL LHCI audited belongs to ("http://localhost:1234/about.html" → "/about"). @param {string} url */
export function routeOf(url) {
  const path = new URL(url).pathname.replace(/\.html$/, '');
  return path === '/index' ? '/' : path;
}

/**
 * How many assertions lighthouserc.cjs makes on a URL (one per audit key in
 * each assertMatrix entry whose pattern matches it).
 * @param {string} url
 */
export function assertionCount(url) {
  return rc.ci.assert.assertMatrix
    .filter((/** @type {{ matchingUrlPattern: string }} */ e) => new RegExp(e.matchingUrlPattern).test(url))
    .reduce(
      (/** @type {number} */ n, /** @type {{ assertions: object }} */ e) => n + Object.keys(e.assertions).length,
      0,
    );
}

/** @param {number[]} values */
const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : /** @type {number} */ (sorted[Math.floor(sorted.length / 2)]);
};

/**
 * Median figures per URL from the saved Lighthouse results.
 * @param {any[]} lhrs
 */
export function summarise(lhrs) {
  /** @type {Map<string, any[]>} */
  const byUrl = new Map();
  for (const lhr of lhrs) byUrl.set(lhr.requestedUrl, [...(byUrl.get(lhr.requestedUrl) ?? []), lhr]);
  return [...byUrl].map(([url, runs]) => {
    const audit = (/** @type {string} */ id) => median(runs.map((r) => r.audits[id]?.numericValue ?? NaN));
    const score = (/** @type {string} */ id) => median(runs.map((r) => (r.categories[id]?.score ?? NaN) * 100));
    const bytes = (/** @type {string} */ type) =>
      median(
        runs.map(
          (r) =>
            r.audits['resource-summary']?.details?.items?.find((/** @type {any} */ i) => i.resourceType === type)
              ?.transferSize ?? NaN,
        ),
      );
    return {
      route: routeOf(url),
      url,
      runs: runs.length,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      js: bytes('script'),
      total: bytes('total'),
      errors: runs.flatMap((r) => (r.runtimeError ? [`${r.runtimeError.code}: ${r.runtimeError.message}`] : [])),
    };
  });
}

/** @param {ReturnType<typeof summarise>} rows */
export function formatTable(rows) {
  const ms = (/** @type {number} */ v) => (Number.isFinite(v) ? `${Math.round(v)} ms` : '—');
  const kib = (/** @type {number} */ v) =>
    Number.isFinite(v) ? (v < KiB ? `${v} B` : `${(v / KiB).toFixed(1)} KiB`) : '—';
  const n = (/** @type {number} */ v) => (Number.isFinite(v) ? String(Math.round(v)) : '—');
  const head = ['Route', 'Runs', 'Perf', 'A11y', 'BP', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'JS', 'Total'];
  const body = rows.map((r) => [
    r.route,
    String(r.runs),
    n(r.performance),
    n(r.accessibility),
    n(r.bestPractices),
    n(r.seo),
    ms(r.fcp),
    ms(r.lcp),
    ms(r.tbt),
    Number.isFinite(r.cls) ? r.cls.toFixed(3) : '—',
    kib(r.js),
    kib(r.total),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => (row[i] ?? '').length)));
  const line = (/** @type {string[]} */ cells) =>
    `| ${cells.map((c, i) => (i > 0 ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i > 0 ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [line(head), rule, ...body.map(line)].join('\n');
}

/**
 * Runs an `lhci` command; resolves to its exit status.
 * @param {string[]} args
 * @returns {Promise<number>}
 */
function lhci(args) {
  return new Promise((resolve) => {
    spawn('npx', ['lhci', ...args, `--config=${RC}`], { cwd: ROOT, stdio: 'inherit' })
      .on('error', () => resolve(1))
      .on('exit', (code) => resolve(code ?? 1));
  });
}

/**
 * Audits the baseline and each route once per round in one Chromium, and
 * saves the first round's results where `lhci assert` reads them: `min`
 * rounds, then one more at a time up to `max`, each with the baseline and the
 * routes `open` says the results so far leave undecided, until it names none.
 * Resolves every run's result, how many runs broke and the rounds run.
 * @param {string[]} routes
 * @param {(route: string) => string} urlOf
 * @param {{ min: number, max: number }} rounds
 * @param {string} chromePath
 * @param {(lhrs: any[], round: number) => string[]} open
 */
async function collect(routes, urlOf, { min, max }, chromePath, open) {
  const { settings } = rc.ci.collect;
  const chrome = await launch({ chromePath, chromeFlags: [...CHROME_FLAGS, '--headless=new'] });
  /** @type {any[]} */
  const lhrs = [];
  let broken = 0;
  let round = 0;
  let next = routes;
  let restore = () => {};
  try {
    mkdirSync(OUT, { recursive: true });
    while (round < max && next.length > 0) {
      round += 1;
      const started = performance.now();
      // Accessibility, best practices and SEO do not change from run to run: audited once. The
      // rounds after the first run only the audits the gate reads (the performance score is
      // weighted over its metrics alone, so it comes out the same).
      const only = round === 1 ? {} : { onlyCategories: null, onlyAudits: rc.TIMED_AUDITS };
      for (const route of [BASELINE_ROUTE, ...next]) {
        const result = await lighthouse(urlOf(route), { ...settings, ...only, port: chrome.port, logLevel: 'error' });
        const lhr = result?.lhr;
        if (!lhr || lhr.runtimeError) broken += 1;
        if (!lhr) continue;
        if (lhrs.length === 0) restore = reuseBenchmarkIndex(lhr.environment?.benchmarkIndex);
        lhrs.push(lhr);
        if (round === 1) writeFileSync(join(OUT, `lhr-${lhrs.length}.json`), JSON.stringify(lhr));
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(`Lighthouse round ${round} (at most ${max}): ${next.length + 1} runs in ${seconds} s\n`);
      next = round < min ? routes : open(lhrs, round);
    }
  } finally {
    restore();
    chrome.kill();
  }
  return { lhrs, broken, rounds: round };
}

/**
 * Lighthouse measures the machine before every run (its "benchmark index", a
 * second of busy loops in the page), though it only reports the figure and
 * warns of a slow machine: no metric under simulated throttling uses it. The
 * machine is the same for every run of one gate, so the first run measures it
 * and the others are given that figure, which saves a second a run
 * (GoogleChrome/lighthouse#16383 asks for a shorter benchmark). Lighthouse
 * sends the function's source to the page, so the stand-in is a function of
 * its own with the figure written in. Returns what puts the benchmark back.
 * @param {unknown} index the first run's `environment.benchmarkIndex`
 * @returns {() => void}
 */
export function reuseBenchmarkIndex(index) {
  const benchmark = pageFunctions.computeBenchmarkIndex;
  if (typeof index !== 'number' || !Number.isFinite(index)) return () => {};
  pageFunctions.computeBenchmarkIndex = /** @type {() => number} */ (new Function(`return ${index};`));
  return () => {
    pageFunctions.computeBenchmarkIndex = benchmark;
  };
}

/**
 * LHCI's own static server (gzip, as its `staticDistDir` serves), started once
 * for every round, so each route keeps one URL across rounds and
 * `lhci assert` takes the median of its runs.
 * @param {string} dir
 * @returns {Promise<{ port: number, close: () => Promise<void> }>}
 */
async function serve(dir) {
  const FallbackServer = createRequire(import.meta.url)('@lhci/cli/src/collect/fallback-server.js');
  const server = new FallbackServer(dir, false);
  await server.listen();
  return server;
}

/**
 * A copy of dist/ (the editor left out) with the baseline beside the pages,
 * made from the built /about, and the routes audited with analytics on
 * (lighthouserc.cjs ANALYTICS) from the variant build, under their prefix,
 * with its scripts and styles beside dist/'s (their names are their
 * contents' hashes, so the two builds share what they have in common).
 * Returns its folder.
 * @param {string[]} routes
 */
function siteWithBaseline(routes, dist = join(ROOT, 'dist')) {
  const dir = mkdtempSync(join(tmpdir(), 'aldermoor-lighthouse-'));
  cpSync(dist, dir, { recursive: true, filter: (src) => !src.startsWith(join(dist, 'admin')) });
  const shell = readFileSync(join(dist, 'about.html'), 'utf8');
  writeFileSync(join(dir, fileOfRoute(BASELINE_ROUTE)), baselinePage(shell));
  const analytics = routes.map(rc.builtRoute).filter((r) => r.analytics);
  if (analytics.length === 0) return dir;
  const variant = join(ROOT, VARIANT_DIR);
  if (!existsSync(join(variant, 'index.html')))
    throw new Error(`${VARIANT_DIR}/index.html is missing: build it first (npm run build:test -- --variant)`);
  cpSync(join(variant, '_astro'), join(dir, '_astro'), { recursive: true, force: false });
  for (const { route } of analytics) {
    const target = join(dir, rc.ANALYTICS.prefix.slice(1), fileOfRoute(route));
    mkdirSync(dirname(target), { recursive: true });
    cpSync(join(variant, fileOfRoute(route)), target);
  }
  return dir;
}

/** A route's runs, in the order they ran. @param {any[]} lhrs @param {string} route */
const runsOf = (lhrs, route) => lhrs.filter((lhr) => routeOf(lhr.requestedUrl) === route);

/** One figure of each run, lowest first. @param {any[]} runs @param {string} key */
const figures = (runs, key) =>
  runs
    .map((lhr) => lhr.audits[key]?.numericValue ?? NaN)
    .filter(Number.isFinite)
    .sort((a, b) => a - b);

/**
 * The baseline's runs of the rounds a route ran in: every round audits the
 * baseline first, and a route settled after a round is not audited again
 * (runLighthouseCi), so those are the baseline's first runs, as many as the
 * route's. A route is judged on the rounds it ran in.
 * @param {any[]} lhrs @param {string} route
 */
const baselineBeside = (lhrs, route) => runsOf(lhrs, BASELINE_ROUTE).slice(0, runsOf(lhrs, route).length);

/** The median of figures sorted lowest first, infinite ones counted (summarise's median drops them). @param {number[]} v */
const medianOfSorted = (v) =>
  v.length === 0 ? NaN : v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;

/**
 * The relative assertions (lighthouserc.cjs RELATIVE): for each route and
 * metric, what the route adds to the baseline, taken as the smaller of two
 * differences: best against best, and median against median. The best,
 * because on a shared machine noise only ever adds time (a busy core, a late
 * timer), so the fastest of several runs is the truest estimate of what a
 * page costs. The median too, because a paint time can fall into one of two
 * modes a frame apart (the largest paint counted with the first paint, or
 * with a later frame): a baseline that hits the early mode once, against a
 * route that never does, would look a frame faster by best alone. A real
 * regression is there in every run, so it shows in both.
 *
 * With `still` rounds yet to run, the worst they could bring: every run of a
 * route as slow as can be and every run of the baseline as fast (figures of
 * +∞ and −∞ added), so a result that passes then passes whatever those rounds
 * measure (passesWhateverFollows).
 * @param {any[]} lhrs every run's Lighthouse result, the baseline's included
 * @param {string[]} routes
 * @param {number} [still]
 */
export function relativeResults(lhrs, routes, still = 0) {
  return routes.flatMap((route) =>
    Object.entries(rc.relativeBudget(route)).map(([key, budget]) => {
      const mine = [...figures(runsOf(lhrs, route), key), ...Array(still).fill(Infinity)];
      const base = [...Array(still).fill(-Infinity), ...figures(baselineBeside(lhrs, route), key)];
      // The difference kinder to the route: the smaller added time.
      const delta = Math.min((mine[0] ?? NaN) - (base[0] ?? NaN), medianOfSorted(mine) - medianOfSorted(base));
      return { route, key, delta, budget, passed: Number.isFinite(delta) && delta <= budget };
    }),
  );
}

/** Whether a route's median shows no layout shift (lighthouserc.cjs MAX_LAYOUT_SHIFT). @param {{ cls: number }} row */
const steady = (row) => row.cls <= rc.MAX_LAYOUT_SHIFT;

/**
 * What keeps the rounds so far from settling the gate on their own, a line
 * each: a figure a route adds to the baseline less than `margin` ms below its
 * budget, or a route whose median shows a layout shift.
 * @param {any[]} lhrs every run's Lighthouse result so far, the baseline's included
 * @param {string[]} routes
 * @param {number} [margin]
 */
export function notYetClear(lhrs, routes, margin = rc.CLEAR_MARGIN) {
  const close = relativeResults(lhrs, routes)
    .filter((r) => !(r.delta <= r.budget - margin))
    .map((r) => `${r.route} ${r.key} ${r.delta >= 0 ? '+' : ''}${Math.round(r.delta)} ms of +${r.budget} ms`);
  const shifted = summarise(lhrs)
    .filter((row) => [BASELINE_ROUTE, ...routes].includes(row.route) && !steady(row))
    .map((row) => `${row.route} layout shift ${row.cls}`);
  return [...close, ...shifted];
}

/**
 * Whether the rounds so far settle the gate (lighthouserc.cjs MIN_ROUNDS):
 * every figure a route adds to the baseline is at least `margin` ms below its
 * budget, and no median shows a layout shift. Noise on a busy machine only makes a
 * route look slower, and a real regression is in every round, so more rounds
 * would only confirm it.
 * @param {any[]} lhrs every run's Lighthouse result so far, the baseline's included
 * @param {string[]} routes
 * @param {number} [margin]
 */
export function clearlyWithin(lhrs, routes, margin = rc.CLEAR_MARGIN) {
  return notYetClear(lhrs, routes, margin).length === 0;
}

/**
 * Whether the gate passes whatever the `still` rounds left to run would
 * measure: each route within its budgets and showing no layout shift even if
 * every one of those runs were the slowest (and shifted most) that can be, and
 * every run of the baseline the fastest. Then running them cannot change the
 * verdict, only delay it. A route that adds much of a budget in every round
 * (a larger page's first paint) does not settle clearlyWithin's test, but
 * settles this one once its slowest run stays within the budget.
 * @param {any[]} lhrs every run's Lighthouse result so far, the baseline's included
 * @param {string[]} routes
 * @param {number} still
 */
export function passesWhateverFollows(lhrs, routes, still) {
  const within = relativeResults(lhrs, routes, still).every((r) => r.passed);
  const shifts = (/** @type {string} */ route) => [
    ...figures(runsOf(lhrs, route), 'cumulative-layout-shift'),
    ...Array(still).fill(Infinity),
  ];
  return within && [BASELINE_ROUTE, ...routes].every((route) => medianOfSorted(shifts(route)) <= rc.MAX_LAYOUT_SHIFT);
}

/**
 * The routes whose verdict the rounds so far leave open, to audit in the next
 * round: neither clearly within their budgets nor past failing whatever the
 * `still` rounds left would measure. A route settled is not audited again, and
 * is judged on the rounds it ran in (relativeResults).
 * @param {any[]} lhrs every run's Lighthouse result so far, the baseline's included
 * @param {string[]} routes
 * @param {number} still
 */
export function undecidedRoutes(lhrs, routes, still) {
  return routes.filter((route) => !clearlyWithin(lhrs, [route]) && !passesWhateverFollows(lhrs, [route], still));
}

/**
 * Collects the rounds (the baseline, then each route, once per round):
 * MIN_ROUNDS to ROUNDS, each route as undecidedRoutes decides, or exactly `runs`; asserts
 * the absolute matrix with `lhci assert` and the relative budgets here;
 * returns the median rows, the relative results, the counts and the rounds run.
 * @param {{ routes: string[], runs?: number, dist?: string }} options `dist`: the build to audit (the project's dist/ unless named)
 */
export async function runLighthouseCi({ routes, runs, dist = join(ROOT, 'dist') }) {
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist}/index.html is missing: build it first`);
  // A route with analytics on loads the tracker: the test build's endpoint, the local inbox, answers it
  // (a refused request is a console error).
  const counting = routes.some((route) => rc.builtRoute(route).analytics);
  const endpoint = counting
    ? await startInbox({ port: TEST_PORTS.inbox, dir: null, quiet: true }).catch(() => null)
    : null;
  const chromePath = findChrome();
  if (!chromePath)
    throw new Error('No Chromium found (set CHROME_PATH, or run `node scripts/find-chrome.mjs --install`).');
  // In the real-time class (scripts/lib/realtime.mjs), with the Chromium it starts next, no other process
  // takes the CPU from a page in the middle of a task. Lighthouse times tasks by the clock and counts
  // blocking time past 50 ms a task: beside one process keeping a core busy, the baseline's blocking time
  // went from about 20 ms to 196 ms at the usual priority and the gate failed two runs of three; in this
  // class it stayed at 0–28 ms and the gate passed three of three (docs/performance.md).
  if (!takeRealtime())
    console.log(
      'Lighthouse runs at normal priority (real-time priority not allowed): a busy machine slows its timings.',
    );
  rmSync(OUT, { recursive: true, force: true });
  const site = siteWithBaseline(routes, dist);
  const server = await serve(site);
  const urlOf = (/** @type {string} */ route) => {
    const url = new URL(rc.urlOf(route));
    url.port = String(server.port);
    return url.href;
  };
  const rounds = runs ? { min: runs, max: runs } : { min: rc.MIN_ROUNDS, max: rc.ROUNDS };
  const open = (/** @type {any[]} */ lhrs, /** @type {number} */ round) => {
    const undecided = undecidedRoutes(lhrs, routes, rounds.max - round);
    // Why another round runs, so a gate that keeps running all its rounds says which figure holds it.
    if (undecided.length > 0 && round < rounds.max)
      console.log(`Not yet ${rc.CLEAR_MARGIN} ms below its budget: ${notYetClear(lhrs, undecided).join('; ')}`);
    return undecided;
  };
  const {
    lhrs: collected,
    broken,
    rounds: run,
  } = await collect(routes, urlOf, rounds, chromePath, open).finally(async () => {
    await endpoint?.close();
    await server.close();
    rmSync(site, { recursive: true, force: true });
  });
  const asserted = collected.length > 0 ? await lhci(['assert']) : 1;
  const resultsFile = join(OUT, 'assertion-results.json');
  /** @type {{ url: string, auditId: string, auditProperty?: string, level: string, passed: boolean }[]} */
  const results = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : [];
  const rows = summarise(collected);
  const relative = relativeResults(collected, routes);
  // Layout shift: one assertion per URL, on the median of every round (lighthouserc.cjs MAX_LAYOUT_SHIFT).
  const shifted = rows.filter((r) => !steady(r));
  const total = rows.reduce((n, r) => n + assertionCount(r.url) + 1, 0) + relative.length;
  const failedKeys = new Set(
    results
      .filter((r) => r.level === 'error' && !r.passed)
      .map((r) => `${r.url} ${r.auditId}:${r.auditProperty ?? ''}`),
  );
  const relativeFailed = relative.filter((r) => !r.passed).length;
  // A route that produced no result at all counts as one failure, like a run that broke.
  const missing = [BASELINE_ROUTE, ...routes].filter((route) => !rows.some((r) => r.route === route));
  const failed =
    failedKeys.size + relativeFailed + shifted.length + missing.length + rows.filter((r) => r.errors.length > 0).length;
  return {
    rounds: run,
    rows,
    relative,
    missing,
    shifted: shifted.map((r) => r.route),
    passed: Math.max(0, total - failedKeys.size - relativeFailed - shifted.length),
    failed,
    ok: broken === 0 && asserted === 0 && failed === 0,
  };
}

/** @param {ReturnType<typeof relativeResults>} relative */
export function formatRelative(relative) {
  const ms = (/** @type {number} */ v) => `${v >= 0 ? '+' : ''}${Math.round(v)} ms`;
  return relative
    .map(
      (r) =>
        `${r.passed ? 'ok  ' : 'FAIL'} ${r.route} ${r.key}: ${Number.isFinite(r.delta) ? ms(r.delta) : 'no figure'} over the baseline (budget +${r.budget} ms)`,
    )
    .join('\n');
}
