/**
 * dist/_headers as Cloudflare Pages and Netlify read it (the servers
 * themselves answer in served.test.ts): the rules every response depends on.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST } from '../support/dist';
import { allRoutes } from '../support/site';
import { expectSecurityHeaders, ONE_YEAR } from '../support/hosts/securityHeaders';
import { CAREERS_FEED_PATH, INSIGHTS_FEED_PATH } from '../../src/lib/site/routes';

const routes = allRoutes();

describe('host rule files in dist/ (Netlify / Cloudflare Pages)', () => {
  /** _headers as path → headers, the way both hosts read it. */
  function readHeadersFile(): Map<string, Headers> {
    const rules = new Map<string, Headers>();
    let current: Headers | undefined;
    for (const line of readFileSync(join(DIST, '_headers'), 'utf8').split('\n')) {
      if (!line.trim() || line.trim().startsWith('#')) continue;
      if (!/^\s/.test(line)) {
        current = new Headers();
        rules.set(line.trim(), current);
        continue;
      }
      // "! Name" (Cloudflare Pages): drop the value a broader rule set.
      if (/^\s+!\s*[\w-]+$/.test(line)) continue;
      const match = /^\s+([\w-]+):\s*(.*)$/.exec(line);
      if (!match || !current) throw new Error(`_headers: cannot read "${line}"`);
      current.append(match[1] ?? '', match[2] ?? '');
    }
    return rules;
  }

  it('_headers and _redirects are copied into dist/', () => {
    expect(existsSync(join(DIST, '_headers'))).toBe(true);
    expect(existsSync(join(DIST, '_redirects'))).toBe(true);
  });

  it('_headers gives every path the same security headers as nginx', () => {
    const all = readHeadersFile().get('/*');
    expect(all, 'a /* rule').toBeDefined();
    expectSecurityHeaders(all ?? new Headers(), '_headers /*');
    expect(all?.get('cache-control'), 'no Cache-Control on /* (it would join the others)').toBeNull();
  });

  it('_headers keeps /admin/* out of search engines and lets its sign-in pop-up report back', () => {
    const admin = readHeadersFile().get('/admin/*');
    expect(admin?.get('x-robots-tag')).toBe('noindex');
    expect(admin?.get('cache-control')).toBe('no-cache');
    expect(admin?.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    expect(readFileSync(join(DIST, '_headers'), 'utf8')).toMatch(/\/admin\/\*\n\s+! Cross-Origin-Opener-Policy\n/);
  });

  it('_headers revalidates the search index', () => {
    expect(readHeadersFile().get('/pagefind/*')?.get('cache-control')).toBe('no-cache');
  });

  it('_headers caches /_astro/* for a year and revalidates every page', () => {
    const rules = readHeadersFile();
    expect(rules.get('/_astro/*')?.get('cache-control')).toBe(`public, max-age=${ONE_YEAR}, immutable`);
    // A route's own rule, or the one "/dir/*" rule of its folder (the role pages under /careers/*).
    const ruleFor = (path: string) => rules.get(path) ?? rules.get(`${path.slice(0, path.lastIndexOf('/'))}/*`);
    for (const r of routes) expect(ruleFor(r.path)?.get('cache-control'), r.path).toBe('no-cache');
  });
  it.each([[CAREERS_FEED_PATH], [INSIGHTS_FEED_PATH]])(
    '_headers revalidates the feed %s, as it does the pages',
    (path) => {
      expect(readHeadersFile().get(path)?.get('cache-control')).toBe('no-cache');
    },
  );
});
