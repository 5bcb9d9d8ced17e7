#!/usr/bin/env node
/**
 * Compares two builds of the site, for a change that should not change what
 * visitors get (a refactor): every HTML page, with what a build names by hash
 * or by source path made alike (asset file names, CSS-module class names,
 * CSP hashes, island ids), and the JavaScript each page loads (the files it
 * names and the files they import), in bytes. A page whose inline CSS holds
 * the same rules in another order (the order of the modules changed) is named
 * apart: check those by eye or by screenshot.
 *   node scripts/compare-builds.mjs <before-dist> <after-dist>
 * Exits 1 when a page differs or is in one build only.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtPages } from '../src/lib/site/builtFiles.ts';

const [before, after] = process.argv.slice(2);
if (!before || !after) {
  console.error('Usage: node scripts/compare-builds.mjs <before-dist> <after-dist>');
  process.exit(2);
}

/** @param {string} html */
const alike = (html) =>
  html
    .replace(/\/_astro\/([\w.-]+?)\.[\w-]{8}\.(js|css|webp|avif|png|jpg|svg)/g, '/_astro/$1.H.$2')
    .replace(/\b_([a-zA-Z][\w-]*?)_[a-z0-9]{5}\b/g, '_$1_H')
    .replace(/'sha256-[A-Za-z0-9+/=]+'/g, "'sha256-H'")
    .replace(/ uid="[^"]+"/g, ' uid="U"');

/** The same page with each inline stylesheet's rules sorted: what differs only in the order of its rules. @param {string} html */
const rulesSorted = (html) =>
  html.replace(/<style>([\s\S]*?)<\/style>/g, (_, css) => `<style>${css.split('}').sort().join('}')}</style>`);

/** The bytes of JavaScript a page loads: the files it names, and what they import. @param {string} dist @param {string} html */
function scriptBytes(dist, html) {
  const queue = [
    ...html.matchAll(/(?:src|href|component-url|renderer-url|before-hydration-url)="(\/_astro\/[^"]+\.js)"/g),
  ]
    .concat([...html.matchAll(/import\(?\s*["'](\/_astro\/[^"']+\.js)["']/g)])
    .map((m) => m[1] ?? '');
  const seen = new Set();
  let bytes = 0;
  while (queue.length > 0) {
    const file = queue.pop() ?? '';
    if (seen.has(file)) continue;
    seen.add(file);
    let code = '';
    try {
      code = readFileSync(join(dist, file), 'utf8');
    } catch {
      continue;
    }
    bytes += Buffer.byteLength(code);
    for (const m of code.matchAll(/(?:from|import)\s*\(?\s*["']\.\/([^"']+\.js)["']/g)) queue.push(`/_astro/${m[1]}`);
  }
  return bytes;
}

const pagesBefore = builtPages(before);
const pagesAfter = new Set(builtPages(after));
const differ = [];
/** Pages whose only difference is the order of the rules in their inline CSS. */
const reordered = [];
let same = 0;
for (const page of pagesBefore) {
  if (!pagesAfter.has(page)) {
    differ.push(`${page}: only in ${before}`);
    continue;
  }
  const [a, b] = [readFileSync(join(before, page), 'utf8'), readFileSync(join(after, page), 'utf8')];
  if (alike(a) === alike(b)) same++;
  else if (rulesSorted(alike(a)) === rulesSorted(alike(b))) reordered.push(page);
  else differ.push(`${page}: differs`);
  const [x, y] = [scriptBytes(before, a), scriptBytes(after, b)];
  if (x !== y) console.log(`${page}: JavaScript ${x} → ${y} bytes (${y - x > 0 ? '+' : ''}${y - x})`);
}
for (const page of pagesAfter) if (!pagesBefore.includes(page)) differ.push(`${page}: only in ${after}`);
for (const line of differ) console.log(line);
if (reordered.length > 0) console.log(`The same CSS rules in another order: ${reordered.join(', ')}`);
console.log(
  `${pagesBefore.length} pages before, ${pagesAfter.size} after: ${same} the same, ${reordered.length} the same but for the order of CSS rules, ${differ.length} different`,
);
process.exit(differ.length > 0 ? 1 : 0);
