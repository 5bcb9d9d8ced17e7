#!/usr/bin/env node
/**
 * Lighthouse CI over the built site (dist/), with the gate in lighthouserc.cjs.
 * Runs `lhci collect` (LHCI serves dist/ itself) with the project's Chromium
 * (scripts/find-chrome.mjs) and flags (scripts/chrome-flags.mjs), then
 * `lhci assert`, then prints a table of the medians per route.
 *
 *   npm run lighthouse                    every route (every page in dist but 404.html)
 *   npm run lighthouse -- --sample        the representative set `npm test` gates (lighthouserc.cjs SAMPLE)
 *   npm run lighthouse -- /contact /about just these
 *   --runs=N                              runs per URL (default 3; the gate is the median)
 *   --report=FILE                         also write the rows and the assertion counts as JSON
 *
 * Exits 1 when an assertion fails or a run breaks. Reports (HTML and JSON per
 * run) stay in .lighthouseci/ until the next run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CHROME_FLAGS } from './chrome-flags.mjs';
import { findChrome } from './find-chrome.mjs';
import { builtPages } from './lib/site-files.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const RC = join(ROOT, 'lighthouserc.cjs');
const OUT = join(ROOT, '.lighthouseci');
const KiB = 1024;

/** @type {{ SAMPLE: string[], JS_BUDGETS: Record<string, number>, urlOf: (route: string) => string, ci: any }} */
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
  const head = ['Route', 'Perf', 'A11y', 'BP', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'JS', 'Total'];
  const body = rows.map((r) => [
    r.route,
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

/** @param {string[]} args */
function lhci(args) {
  return spawnSync('npx', ['lhci', ...args, `--config=${RC}`], { cwd: ROOT, stdio: 'inherit' }).status ?? 1;
}

/**
 * Collects and asserts; returns the median rows and the assertion counts.
 * @param {{ routes: string[], runs?: number }} options
 */
export function runLighthouseCi({ routes, runs }) {
  if (!existsSync(join(ROOT, 'dist', 'index.html')))
    throw new Error('dist/index.html is missing: run `npm run build` first');
  const chromePath = findChrome();
  if (!chromePath)
    throw new Error('No Chromium found (set CHROME_PATH, or run `node scripts/find-chrome.mjs --install`).');
  rmSync(OUT, { recursive: true, force: true });
  const collected = lhci([
    'collect',
    `--collect.chromePath=${chromePath}`,
    `--collect.settings.chromeFlags=${CHROME_FLAGS.join(' ')}`,
    ...(runs ? [`--collect.numberOfRuns=${runs}`] : []),
    ...routes.map((r) => `--collect.url=${rc.urlOf(r)}`),
  ]);
  const lhrs = existsSync(OUT)
    ? readdirSync(OUT)
        .filter((f) => /^lhr-\d+\.json$/.test(f))
        .map((f) => JSON.parse(readFileSync(join(OUT, f), 'utf8')))
    : [];
  const asserted = lhrs.length > 0 ? lhci(['assert']) : 1;
  const resultsFile = join(OUT, 'assertion-results.json');
  /** @type {{ url: string, auditId: string, auditProperty?: string, level: string, passed: boolean }[]} */
  const results = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : [];
  const rows = summarise(lhrs);
  const total = rows.reduce((n, r) => n + assertionCount(r.url), 0);
  const failedKeys = new Set(
    results
      .filter((r) => r.level === 'error' && !r.passed)
      .map((r) => `${r.url} ${r.auditId}:${r.auditProperty ?? ''}`),
  );
  // A route that produced no result at all counts as one failure, like a run that broke.
  const missing = routes.filter((route) => !rows.some((r) => r.route === route));
  const failed = failedKeys.size + missing.length + rows.filter((r) => r.errors.length > 0).length;
  return {
    rows,
    missing,
    passed: Math.max(0, total - failedKeys.size),
    failed,
    ok: collected === 0 && asserted === 0 && failed === 0,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 0) || undefined;
  const report = args.find((a) => a.startsWith('--report='))?.slice(9);
  const named = args.filter((a) => a.startsWith('/'));
  const routes = args.includes('--sample') ? rc.SAMPLE : named.length > 0 ? named : builtRoutes();
  const result = runLighthouseCi({ routes, ...(runs ? { runs } : {}) });
  console.log(
    `\nLighthouse (mobile, simulated throttling), median of ${runs ?? rc.ci.collect.numberOfRuns} runs per route:\n`,
  );
  console.log(formatTable(result.rows));
  if (result.missing.length > 0) console.log(`\nNo result for: ${result.missing.join(', ')}`);
  console.log(`\nLighthouse CI assertions: ${result.passed} passed, ${result.failed} failed`);
  if (report) writeFileSync(report, JSON.stringify(result, null, 2));
  process.exit(result.ok ? 0 : 1);
}
