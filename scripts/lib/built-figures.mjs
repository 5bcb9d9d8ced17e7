/**
 * What a build made, as `npm run bench` prints it (scripts/bench.mjs): its
 * pages, the rules of its `_headers`, and the bytes of the pages that list
 * the content, raw and gzipped.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { builtRoutes } from './lighthouse.mjs';
import { builtPages } from '../../src/lib/site/builtFiles.ts';

/** What the first round trip of a new connection carries (docs/performance.md, "HTML size"). */
export const FIRST_ROUND_TRIP = 14_600;

/** The pages that list a collection, by route; with the largest service, person and topic page (`listPages`). */
const LIST_ROUTES = ['/', '/careers', '/training', '/insights', '/case-studies', '/about', '/program'];
/** The open roles and the courses filtered to one value (filteredListPath in src/lib/site/routes.ts), by their filters' keys. */
const FILTERED_LIST = /^\/(careers\/(domain|type|workplace)|training\/(format|topic|month))\//;

/**
 * What a build made: its pages, the rules of its `_headers` (each path line is one rule), and the bytes of the
 * pages that list the content, raw and gzipped (level 9, about what a host sends): each of LIST_ROUTES, the
 * largest service page (src/content/services of `root`), person page, topic page and filtered list, and the
 * largest page of all; with how many pages are over the first round trip.
 * @param {string} root the project that was built
 */
export function builtFigures(root) {
  const dist = join(root, 'dist');
  const services = new Set(
    readdirSync(join(root, 'src', 'content', 'services')).map((f) => `/${f.replace(/\.md$/, '')}`),
  );
  const sizes = builtPages(dist)
    .filter((f) => !f.startsWith('admin/'))
    .map((file) => {
      const html = readFileSync(join(dist, file));
      const route = file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`;
      return { route, raw: html.length, gzip: gzipSync(html, { level: 9 }).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
  const largest = (/** @type {(route: string) => boolean} */ test) => sizes.find((s) => test(s.route));
  const lists = [
    ...LIST_ROUTES.map((route) => largest((r) => r === route)),
    largest((r) => services.has(r)),
    largest((r) => r.startsWith('/people/')),
    largest((r) => r.startsWith('/insights/tag/')),
    largest((r) => FILTERED_LIST.test(r)),
    sizes[0],
  ].filter((s) => s !== undefined);
  const headers = join(dist, '_headers');
  const rules = existsSync(headers)
    ? readFileSync(headers, 'utf8')
        .split('\n')
        .filter((line) => /^[^\s#]/.test(line)).length
    : 0;
  return {
    pages: builtRoutes(dist).length,
    rules,
    over: sizes.filter((s) => s.gzip > FIRST_ROUND_TRIP).length,
    lists: [...new Set(lists)],
  };
}

/** @param {ReturnType<typeof builtFigures>} figures */
export function formatFigures(figures) {
  const kb = (/** @type {number} */ n) => `${(n / 1000).toFixed(1)} KB`;
  return [
    `  ${figures.pages} pages; _headers: ${figures.rules} rules (Cloudflare Pages reads the first 100)`,
    `  pages over ${kb(FIRST_ROUND_TRIP)} gzipped (the first round trip): ${figures.over}`,
    `  the lists, the largest service, person, topic and filtered list page, and the largest of all, gzipped (raw):`,
    ...figures.lists.map((s) => `    ${s.route.padEnd(48)} ${kb(s.gzip)} (${kb(s.raw)})`),
  ].join('\n');
}
