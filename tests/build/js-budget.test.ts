/**
 * The JavaScript a hydrated route loads up front, as a CDN serves it: the
 * island's component and renderer modules and everything they import
 * statically (lazy chunks aside), each gzipped at level 9, bodies only.
 * Lighthouse CI (lighthouserc.cjs) measures transfer size instead, which adds
 * each response's headers and its own server's gzip level.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DIST, distFile } from '../support/dist';
import { openJobs } from '../support/site';
import { GENERAL_APPLICATION_PATH } from '../../src/lib/site/routes';

const KiB = 1024;
const BUDGET: Record<string, number> = {
  '/contact': 75 * KiB,
  '/careers': 75 * KiB, // the role filters
  '/search': 75 * KiB, // the search island (Pagefind itself loads with the first search)
  '/training': 75 * KiB, // the course filters
  [openJobs[0]!.path]: 75 * KiB, // a role page: the application form alone
  [GENERAL_APPLICATION_PATH]: 75 * KiB, // the same form without a role
};

/** The /_astro/ modules a page's islands load before any interaction, with their gzip-9 sizes. */
function upFrontModules(route: string): Map<string, number> {
  const html = readFileSync(distFile(route), 'utf8');
  const seen = new Map<string, number>();
  const visit = (url: string): void => {
    if (seen.has(url)) return;
    const code = readFileSync(join(DIST, url));
    seen.set(url, gzipSync(code, { level: 9 }).length);
    for (const m of code.toString('utf8').matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) visit(`/_astro/${m[1]}`);
  };
  for (const m of html.matchAll(/(?:component-url|renderer-url)="([^"]+)"/g)) if (m[1]) visit(m[1]);
  return seen;
}

describe('JavaScript budget (gzip level 9)', () => {
  it.each(Object.entries(BUDGET))('%s loads at most its budget up front', (route, budget) => {
    const modules = upFrontModules(route);
    const total = [...modules.values()].reduce((a, b) => a + b, 0);
    expect(modules.size, `${route} hydrates an island`).toBeGreaterThan(0);
    const figure = `${route}: ${(total / KiB).toFixed(1)} KiB in ${modules.size} files`;
    console.log(`JS up front, gzip-9 — ${figure}`);
    expect(total, figure).toBeLessThanOrEqual(budget);
  });
});
