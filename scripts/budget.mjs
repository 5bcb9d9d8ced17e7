#!/usr/bin/env node
/**
 * Weight budget over the built site (dist/), per route.
 *
 * For each page it finds what the page loads at first view, with no
 * interaction:
 *   JS      <script src> and <link rel=modulepreload>, the <astro-island>
 *           component-url / renderer-url / before-hydration-url, and every
 *           module those statically import (import … from "./x.js",
 *           import "./x.js", export … from "./x.js"), recursively. Dynamic
 *           import() is not followed: it loads on demand. Inline <script>
 *           text (JavaScript only, not JSON / JSON-LD) counts here too.
 *   CSS     <link rel=stylesheet> files (and the CSS files they import), inline
 *           <style>.
 *   fonts   woff2 files named by url() in an @font-face of that CSS whose
 *           unicode-range contains U+0041 ("A", i.e. the latin subset; a face
 *           with no unicode-range counts too), plus <link rel=preload as=font>.
 *   images  <img src> files, <link rel=preload as=image>, and non-font url()
 *           files in the page's CSS. Not iframes (the contact map), not
 *           favicons.
 *
 * Sizes: HTML, JS, CSS and SVG are gzip-compressed with zlib level 9, each
 * file on its own. The HTML column is the page without the text of its
 * inline JS <script>s and <style>s; those texts are gzipped together per page
 * and counted under JS / CSS instead. woff2 and raster images are counted
 * as stored (already compressed). total = HTML + JS + CSS + fonts + images.
 *
 * Budgets (1 KiB = 1024 bytes): content routes (all but /, /program,
 * /contact) 0 B of JS; /contact JS ≤ 75 KiB; / and /program JS ≤ 70 KiB;
 * every page total ≤ 300 KiB. 404.html is listed too, with the total budget
 * only (it is not a route).
 *
 * `node scripts/budget.mjs [distDir]` prints the table and exits 1 when a page
 * is over budget (or refers to a file that is not in dist). DIST_DIR also
 * sets the folder. tests/build/budget.test.ts imports measureSite().
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, posix, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { parse } from 'node-html-parser';

export const DEFAULT_DIST = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
export const KiB = 1024;
export const GZIP_LEVEL = 9;

/** JS budget per route in bytes; every route not listed may ship no JavaScript at all. */
export const JS_BUDGETS = Object.freeze({
  '/': 70 * KiB,
  '/program': 70 * KiB,
  '/contact': 75 * KiB,
  // The open-roles filters: React and one small island.
  '/careers': 75 * KiB,
});
/** Total page weight budget in bytes, every page. */
export const TOTAL_BUDGET = 300 * KiB;

/**
 * @typedef {{ js: string[], css: string[], fonts: string[], images: string[] }} Assets
 * @typedef {{
 *   route: string, file: string, isRoute: boolean,
 *   html: number, js: number, css: number, fonts: number, images: number, total: number,
 *   jsBudget: number | null, totalBudget: number,
 *   assets: Assets, over: string[], errors: string[], ok: boolean
 * }} Row
 */

/** @param {string} route */
export function jsBudget(route) {
  return /** @type {Record<string, number>} */ (JS_BUDGETS)[route] ?? 0;
}

/** @param {string | Buffer} data */
const gz = (data) => gzipSync(data, { level: GZIP_LEVEL }).length;

const JS_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript']);

/**
 * Specifiers of the static imports and re-exports of an ES module. Rollup /
 * Vite output puts all static imports first, so they are read from the top of
 * the file (which keeps strings and dynamic import() further down out of it);
 * `export … from` is looked for anywhere.
 * @param {string} code
 * @returns {string[]}
 */
export function staticImports(code) {
  /** @type {string[]} */
  const found = [];
  const gap = /(?:\s+|;|\/\*[\s\S]*?\*\/|\/\/[^\n]*(?:\n|$))*/y;
  const statement = /import\s*(?:[\w$*{][^;"'`]*?from\s*)?(["'])([^"'\n]+)\1/y;
  let at = 0;
  for (;;) {
    gap.lastIndex = at;
    gap.exec(code);
    statement.lastIndex = gap.lastIndex;
    const m = statement.exec(code);
    if (!m) break;
    found.push(/** @type {string} */ (m[2]));
    at = statement.lastIndex;
  }
  for (const m of code.matchAll(/\bexport\s*(?:\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*(["'])([^"'\n]+)\1/g)) {
    found.push(/** @type {string} */ (m[2]));
  }
  return [...new Set(found)];
}

/**
 * Does a CSS unicode-range cover the code point?
 * @param {string | undefined} range e.g. "U+0000-00FF,U+0131,U+02??"
 * @param {number} codePoint
 */
export function rangeCovers(range, codePoint) {
  if (range === undefined) return true; // no unicode-range: the face covers everything
  return range.split(',').some((part) => {
    const m = /^\s*u\+([0-9a-f?]+)(?:-([0-9a-f]+))?\s*$/i.exec(part);
    if (!m) return false;
    const start = /** @type {string} */ (m[1]);
    const lo = parseInt(start.replace(/\?/g, '0'), 16);
    const hi = m[2] ? parseInt(m[2], 16) : parseInt(start.replace(/\?/g, 'f'), 16);
    return codePoint >= lo && codePoint <= hi;
  });
}

/** @param {string} css */
const stripComments = (css) => css.replace(/\/\*[\s\S]*?\*\//g, '');

/** @param {string} css @returns {string[]} */
const cssUrls = (css) => [...css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)].map((m) => /** @type {string} */ (m[2]));

/**
 * Measures one page.
 * @param {string} dist absolute path of the built site
 * @param {string} file page file relative to dist, e.g. "about.html"
 * @returns {Row}
 */
export function measurePage(dist, file) {
  const route = file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '').replace(/\/index$/, '/')}`;
  const isRoute = file !== '404.html';
  const pageUrl = new URL(route, 'http://site.invalid');
  /** @type {string[]} */
  const errors = [];

  /**
   * The dist file a URL points at, or null (recorded as an error).
   * @param {string} ref @param {URL} base @param {string} what
   */
  const local = (ref, base, what) => {
    const url = new URL(ref, base);
    if (url.origin !== pageUrl.origin) {
      errors.push(`${what} ${ref} is not in dist (not measured)`);
      return null;
    }
    const rel = decodeURIComponent(url.pathname).replace(/^\/+/, '');
    const full = join(dist, rel);
    if (!full.startsWith(dist + sep) || !existsSync(full) || !statSync(full).isFile()) {
      errors.push(`${what} ${ref}: no file ${rel} in dist`);
      return null;
    }
    return rel;
  };
  /** @param {string} rel */
  const urlOf = (rel) => new URL(`/${rel}`, pageUrl);

  const raw = readFileSync(join(dist, file), 'utf8');
  const doc = parse(raw);

  // Inline <script> (JavaScript only) and <style>: taken out of the HTML count.
  let inlineJs = '';
  let inlineCss = '';
  const stripped = raw
    .replace(/(<script\b([^>]*)>)([\s\S]*?)(<\/script\s*>)/gi, (all, open, attrs, body, close) => {
      if (/\ssrc\s*=/i.test(attrs)) return all;
      const type = (/\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attrs)?.[1] ?? '').toLowerCase();
      if (!JS_TYPES.has(type)) return all;
      inlineJs += `${body}\n`;
      return open + close;
    })
    .replace(/(<style\b[^>]*>)([\s\S]*?)(<\/style\s*>)/gi, (_all, open, body, close) => {
      inlineCss += `${body}\n`;
      return open + close;
    });

  // JavaScript: entry points, then their static imports.
  /** @type {Set<string>} */
  const js = new Set();
  /** @type {string[]} */
  const queue = [];
  /** @param {string} ref @param {URL} base @param {string} what */
  const addJs = (ref, base, what) => {
    const rel = local(ref, base, what);
    if (rel && !js.has(rel)) {
      js.add(rel);
      queue.push(rel);
    }
  };
  for (const el of doc.querySelectorAll('script[src]')) {
    const type = (el.getAttribute('type') ?? '').toLowerCase();
    if (JS_TYPES.has(type)) addJs(el.getAttribute('src') ?? '', pageUrl, '<script src>');
  }
  for (const el of doc.querySelectorAll('link[href]')) {
    const rel = (el.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
    if (rel.includes('modulepreload')) addJs(el.getAttribute('href') ?? '', pageUrl, '<link rel=modulepreload>');
  }
  for (const el of doc.querySelectorAll('astro-island')) {
    for (const attr of ['component-url', 'renderer-url', 'before-hydration-url']) {
      const ref = el.getAttribute(attr);
      if (ref) addJs(ref, pageUrl, `<astro-island ${attr}>`);
    }
  }
  for (const spec of staticImports(inlineJs)) addJs(spec, pageUrl, 'import in inline <script>');
  while (queue.length > 0) {
    const rel = /** @type {string} */ (queue.shift());
    for (const spec of staticImports(readFileSync(join(dist, rel), 'utf8'))) {
      if (!/^(\.{0,2}\/|https?:)/.test(spec)) {
        errors.push(`${rel} imports bare "${spec}" (cannot resolve)`);
        continue;
      }
      addJs(spec, urlOf(rel), `import in ${rel}`);
    }
  }

  // CSS: stylesheets and their @import, inline <style>.
  /** @type {Set<string>} */
  const css = new Set();
  /** @type {{ text: string, base: URL }[]} */
  const sheets = [{ text: inlineCss, base: pageUrl }];
  /** @param {string} ref @param {URL} base */
  const addCss = (ref, base) => {
    const rel = local(ref, base, 'stylesheet');
    if (!rel || css.has(rel)) return;
    css.add(rel);
    const text = readFileSync(join(dist, rel), 'utf8');
    sheets.push({ text, base: urlOf(rel) });
    for (const m of stripComments(text).matchAll(/@import\s+(?:url\(\s*)?(['"]?)([^'")\s;]+)\1/g)) {
      addCss(/** @type {string} */ (m[2]), urlOf(rel));
    }
  };
  for (const el of doc.querySelectorAll('link[href]')) {
    const rel = (el.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
    if (rel.includes('stylesheet')) addCss(el.getAttribute('href') ?? '', pageUrl);
  }

  // Fonts (latin faces) and images named in that CSS.
  /** @type {Set<string>} */
  const fonts = new Set();
  /** @type {Set<string>} */
  const images = new Set();
  for (const { text, base } of sheets) {
    const clean = stripComments(text);
    const fontFaces = [...clean.matchAll(/@font-face\s*\{([^}]*)\}/gi)];
    for (const [, body = ''] of fontFaces) {
      const range = /unicode-range\s*:\s*([^;}]+)/i.exec(body)?.[1];
      if (!rangeCovers(range, 0x41)) continue;
      for (const ref of cssUrls(body)) {
        if (/\.woff2(?:[?#].*)?$/i.test(ref)) {
          const rel = local(ref, base, '@font-face url()');
          if (rel) fonts.add(rel);
        }
      }
    }
    const rest = clean.replace(/@font-face\s*\{[^}]*\}/gi, '');
    for (const ref of cssUrls(rest)) {
      if (ref.startsWith('data:') || ref.startsWith('#')) continue;
      const rel = local(ref, base, 'CSS url()');
      if (rel) images.add(rel);
    }
  }
  for (const el of doc.querySelectorAll('link[href]')) {
    const rel = (el.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
    if (!rel.includes('preload')) continue;
    const as = (el.getAttribute('as') ?? '').toLowerCase();
    const href = el.getAttribute('href') ?? '';
    if (as === 'font') {
      const f = local(href, pageUrl, '<link rel=preload as=font>');
      if (f) fonts.add(f);
    } else if (as === 'image') {
      const f = local(href, pageUrl, '<link rel=preload as=image>');
      if (f) images.add(f);
    } else if (as === 'style') addCss(href, pageUrl);
    else if (as === 'script') addJs(href, pageUrl, '<link rel=preload as=script>');
  }
  for (const el of doc.querySelectorAll('img')) {
    const src = el.getAttribute('src');
    if (!src || src.startsWith('data:')) continue; // data: URLs are already inside the HTML
    const f = local(src, pageUrl, '<img src>');
    if (f) images.add(f);
  }

  /** @param {string} rel */
  const bytes = (rel) => readFileSync(join(dist, rel));
  const sum = (/** @type {Iterable<string>} */ set, /** @type {(rel: string) => number} */ size) =>
    [...set].reduce((n, rel) => n + size(rel), 0);

  const html = gz(stripped);
  const jsBytes = sum(js, (rel) => gz(bytes(rel))) + (inlineJs.trim() ? gz(inlineJs) : 0);
  const cssBytes = sum(css, (rel) => gz(bytes(rel))) + (inlineCss.trim() ? gz(inlineCss) : 0);
  const fontBytes = sum(fonts, (rel) => bytes(rel).length);
  const imageBytes = sum(images, (rel) =>
    /\.svgz?$/i.test(rel) && !rel.endsWith('.svgz') ? gz(bytes(rel)) : bytes(rel).length,
  );
  const total = html + jsBytes + cssBytes + fontBytes + imageBytes;

  const budgetJs = isRoute ? jsBudget(route) : null;
  /** @type {string[]} */
  const over = [];
  if (budgetJs !== null && jsBytes > budgetJs) over.push(`JS ${fmt(jsBytes)} > ${fmt(budgetJs)}`);
  if (total > TOTAL_BUDGET) over.push(`total ${fmt(total)} > ${fmt(TOTAL_BUDGET)}`);

  return {
    route: isRoute ? route : '(404.html)',
    file,
    isRoute,
    html,
    js: jsBytes,
    css: cssBytes,
    fonts: fontBytes,
    images: imageBytes,
    total,
    jsBudget: budgetJs,
    totalBudget: TOTAL_BUDGET,
    assets: { js: [...js], css: [...css], fonts: [...fonts], images: [...images] },
    over,
    errors,
    ok: over.length === 0 && errors.length === 0,
  };
}

/**
 * Measures every page in dist: the routes (every .html but 404.html), then 404.html.
 * @param {string} [dist]
 * @returns {Row[]}
 */
export function measureSite(dist = process.env['DIST_DIR'] || DEFAULT_DIST) {
  const root = resolve(dist);
  if (!existsSync(join(root, 'index.html')))
    throw new Error(`${root}/index.html is missing: run \`npm run build\` first`);
  const pages = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((f) => f.split(sep).join(posix.sep))
    // admin/: the browser editor, never loaded by a visitor (src/integrations/decapAdmin.ts).
    .filter((f) => f.endsWith('.html') && !f.startsWith('admin/'))
    .sort(
      (a, b) =>
        Number(a === '404.html') - Number(b === '404.html') ||
        (a === 'index.html' ? -1 : b === 'index.html' ? 1 : a.localeCompare(b)),
    );
  return pages.map((file) => measurePage(root, file));
}

/** Bytes as "12.3 KiB" (under 1 KiB: "312 B"). @param {number} n */
export function fmt(n) {
  return n < KiB ? `${n} B` : `${(n / KiB).toFixed(1)} KiB`;
}

/** The table `node scripts/budget.mjs` prints. @param {Row[]} rows */
export function formatTable(rows) {
  const head = ['Route', 'HTML', 'JS', 'CSS', 'Fonts', 'Images', 'Total', 'Budget (JS / total)', 'Verdict'];
  const body = rows.map((r) => [
    r.route,
    fmt(r.html),
    fmt(r.js),
    fmt(r.css),
    fmt(r.fonts),
    fmt(r.images),
    fmt(r.total),
    `${r.jsBudget === null ? '—' : r.jsBudget === 0 ? 'no JS' : `≤ ${r.jsBudget / KiB} KiB`} / ≤ ${r.totalBudget / KiB} KiB`,
    r.ok
      ? 'ok'
      : [r.over.length ? `OVER: ${r.over.join('; ')}` : '', r.errors.length ? `MISSING: ${r.errors.join('; ')}` : '']
          .filter(Boolean)
          .join(' — '),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => (row[i] ?? '').length)));
  const right = new Set([1, 2, 3, 4, 5, 6]);
  const line = (/** @type {string[]} */ cells) =>
    `| ${cells.map((c, i) => (right.has(i) ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (right.has(i) ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [
    `Page weight per route, in KiB (1 KiB = 1024 bytes). HTML, JS, CSS and SVG images gzip-compressed (zlib level ${GZIP_LEVEL}), each file on its own;`,
    'inline <script>/<style> text counted under JS/CSS (not HTML); fonts = woff2 of the latin subset only (@font-face whose unicode-range contains U+0041), as stored;',
    'raster images as stored. JS = <script src>, island component/renderer and their static imports (not dynamic import()). total = HTML + JS + CSS + fonts + images.',
    '',
    line(head),
    rule,
    ...body.map(line),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = measureSite(process.argv[2] || process.env['DIST_DIR'] || DEFAULT_DIST);
  console.log(formatTable(rows));
  const bad = rows.filter((r) => !r.ok);
  console.log(
    bad.length === 0
      ? `\nAll ${rows.length} pages within budget.`
      : `\n${bad.length} of ${rows.length} pages over budget or referring to files missing from dist.`,
  );
  process.exit(bad.length === 0 ? 0 : 1);
}
