#!/usr/bin/env node
/**
 * Lighthouse over the built site (dist/): serves it with `astro preview` on a
 * free port, launches one headless Chromium (findChrome() + the project's
 * flags + --headless=new) and runs Lighthouse's default config on each route
 * in turn: mobile (emulated Moto G Power), simulated throttling. Prints a
 * table of the four category scores with LCP, CLS and TBT, and stops the
 * server and the browser at the end.
 *
 *   npm run lighthouse                       every route (every page in dist but 404.html)
 *   npm run lighthouse -- /contact /about    just these
 *   npm run lighthouse -- --block=openstreetmap.org   block requests matching a pattern
 *                                            (Lighthouse's blockedUrlPatterns; say so when you use it)
 *   npm run lighthouse -- --failures         also list every audit that lost points
 *
 * Exits 1 when a run fails or a route is under the gate: performance ≥ 95,
 * accessibility, best practices and SEO = 100 (tests/build/lighthouse.test.ts
 * asserts the same, plus CLS = 0 on /, for four routes). DIST_DIR serves
 * another build folder.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_FLAGS } from './chrome-flags.mjs';
import { findChrome } from './find-chrome.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_DIST = join(ROOT, 'dist');
export const CATEGORIES = /** @type {const} */ (['performance', 'accessibility', 'best-practices', 'seo']);
/** The gate: minimum score (0–100) per category. */
export const THRESHOLDS = Object.freeze({ performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 });

/**
 * @typedef {{ id: string, title: string, score: number | null, displayValue?: string, details?: string }} FailedAudit
 * @typedef {{
 *   route: string, url: string,
 *   scores: Record<string, number | null>,
 *   lcp: number | null, cls: number | null, tbt: number | null,
 *   shifts: string[],
 *   failures: Record<string, FailedAudit[]>,
 *   warnings: string[], error: string | null
 * }} RouteResult
 */

/** A TCP port nothing is listening on right now. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/** Every route built into a dist folder: index.html → "/", about.html → "/about" (404.html left out). @param {string} dist */
export function builtRoutes(dist) {
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .map((f) => f.split(sep).join('/'))
    .filter((f) => f.endsWith('.html') && f !== '404.html')
    .map((f) => (f === 'index.html' ? '/' : `/${f.replace(/\.html$/, '').replace(/\/index$/, '/')}`))
    .sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)));
}

/**
 * Starts `npx astro preview` for a dist folder on a free port (in its own
 * process group, so stopping it also stops the node process npx starts).
 * @param {string} dist
 * @returns {Promise<{ origin: string, stop: () => Promise<void>, gone: () => string | null }>}
 */
export async function startPreview(dist) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const args = ['astro', 'preview', '--host', '127.0.0.1', '--port', String(port)];
  if (resolve(dist) !== resolve(DEFAULT_DIST)) args.push('--outDir', resolve(dist));
  const child = spawn('npx', args, { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise((done) => child.once('exit', done));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
    const timer = setTimeout(() => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }, 5000);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`astro preview exited (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`${origin}/`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`astro preview did not answer on ${origin} within 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  /** Why the server is gone, or null while it is running. */
  const gone = () =>
    child.exitCode !== null || child.signalCode !== null
      ? `astro preview exited (${child.signalCode ?? `code ${child.exitCode}`}); its output:\n${output.trim()}`
      : null;
  return { origin, stop, gone };
}

/**
 * Runs Lighthouse (default config: mobile, simulated throttling) on each
 * route, one after the other, in one Chromium.
 * @param {{ routes?: string[], dist?: string, blockedUrlPatterns?: string[], onResult?: (r: RouteResult) => void }} [options]
 * @returns {Promise<RouteResult[]>}
 */
export async function runLighthouse(options = {}) {
  const dist = resolve(options.dist ?? (process.env['DIST_DIR'] || DEFAULT_DIST));
  if (!existsSync(join(dist, 'index.html')))
    throw new Error(`${dist}/index.html is missing: run \`npm run build\` first`);
  const routes = options.routes ?? builtRoutes(dist);
  const chromePath = findChrome();
  if (!chromePath)
    throw new Error('No Chromium found (set CHROME_PATH, or run `node scripts/find-chrome.mjs --install`).');

  let server = await startPreview(dist);
  /** @type {chromeLauncher.LaunchedChrome | null} */
  let chrome = null;
  /** @type {RouteResult[]} */
  const results = [];
  try {
    const launched = await chromeLauncher.launch({
      chromePath,
      chromeFlags: [...CHROME_FLAGS, '--headless=new'],
      logLevel: 'silent',
    });
    chrome = launched;
    for (const route of routes) {
      // The server stopping under us (e.g. killed from outside) is not the page's fault: when it is
      // found gone after a run (whose result may then be wrong, e.g. robots.txt unreachable), say so,
      // start it again and run the route once more.
      const run = async () => {
        const before = server.gone();
        if (before) {
          console.error(`lighthouse: ${before}\nlighthouse: restarting astro preview`);
          server = await startPreview(dist);
        }
        return auditOne(new URL(route, server.origin).href, route, launched.port, options.blockedUrlPatterns);
      };
      let result = await run();
      if (server.gone()) {
        console.error(`lighthouse: the server stopped during the run of ${route}; running it again`);
        result = await run();
      }
      results.push(result);
      options.onResult?.(result);
    }
  } finally {
    if (chrome) {
      try {
        chrome.kill();
      } catch {
        /* already gone */
      }
    }
    await server.stop();
  }
  return results;
}

/**
 * @param {string} url @param {string} route @param {number} port @param {string[] | undefined} blockedUrlPatterns
 * @returns {Promise<RouteResult>}
 */
async function auditOne(url, route, port, blockedUrlPatterns) {
  /** @type {RouteResult} */
  const out = {
    route,
    url,
    scores: {},
    lcp: null,
    cls: null,
    tbt: null,
    shifts: [],
    failures: {},
    warnings: [],
    error: null,
  };
  try {
    const runner = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      disableFullPageScreenshot: true,
      ...(blockedUrlPatterns?.length ? { blockedUrlPatterns } : {}),
    });
    const lhr = runner?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    if (lhr.runtimeError) out.error = `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
    out.warnings = lhr.runWarnings.map(String);
    for (const id of CATEGORIES) {
      const category = lhr.categories[id];
      out.scores[id] = category?.score == null ? null : Math.round(category.score * 100);
      out.failures[id] = (category?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .flatMap((ref) => {
          const a = lhr.audits[ref.id];
          return a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' ? [a] : [];
        })
        .map((a) => ({
          id: a.id,
          title: a.title,
          score: a.score,
          ...(a.displayValue ? { displayValue: a.displayValue } : {}),
          ...(a.details ? { details: summarise(a.details) } : {}),
        }));
    }
    const metric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? null;
    out.lcp = metric('largest-contentful-paint');
    out.cls = metric('cumulative-layout-shift');
    out.tbt = metric('total-blocking-time');
    // Which elements moved, and why when Chrome knows (e.g. "Web font loaded").
    const shiftItems =
      /** @type {{ items?: { score?: number, node?: { selector?: string }, subItems?: { items?: { cause?: string, extra?: { value?: string } }[] } }[] } | undefined} */ (
        lhr.audits['layout-shifts']?.details
      )?.items;
    out.shifts = (shiftItems ?? []).map(
      (item) =>
        `${(item.score ?? 0).toFixed(3)} ${item.node?.selector ?? '(unknown element)'}` +
        (item.subItems?.items?.length
          ? ` — ${item.subItems.items.map((c) => `${c.cause ?? ''}${c.extra?.value ? ` ${c.extra.value}` : ''}`).join(', ')}`
          : ''),
    );
  } catch (error) {
    out.error = error instanceof Error ? error.message : String(error);
  }
  return out;
}

/** A short text of an audit's failing items (URLs, selectors, messages). @param {unknown} details */
function summarise(details) {
  const items = /** @type {{ items?: Record<string, unknown>[] }} */ (details).items ?? [];
  return items
    .slice(0, 5)
    .map((item) => {
      const node = /** @type {{ selector?: string, snippet?: string } | undefined} */ (item['node']);
      const parts = [
        item['url'],
        item['source'],
        item['description'],
        item['issueType'],
        node?.selector ?? node?.snippet,
      ]
        .filter((v) => typeof v === 'string' || typeof v === 'object')
        .map((v) => (typeof v === 'string' ? v : JSON.stringify(v)));
      return parts.join(' ').slice(0, 200);
    })
    .filter(Boolean)
    .join(' | ');
}

/** Which gate thresholds a result misses (CLS is asserted by the test on / only). @param {RouteResult} r */
export function belowGate(r) {
  if (r.error) return [`error: ${r.error}`];
  return CATEGORIES.filter((c) => (r.scores[c] ?? 0) < THRESHOLDS[c]).map(
    (c) => `${c} ${r.scores[c] ?? '—'} < ${THRESHOLDS[c]}`,
  );
}

/** @param {RouteResult[]} results */
export function formatTable(results) {
  const head = ['Route', 'Perf', 'A11y', 'Best pr.', 'SEO', 'LCP', 'CLS', 'TBT', 'Gate'];
  const ms = (/** @type {number | null} */ v) => (v === null ? '—' : `${(v / 1000).toFixed(1)} s`);
  const body = results.map((r) => [
    r.route,
    ...CATEGORIES.map((c) => String(r.scores[c] ?? '—')),
    ms(r.lcp),
    r.cls === null ? '—' : r.cls.toFixed(3),
    r.tbt === null ? '—' : `${Math.round(r.tbt)} ms`,
    belowGate(r).join('; ') || 'ok',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => (row[i] ?? '').length)));
  const line = (/** @type {string[]} */ cells) =>
    `| ${cells.map((c, i) => (i > 0 && i < 8 ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join(' | ')} |`;
  return [
    'Lighthouse, default config (mobile: emulated Moto G Power, simulated throttling). Scores 0–100; LCP simulated.',
    '',
    line(head),
    `|${widths.map((w, i) => (i > 0 && i < 8 ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`,
    ...body.map(line),
  ].join('\n');
}

/** Audits that lost points, per route and category, for the report. @param {RouteResult[]} results */
export function formatFailures(results) {
  const lines = [];
  for (const r of results) {
    for (const c of CATEGORIES) {
      for (const a of r.failures[c] ?? []) {
        lines.push(
          `${r.route} [${c}] ${a.id} (score ${a.score}${a.displayValue ? `, ${a.displayValue}` : ''})${a.details ? `: ${a.details}` : ''}`,
        );
      }
    }
    for (const shift of r.shifts) lines.push(`${r.route} layout shift ${shift}`);
    for (const w of r.warnings) lines.push(`${r.route} warning: ${w}`);
  }
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const routes = args.filter((a) => !a.startsWith('--'));
  const blockedUrlPatterns = args.filter((a) => a.startsWith('--block=')).map((a) => a.slice('--block='.length));
  const started = Date.now();
  const results = await runLighthouse({
    ...(routes.length ? { routes } : {}),
    ...(blockedUrlPatterns.length ? { blockedUrlPatterns } : {}),
    onResult: (r) =>
      console.error(
        `  ${r.route}: ${CATEGORIES.map((c) => r.scores[c] ?? '—').join(' / ')}${r.error ? ` (${r.error})` : ''}`,
      ),
  });
  console.log(`\n${formatTable(results)}`);
  if (blockedUrlPatterns.length)
    console.log(`\nRequests blocked (blockedUrlPatterns): ${blockedUrlPatterns.join(', ')}`);
  const failures = formatFailures(results);
  const bad = results.filter((r) => belowGate(r).length > 0);
  if (failures && (args.includes('--failures') || bad.length > 0))
    console.log(`\nAudits that lost points:\n${failures}`);
  console.log(
    `\n${results.length} route(s) in ${Math.round((Date.now() - started) / 1000)} s; ${bad.length} under the gate.`,
  );
  process.exit(bad.length > 0 ? 1 : 0);
}
