/**
 * The built site served by the real nginx with the shipped deploy/nginx.conf.
 *
 * beforeAll writes a throwaway nginx.conf in a temp dir (no daemon, logs and
 * temp files in that dir) whose http block includes deploy/nginx.conf's
 * server block verbatim, apart from the lines marked "# DEPLOY:" (listen,
 * root, server_name), which point it at 127.0.0.1:<free port> and dist/.
 * Without nginx every test here fails (never skips) and says how to install it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  accessSync,
  constants,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { parse } from 'node-html-parser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/preview.mjs';
import { DIST, normalise } from '../support/dist';
import { allRoutes, courses, sitePages, specRoutes, TEST_BUILD_DATE } from '../support/site';
import { isUpcoming } from '../../src/lib/training/courses';
import { WASM_SOURCE } from '../../src/lib/security/csp';
import { SESSIONS_CALENDAR_PATH, sessionCalendarPath } from '../../src/lib/site/routes';

const ROOT = join(import.meta.dirname, '..', '..');

/** One session's calendar file: the first course's first upcoming session. */
const firstSessionCalendar = (() => {
  const course = courses.find((c) => c.data.sessions.some((s) => isUpcoming(s, TEST_BUILD_DATE)));
  const session = course?.data.sessions.find((s) => isUpcoming(s, TEST_BUILD_DATE));
  if (!course || !session) throw new Error('no upcoming session');
  return sessionCalendarPath(course.slug, session.id);
})();
const DEPLOY_CONF = join(ROOT, 'deploy', 'nginx.conf');
const INSTALL = 'apt-get install -y nginx-light';

const routes = allRoutes();
const notFoundTitle = sitePages.find((p) => p.kind === 'not-found')?.title;

// ── the expected headers ────────────────────────────────────────────────────

const ONE_YEAR = 31_536_000;
const DENIED_FEATURES = ['camera', 'microphone', 'geolocation', 'payment', 'usb'];

/** The security headers every response must carry, each once, with its value. */
function expectSecurityHeaders(headers: Headers, what: string, opener = 'same-origin'): void {
  const get = (name: string): string => headers.get(name) ?? '';

  const hsts = /^max-age=(\d+); includeSubDomains(?:; preload)?$/.exec(get('strict-transport-security'));
  expect(hsts, `${what}: Strict-Transport-Security "${get('strict-transport-security')}"`).not.toBeNull();
  expect(Number(hsts?.[1]), `${what}: HSTS max-age of at least a year`).toBeGreaterThanOrEqual(ONE_YEAR);

  const csp = get('content-security-policy');
  expect(csp, `${what}: Content-Security-Policy`).toMatch(/(?:^|;)\s*frame-ancestors 'none'\s*(?:;|$)/);
  expect(csp, `${what}: one CSP header`).not.toContain(',');
  // A second policy with these would block the pages' hashed inline scripts and styles.
  expect(csp, `${what}: CSP header leaves scripts and styles to the <meta> policy`).not.toMatch(
    /(?:^|;)\s*(?:default-src|script-src|script-src-elem|script-src-attr|style-src|style-src-elem|style-src-attr)\b/,
  );

  expect(get('x-content-type-options'), `${what}: X-Content-Type-Options`).toBe('nosniff');
  expect(get('referrer-policy'), `${what}: Referrer-Policy`).toBe('strict-origin-when-cross-origin');
  expect(get('cross-origin-opener-policy'), `${what}: Cross-Origin-Opener-Policy`).toBe(opener);

  const permissions = get('permissions-policy');
  for (const feature of DENIED_FEATURES) {
    const denials = permissions.split(',').filter((d) => d.trim() === `${feature}=()`);
    expect(denials, `${what}: Permissions-Policy denies ${feature} once ("${permissions}")`).toHaveLength(1);
  }
}

// ── nginx ───────────────────────────────────────────────────────────────────

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** NGINX_BIN, then PATH, then the sbin folders a non-root PATH often lacks. */
function findNginx(): string | null {
  const candidates = [
    process.env['NGINX_BIN'],
    ...(process.env['PATH'] ?? '').split(delimiter).map((dir) => join(dir, 'nginx')),
    '/usr/sbin/nginx',
    '/usr/local/sbin/nginx',
    '/usr/local/nginx/sbin/nginx',
  ];
  return candidates.find((file): file is string => !!file && isExecutable(file)) ?? null;
}

/**
 * deploy/nginx.conf with its "# DEPLOY:" lines pointed at this machine. Any
 * listen/root/server_name line without the marker is an error, so the test
 * can never quietly run a different block from the one that ships.
 */
function serverBlockForTest(conf: string, port: number, root: string): string {
  const seen = { listen: 0, root: 0, server_name: 0 };
  const lines = conf.split('\n').map((line) => {
    const match = /^(\s*)(listen|root|server_name)\b[^;#]*;(.*)$/.exec(line);
    if (!match) return line;
    const [, indent = '', directive = '', rest = ''] = match;
    if (!/#\s*DEPLOY:/.test(rest)) {
      throw new Error(`deploy/nginx.conf: "${line.trim()}" must be marked "# DEPLOY:" (the lines a deployment edits)`);
    }
    if (directive === 'listen') {
      seen.listen += 1;
      return seen.listen === 1
        ? `${indent}listen 127.0.0.1:${port}; # test`
        : `${indent}# test dropped: ${line.trim()}`;
    }
    if (directive === 'root') {
      seen.root += 1;
      return `${indent}root "${root}"; # test`;
    }
    seen.server_name += 1;
    return `${indent}server_name localhost; # test`;
  });
  if (seen.listen < 1 || seen.root !== 1 || seen.server_name !== 1) {
    throw new Error(
      `deploy/nginx.conf: expected DEPLOY: listen (1+), root (1), server_name (1); found ${JSON.stringify(seen)}`,
    );
  }
  return lines.join('\n');
}

/** The full nginx.conf the test runs: throwaway paths around the shipped server block. */
function testConf(nginx: string, dir: string, server: string): string {
  const built = spawnSync(nginx, ['-V'], { encoding: 'utf8' }).stderr;
  const confPath = /--conf-path=(\S+)/.exec(built)?.[1];
  const mimeTypes = ['/etc/nginx/mime.types', ...(confPath ? [join(dirname(confPath), 'mime.types')] : [])].find((f) =>
    existsSync(f),
  );
  if (!mimeTypes) throw new Error(`no mime.types next to nginx's config; reinstall it: ${INSTALL}`);
  // Every temp path in the test dir, so nginx needs no write access elsewhere.
  const temps = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .filter((m) => m === 'client_body' || !built.includes(`--without-http_${m}_module`))
    .map((m) => `  ${m}_temp_path "${join(dir, `${m}_temp`)}";`);
  return [
    '# Written by tests/build/nginx.test.ts; deleted after the run.',
    'daemon off;',
    'master_process off;',
    `pid "${join(dir, 'nginx.pid')}";`,
    `error_log "${join(dir, 'error.log')}" warn;`,
    'events { worker_connections 64; }',
    'http {',
    `  include "${mimeTypes}";`,
    '  default_type application/octet-stream;',
    `  access_log "${join(dir, 'access.log')}";`,
    ...temps,
    '',
    '# ── deploy/nginx.conf, verbatim but for the lines marked DEPLOY: ──',
    server,
    '}',
    '',
  ].join('\n');
}

let nginx: ChildProcess | undefined;
let tmp: string | undefined;
let base = '';
let nginxOutput = '';

const readLog = (): string => {
  const file = tmp ? join(tmp, 'error.log') : '';
  return file && existsSync(file) ? readFileSync(file, 'utf8') : '';
};

async function startNginx(): Promise<void> {
  const bin = findNginx();
  if (!bin) {
    throw new Error(
      `nginx is not installed. Install it with \`${INSTALL}\` (as root; .ci/run does this in CI), or set NGINX_BIN.`,
    );
  }
  if (!existsSync(join(DIST, 'index.html'))) throw new Error(`${DIST}/index.html is missing: run the build first`);

  const port = await freePort();
  tmp = mkdtempSync(join(tmpdir(), 'nginx-test-'));
  const confFile = join(tmp, 'nginx.conf');
  writeFileSync(confFile, testConf(bin, tmp, serverBlockForTest(readFileSync(DEPLOY_CONF, 'utf8'), port, DIST)));

  const version = /nginx\/(\d+)\.(\d+)\.(\d+)/.exec(spawnSync(bin, ['-v'], { encoding: 'utf8' }).stderr);
  const [major, minor, patch] = (version?.slice(1) ?? []).map(Number);
  // -e (nginx >= 1.19.5) keeps even startup errors out of /var/log/nginx.
  const hasE =
    major !== undefined &&
    minor !== undefined &&
    patch !== undefined &&
    (major > 1 || minor > 19 || (minor === 19 && patch >= 5));
  const args = ['-p', `${tmp}/`, '-c', confFile, ...(hasE ? ['-e', join(tmp, 'error.log')] : [])];

  const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  nginx = child;
  let exited: string | null = null;
  child.stdout?.on('data', (chunk: Buffer) => (nginxOutput += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (nginxOutput += chunk.toString()));
  child.on('exit', (code, signal) => (exited = `exit code ${code ?? '-'}, signal ${signal ?? '-'}`));
  child.on('error', (error) => (exited = error.message));

  base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (exited) {
      throw new Error(`nginx stopped (${exited}) with deploy/nginx.conf:\n${nginxOutput}${readLog()}`);
    }
    try {
      const res = await fetch(`${base}/`, { redirect: 'manual' });
      await res.arrayBuffer();
      return;
    } catch {
      if (Date.now() > deadline)
        throw new Error(`nginx did not answer on ${base} within 10 s:\n${nginxOutput}${readLog()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

async function stopNginx(): Promise<void> {
  const child = nginx;
  if (child && child.exitCode === null && child.signalCode === null) {
    const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await gone;
    clearTimeout(timer);
  }
  if (tmp) rmSync(tmp, { recursive: true, force: true });
}

interface Fetched {
  status: number;
  headers: Headers;
  body: string;
}

async function get(path: string, headers: Record<string, string> = {}): Promise<Fetched> {
  const res = await fetch(`${base}${path}`, { redirect: 'manual', headers });
  return { status: res.status, headers: res.headers, body: await res.text() };
}

const h1 = (html: string): string => normalise(parse(html).querySelector('h1')?.textContent ?? '');

/** The biggest file of a kind in dist/_astro (big enough to be worth compressing). */
function astroAsset(ext: string): string {
  const dir = join(DIST, '_astro');
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(ext)) : [];
  const biggest = files.sort((a, b) => statSync(join(dir, b)).size - statSync(join(dir, a)).size)[0];
  if (!biggest) throw new Error(`no ${ext} file in dist/_astro`);
  return biggest;
}

// ── the tests ───────────────────────────────────────────────────────────────

describe('dist/ served by nginx with deploy/nginx.conf', () => {
  // A missing or failing nginx fails every test here with the reason (a
  // throwing beforeAll would only mark them skipped).
  let startError: unknown;
  beforeAll(async () => {
    try {
      await startNginx();
    } catch (error) {
      startError = error;
    }
  }, 20_000);
  beforeEach(() => {
    if (startError) throw startError;
  });
  afterAll(stopNginx, 10_000);

  it("knows the specification's 28 routes and the careers routes added since", () => {
    expect(specRoutes()).toHaveLength(28);
    expect(routes.filter((r) => r.kind === 'careers').length).toBeGreaterThan(1);
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
    console.log(`Headers nginx served for / (Accept-Encoding: gzip):\n${lines.join('\n')}`);
  });

  describe('not found', () => {
    it('an unknown path is a 404 with the 404 page, its headers included', async () => {
      const res = await get('/no-such-page');
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(h1(res.body)).toBe(notFoundTitle);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expectSecurityHeaders(res.headers, '404');
    });

    it('a wrong-case path gets the 404 page, whose script knows the real route', async () => {
      const res = await get('/cybersecurity');
      expect(res.status).toBe(404);
      const known = parse(res.body).querySelector('#known-routes')?.textContent ?? '[]';
      expect(JSON.parse(known)).toContain('/Cybersecurity');
    });

    it.each([['/no-such-page/'], ['/images/'], ['/404'], ['/_astro/missing.js'], ['/_headers'], ['/_redirects']])(
      '%s is a 404 with the security headers',
      async (path) => {
        const res = await get(path);
        expect(res.status).toBe(404);
        expect(h1(res.body)).toBe(notFoundTitle);
        expectSecurityHeaders(res.headers, path);
      },
    );
  });

  describe('redirects to the canonical URL', () => {
    it.each(routes.filter((r) => r.path !== '/').map((r) => [r.path]))('%s/ → 301 %s', async (path) => {
      const res = await get(`${path}/`);
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe(path);
    });

    it.each([
      ['/Cybersecurity/?ref=mail', '/Cybersecurity?ref=mail'],
      ['/Cybersecurity.html', '/Cybersecurity'],
      ['/about.html?x=1', '/about?x=1'],
      ['/index.html', '/'],
      ['/index', '/'],
    ])('%s → 301 %s', async (from, to) => {
      const res = await get(from);
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe(to);
      expectSecurityHeaders(res.headers, from);
    });
  });

  describe('the browser editor at /admin/', () => {
    it('/admin/ is its page: noindex, revalidated, its CSP in the page, the GitHub pop-up allowed', async () => {
      const res = await get('/admin/');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('x-robots-tag')).toBe('noindex');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expectSecurityHeaders(res.headers, '/admin/', 'same-origin-allow-popups');
      const csp = parse(res.body).querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content');
      expect(csp).toContain(`script-src 'self' ${WASM_SOURCE};`);
      expect(csp).not.toContain("'unsafe-eval'");
    });

    it('/admin → 301 /admin/', async () => {
      const res = await get('/admin');
      expect(res.status).toBe(301);
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
      expectSecurityHeaders(res.headers, path, 'same-origin-allow-popups');
    });
  });

  describe('calendars', () => {
    it.each([[SESSIONS_CALENDAR_PATH], [firstSessionCalendar]])(
      '%s is served as text/calendar, gzipped, revalidated',
      async (path) => {
        const res = await get(path, { 'Accept-Encoding': 'gzip' });
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
        expect(res.headers.get('content-encoding')).toBe('gzip');
        expect(res.headers.get('cache-control')).toBe('no-cache');
        expect(res.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
        expectSecurityHeaders(res.headers, path);
      },
    );
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
        expectSecurityHeaders(res.headers, path);
      },
    );
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
      expect(res.headers.get('vary') ?? '').toMatch(/accept-encoding/i);
      expect(res.body).toBe(readFileSync(file, 'utf8'));
    });

    it('sends plain bytes to a client that does not accept gzip', async () => {
      const res = await get('/', { 'Accept-Encoding': 'identity' });
      expect(res.headers.get('content-encoding')).toBeNull();
    });

    it('does not announce the nginx version', async () => {
      for (const path of ['/', '/no-such-page', '/Cybersecurity/']) {
        const server = (await get(path)).headers.get('server') ?? '';
        expect(server, path).not.toMatch(/\d/);
      }
    });
  });
});

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
});
