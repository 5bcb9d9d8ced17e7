/**
 * The one list of pages (src/lib/site/pages.ts) against the build: it names
 * exactly the pages in dist/, and the 404 page's redirect list, _headers and
 * the sitemap derive from it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtPages } from '../../src/lib/site/builtFiles.ts';
import { headersFor, PAGE_CACHE_CONTROL, readHeadersFile } from '../../src/lib/security/headersFile';
import { pagePath } from '../../src/lib/site/routes';
import { DIST } from '../support/dist';
import { sitePages } from '../support/site';

const built = builtPages(DIST)
  .filter((f: string) => !f.startsWith('admin/'))
  .map((f: string) => pagePath(`/${f}`))
  .sort();

describe('the one list of pages', () => {
  it('names every page in dist/, and only those', () => {
    expect(sitePages.map((p) => (p.kind === 'not-found' ? '/404' : p.path)).sort()).toEqual(built);
  });

  it("is the 404 page's list of known routes, the 404 page aside", () => {
    const html = readFileSync(join(DIST, '404.html'), 'utf8');
    const known = JSON.parse(/id="known-routes">([^<]*)</.exec(html)?.[1] ?? '[]') as string[];
    expect(known.sort()).toEqual(built.filter((p: string) => p !== '/404'));
  });

  it('has every built page revalidated by the rules of _headers', () => {
    const { rules } = readHeadersFile(readFileSync(join(DIST, '_headers'), 'utf8'));
    for (const path of built.filter((p: string) => p !== '/404'))
      expect(headersFor(rules, path).get('cache-control'), path).toBe(PAGE_CACHE_CONTROL);
  });

  it('lists in the sitemap exactly the pages search engines may list', () => {
    const sitemap = readFileSync(join(DIST, 'sitemap-0.xml'), 'utf8');
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => pagePath(new URL(m[1] ?? '').pathname));
    expect(listed.sort()).toEqual(
      sitePages
        .filter((p) => p.indexed)
        .map((p) => p.path)
        .sort(),
    );
  });
});
