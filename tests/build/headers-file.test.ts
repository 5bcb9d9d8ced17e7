/**
 * dist/_headers as Cloudflare Pages reads it (src/lib/security/headersFile.ts;
 * the servers themselves answer in served.test.ts): the rules every response
 * depends on, within Cloudflare's limit; and the same file at many times the
 * site's size, served by Cloudflare's runtime (`wrangler pages dev`).
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, sep } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPagesDev } from '../../scripts/lib/pages-dev.mjs';
import { DIST } from '../support/dist';
import { skippedByCloudflare } from '../support/hosts/host';
import { allRoutes } from '../support/site';
import { syntheticPagePaths } from '../support/syntheticPages';
import { expectSecurityHeaders, ONE_YEAR } from '../support/hosts/securityHeaders';
import { PREVIEW_HEADER } from '../../src/lib/deploy/preview';
import {
  headersFor,
  MAX_HEADER_RULES,
  PAGE_CACHE_CONTROL,
  readHeadersFile,
  withPreviewHeader,
} from '../../src/lib/security/headersFile';
import { CAREERS_FEED_PATH, INSIGHTS_FEED_PATH, SESSIONS_CALENDAR_PATH } from '../../src/lib/site/routes';

const routes = allRoutes();
const text = readFileSync(join(DIST, '_headers'), 'utf8');
const { rules, ruleCount, problems } = readHeadersFile(text);
const served = (path: string) => headersFor(rules, path);

const svgs = readdirSync(DIST, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.toLowerCase().endsWith('.svg'))
  .map((file) => `/${file.split(sep).join('/')}`);

describe('host rule files in dist/ (Netlify / Cloudflare Pages)', () => {
  it('_headers and _redirects are copied into dist/', () => {
    expect(existsSync(join(DIST, '_headers'))).toBe(true);
    expect(existsSync(join(DIST, '_redirects'))).toBe(true);
  });

  it(`_headers has at most ${MAX_HEADER_RULES} rules, none that Cloudflare would skip`, () => {
    expect(problems).toEqual([]);
    expect(ruleCount).toBeLessThanOrEqual(MAX_HEADER_RULES);
  });

  it('_headers gives every path the same security headers as nginx, in its first rule', () => {
    expect(rules[0]?.path).toBe('/*');
    expectSecurityHeaders(served('/any/path'), '_headers /*');
  });

  it('_headers keeps /admin/* out of search engines and lets its sign-in pop-up report back', () => {
    const admin = served('/admin/');
    expect(admin.get('x-robots-tag')).toBe('noindex');
    expect(admin.get('cache-control')).toBe('no-cache');
    expectSecurityHeaders(admin, '/admin/', { opener: 'same-origin-allow-popups' });
  });

  it('_headers revalidates the search index', () => {
    expect(served('/pagefind/pagefind.js').get('cache-control')).toBe('no-cache');
  });

  it('_headers caches /_astro/* for a year (one value) and revalidates every page', () => {
    expect(served('/_astro/app.D3adb33f.js').get('cache-control')).toBe(`public, max-age=${ONE_YEAR}, immutable`);
    for (const r of routes) {
      expect(served(r.path).get('cache-control'), r.path).toBe(PAGE_CACHE_CONTROL);
      expect(served(r.path).get('x-robots-tag'), r.path).toBeNull();
    }
  });

  it.each([[CAREERS_FEED_PATH], [INSIGHTS_FEED_PATH]])(
    '_headers revalidates the feed %s, as it does the pages',
    (path) => {
      expect(served(path).get('cache-control')).toBe('no-cache');
    },
  );

  it('_headers names the calendars as calendars, revalidated', () => {
    expect(served(SESSIONS_CALENDAR_PATH).get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(served(SESSIONS_CALENDAR_PATH).get('cache-control')).toBe('no-cache');
  });

  it('_headers gives every SVG of the build its own policy', () => {
    expect(svgs).toContain('/favicon.svg');
    for (const path of svgs) expectSecurityHeaders(served(path), path, { svg: true });
  });

  it('_headers lets other sites show the share images, and no other file', () => {
    expectSecurityHeaders(served('/og/index.png'), '/og/index.png', { resources: 'cross-origin' });
    expectSecurityHeaders(served('/images/any.jpg'), '/images/any.jpg');
  });
});

describe(`dist/_headers for a preview of ${(5_000).toLocaleString('en-US')} pages, served by wrangler pages dev`, () => {
  const pages = syntheticPagePaths(5_000);
  const preview = withPreviewHeader(text);
  const site = mkdtempSync(join(tmpdir(), 'many-pages-'));
  let server: Awaited<ReturnType<typeof startPagesDev>> | undefined;
  let failure: unknown;

  beforeAll(async () => {
    try {
      writeFileSync(join(site, '_headers'), preview);
      const files = [
        ...pages.map((p) => [p === '/' ? 'index.html' : `${p.slice(1)}.html`, `<!doctype html><title>${p}</title>`]),
        ['404.html', '<!doctype html><title>Not found</title>'],
        ['_astro/app.D3adb33f.js', 'export {};'],
        ['partners/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
      ];
      for (const [file = '', content = ''] of files) {
        mkdirSync(dirname(join(site, file)), { recursive: true });
        writeFileSync(join(site, file), content);
      }
      server = await startPagesDev({ dir: site });
    } catch (error) {
      failure = error;
    }
  }, 60_000);
  beforeEach(() => {
    if (failure) throw failure;
  });
  afterAll(async () => {
    await server?.close();
    rmSync(site, { recursive: true, force: true });
  });

  const get = async (path: string) => {
    const res = await fetch(`${server?.origin}${path}`, { redirect: 'manual' });
    await res.arrayBuffer();
    return res;
  };

  it('applies every rule (none skipped), as many as the build counts', () => {
    const output = server?.output() ?? '';
    expect(skippedByCloudflare(output)).toEqual([]);
    expect(output).toContain(`Parsed ${readHeadersFile(preview).ruleCount} valid header rules`);
  });

  it.each([[pages[0]], [pages[1]], [pages[2_500]], [pages.at(-1)]])(
    '%s is revalidated, out of search engines, with the security headers',
    async (path = '') => {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL);
      expect(res.headers.get(PREVIEW_HEADER.name)).toBe(PREVIEW_HEADER.value);
      expectSecurityHeaders(res.headers, path);
    },
  );

  it('a hashed asset keeps its own caching, an SVG its own policy', async () => {
    const asset = await get('/_astro/app.D3adb33f.js');
    expect(asset.headers.get('cache-control')).toBe(`public, max-age=${ONE_YEAR}, immutable`);
    const svg = await get('/partners/logo.svg');
    expectSecurityHeaders(svg.headers, '/partners/logo.svg', { svg: true });
    expect(svg.headers.get(PREVIEW_HEADER.name)).toBe(PREVIEW_HEADER.value);
  });
});
