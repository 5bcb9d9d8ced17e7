/**
 * The built site as each of its hosts serves it (tests/support/hosts/host.ts):
 * nginx with the shipped deploy/nginx.conf, and Cloudflare Pages, the default
 * host, through `wrangler pages dev` (Cloudflare's own runtime reading
 * dist/_headers and dist/_redirects). The same checks run against both; the
 * host table names the few answers that differ by the host's design.
 * A host that cannot start fails every test of its block with the reason (never skips).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { parse } from 'node-html-parser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DIST, normalise } from '../support/dist';
import { HOSTS, type RunningHost } from '../support/hosts/host';
import { expectSecurityHeaders, ONE_YEAR } from '../support/hosts/securityHeaders';
import { allRoutes, courses, sitePages, specRoutes, TEST_BUILD_DATE } from '../support/site';
import { isUpcoming } from '../../src/lib/training/courses';
import { WASM_SOURCE } from '../../src/lib/security/csp';
import {
  CAREERS_FEED_PATH,
  INSIGHTS_FEED_PATH,
  SESSIONS_CALENDAR_PATH,
  sessionCalendarPath,
} from '../../src/lib/site/routes';

/** One session's calendar file: the first course's first upcoming session. */
const firstSessionCalendar = (() => {
  const course = courses.find((c) => c.data.sessions.some((s) => isUpcoming(s, TEST_BUILD_DATE)));
  const session = course?.data.sessions.find((s) => isUpcoming(s, TEST_BUILD_DATE));
  if (!course || !session) throw new Error('no upcoming session');
  return sessionCalendarPath(course.slug, session.id);
})();

const routes = allRoutes();
const notFoundTitle = sitePages.find((p) => p.kind === 'not-found')?.title;

/** The request path of every .svg file of the build, wherever it is. */
const svgs = readdirSync(DIST, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.toLowerCase().endsWith('.svg'))
  .map((file) => `/${file.split(sep).join('/')}`);

/** A share image (src/pages/og): one of every page's. */
const shareImage = `/og/${readdirSync(join(DIST, 'og')).find((f) => f.endsWith('.png'))}`;

const h1 = (html: string): string => normalise(parse(html).querySelector('h1')?.textContent ?? '');

/** The biggest file of a kind in dist/_astro (big enough to be worth compressing). */
function astroAsset(ext: string): string {
  const dir = join(DIST, '_astro');
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(ext)) : [];
  const biggest = files.sort((a, b) => statSync(join(dir, b)).size - statSync(join(dir, a)).size)[0];
  if (!biggest) throw new Error(`no ${ext} file in dist/_astro`);
  return biggest;
}

describe.each(HOSTS)('dist/ served by $name', (host) => {
  let server: RunningHost | undefined;
  let startError: unknown;
  beforeAll(async () => {
    try {
      server = await host.start();
    } catch (error) {
      startError = error;
    }
  }, 60_000);
  beforeEach(() => {
    if (startError) throw startError;
  });
  afterAll(() => server?.close(), 10_000);

  async function get(path: string, headers: Record<string, string> = {}) {
    const res = await fetch(`${server?.origin}${path}`, { redirect: 'manual', headers });
    return { status: res.status, headers: res.headers, body: await res.text() };
  }

  it("knows the specification's 28 routes and the careers routes added since", () => {
    expect(specRoutes()).toHaveLength(28);
    expect(routes.filter((r) => r.kind === 'careers').length).toBeGreaterThan(1);
  });

  it('applies every rule of the site’s rule files (none skipped as invalid)', () => {
    expect(host.skippedRules(server?.output() ?? '')).toEqual([]);
  });

  it.each(routes.map((r) => [r.path, r.h1]))('%s is 200 text/html, revalidated, with its h1', async (path, title) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(h1(res.body)).toBe(title);
    expectSecurityHeaders(res.headers, path);
  });

  it('prints the headers it served for /', async () => {
    const res = await get('/', { 'Accept-Encoding': 'gzip' });
    expect(res.status).toBe(200);
    const lines = [...res.headers].map(([name, value]) => `  ${name}: ${value}`);
    console.log(`Headers ${host.name} served for / (Accept-Encoding: gzip):\n${lines.join('\n')}`);
  });

  describe('not found', () => {
    it.each([['/no-such-page'], ['/no-such-page/'], ['/images/'], ['/_astro/missing.js']])(
      '%s is a 404 with the 404 page, never stored, with the security headers',
      async (path) => {
        const res = await get(path);
        expect(res.status).toBe(404);
        expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
        expect(h1(res.body)).toBe(notFoundTitle);
        // nginx says no-cache, Cloudflare no-store: neither keeps a 404 as fresh.
        expect(res.headers.get('cache-control')).toMatch(/^no-(?:cache|store)$/);
        expectSecurityHeaders(res.headers, path);
      },
    );

    it('a wrong-case path gets the 404 page, whose script knows the real route', async () => {
      const res = await get('/cybersecurity');
      expect(res.status).toBe(404);
      const known = parse(res.body).querySelector('#known-routes')?.textContent ?? '[]';
      expect(JSON.parse(known)).toContain('/Cybersecurity');
    });

    it('/404 shows the 404 page and keeps it out of search engines', async () => {
      // nginx answers 404; Cloudflare Pages serves 404.html at its own address with 200.
      const res = await get('/404');
      expect(h1(res.body)).toBe(notFoundTitle);
      const robots = parse(res.body).querySelector('meta[name="robots"]')?.getAttribute('content');
      expect(res.status === 404 || robots === 'noindex', `status ${res.status}, robots ${robots}`).toBe(true);
    });

    it.each([['/_headers'], ['/_redirects']])('%s, a host rule file, is not served', async (path) => {
      const res = await get(path);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.body).not.toContain('Cache-Control');
      expect(res.body).not.toContain('Trailing slashes');
    });
  });

  describe('redirects to the canonical URL', () => {
    it.each(routes.filter((r) => r.path !== '/').map((r) => [r.path]))(
      '%s/ → its address without the slash',
      async (path) => {
        const res = await get(`${path}/`);
        expect(res.status).toBe(host.redirect);
        expect(res.headers.get('location')).toBe(path);
      },
    );

    it.each([
      ['/Cybersecurity/?ref=mail', '/Cybersecurity?ref=mail'],
      ['/Cybersecurity.html', '/Cybersecurity'],
      ['/about.html?x=1', '/about?x=1'],
      ['/index.html', '/'],
      ['/index', '/'],
    ])('%s → %s', async (from, to) => {
      const res = await get(from);
      expect(res.status).toBe(host.redirect);
      expect(res.headers.get('location')).toBe(to);
      expectSecurityHeaders(res.headers, from);
    });
  });

  it('/home, the home page’s entry in the editor, → / with a 301 (a rule of the site’s, on both hosts)', async () => {
    const res = await get('/home?x=1');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/?x=1');
    expectSecurityHeaders(res.headers, '/home');
  });

  describe('the browser editor at /admin/', () => {
    it('/admin/ is its page: noindex, revalidated, its CSP in the page, the GitHub pop-up allowed', async () => {
      const res = await get('/admin/');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('x-robots-tag')).toBe('noindex');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expectSecurityHeaders(res.headers, '/admin/', { opener: 'same-origin-allow-popups' });
      const csp = parse(res.body).querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content');
      expect(csp).toContain(`script-src 'self' ${WASM_SOURCE};`);
      expect(csp).not.toContain("'unsafe-eval'");
    });

    it('/admin → /admin/', async () => {
      const res = await get('/admin');
      expect(res.status).toBe(host.redirect);
      expect(res.headers.get('location')).toBe('/admin/');
    });

    it.each([
      ['/admin/config.json', 'application/json'],
      ['/admin/editor.js', 'application/javascript'],
    ])('%s is served as %s, gzipped, noindex', async (path, type) => {
      const res = await get(path, { 'Accept-Encoding': 'gzip' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(new RegExp(`^${type}`));
      expect(res.headers.get('content-encoding')).toBe('gzip');
      expect(res.headers.get('x-robots-tag')).toBe('noindex');
      expectSecurityHeaders(res.headers, path, { opener: 'same-origin-allow-popups' });
    });
  });

  describe('calendars and feeds', () => {
    it.each([[SESSIONS_CALENDAR_PATH], [firstSessionCalendar]])(
      '%s is served as text/calendar, revalidated',
      async (path) => {
        const res = await get(path, { 'Accept-Encoding': 'gzip' });
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
        expect(res.headers.get('content-encoding')).toBe(host.gzipsCalendars ? 'gzip' : null);
        expect(res.headers.get('cache-control')).toBe('no-cache');
        expect(res.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
        expectSecurityHeaders(res.headers, path);
      },
    );

    it.each([[CAREERS_FEED_PATH], [INSIGHTS_FEED_PATH]])('%s is served as XML, revalidated', async (path) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^(?:application|text)\/xml\b/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.body).toMatch(/^<\?xml[^>]*\?><rss /);
      expectSecurityHeaders(res.headers, path);
    });
  });

  describe('caching', () => {
    // (The build has no .css files: every page's CSS is inline, see astro.config.ts.)
    it.each([['.js']])('hashed /_astro/*%s files are immutable for a year', async (ext) => {
      const res = await get(`/_astro/${astroAsset(ext)}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe(`public, max-age=${ONE_YEAR}, immutable`);
      expectSecurityHeaders(res.headers, `/_astro/*${ext}`);
    });

    it.each([['/favicon.svg'], ['/sitemap-index.xml'], ['/robots.txt']])(
      '%s is cached for a while, not forever',
      async (path) => {
        const res = await get(path);
        expect(res.status).toBe(200);
        const cache = res.headers.get('cache-control') ?? '';
        const maxAge = Number(/max-age=(\d+)/.exec(cache)?.[1] ?? 0);
        expect(maxAge, cache).toBeGreaterThanOrEqual(3600);
        expect(maxAge, cache).toBeLessThanOrEqual(7 * 86_400);
        expect(cache).not.toContain('immutable');
        expectSecurityHeaders(res.headers, path, { svg: path.endsWith('.svg') });
      },
    );
  });

  describe('SVGs and share images', () => {
    it('the build has SVGs to serve (the favicon, the partner logos)', () => {
      expect(svgs).toContain('/favicon.svg');
    });

    it.each(svgs.map((path) => [path]))(
      '%s is served as an image under the SVGs’ own policy (no script, nothing loaded, sandboxed)',
      async (path) => {
        const res = await get(path);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml\b/);
        expectSecurityHeaders(res.headers, path, { svg: true });
      },
    );

    it('a share image may be shown by other sites (Cross-Origin-Resource-Policy: cross-origin)', async () => {
      const res = await get(shareImage);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expectSecurityHeaders(res.headers, shareImage, { resources: 'cross-origin' });
    });
  });

  describe('site search', () => {
    it.each([['/pagefind/pagefind.js'], ['/pagefind/pagefind-entry.json'], ['/pagefind/words.json']])(
      '%s is served and always revalidated (its name stays when the index changes)',
      async (path) => {
        const res = await get(path);
        expect(res.status).toBe(200);
        expect(res.headers.get('cache-control')).toBe('no-cache');
        expectSecurityHeaders(res.headers, path);
      },
    );
  });

  describe('compression and identity', () => {
    it.each([
      ['HTML', '/Cybersecurity', join(DIST, 'Cybersecurity.html')],
      ['JS', `/_astro/${astroAsset('.js')}`, join(DIST, '_astro', astroAsset('.js'))],
    ])('%s is gzipped when the client accepts it', async (_kind, path, file) => {
      const res = await get(path, { 'Accept-Encoding': 'gzip' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe('gzip');
      if (host.namesVary) expect(res.headers.get('vary') ?? '').toMatch(/accept-encoding/i);
      expect(res.body).toBe(readFileSync(file, 'utf8'));
    });

    it('sends plain bytes to a client that does not accept gzip', async () => {
      const res = await get('/', { 'Accept-Encoding': 'identity' });
      expect(res.headers.get('content-encoding')).toBeNull();
    });

    it('does not announce a server version', async () => {
      for (const path of ['/', '/no-such-page', '/Cybersecurity/']) {
        const server = (await get(path)).headers.get('server') ?? '';
        expect(server, path).not.toMatch(/\d/);
      }
    });
  });
});
