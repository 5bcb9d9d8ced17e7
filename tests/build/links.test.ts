/**
 * Link check over the built site, without network.
 *
 * Internal references (relative, root-relative, or absolute on the configured
 * site origin) must resolve to a file in dist/: "/" → index.html, "/x" → x
 * (a file) or x.html, "/x/" → x/index.html. A "#fragment" must name an id (or
 * <a name>) on the target page. Checked: a/area href, every <link href>, src
 * and srcset (img, source, script, iframe, audio, video, track, embed), url() in a page's CSS,
 * <astro-island> component/renderer URLs, form action, og:/twitter: URL metas,
 * URLs on the site origin inside JSON-LD, the sitemap(s), robots.txt's
 * Sitemap line and url() in the built CSS.
 * External links (http/https on other hosts, mailto:, tel:) are only checked
 * for being well-formed.
 *
 * DIST_DIR=/some/copy/of/dist points it at another build.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { builtPages, routeOfFile } from '../../src/lib/site/builtFiles.ts';
import { DIST } from '../support/dist';
import { cssUrls, loadedUrls } from '../support/pageUrls';
import { allRoutes, site, specRoutes } from '../support/site';

const dist = resolve(process.env['DIST_DIR'] ?? DIST);
/** The origin the build writes into canonical links and the sitemap (astro.config.ts: SITE_URL or site.url). */
const SITE = new URL(process.env['SITE_URL'] || site.url);

const files = existsSync(dist)
  ? readdirSync(dist, { recursive: true, encoding: 'utf8' }).map((f) => f.split(sep).join('/'))
  : [];
const pages = builtPages(dist);

/** The URL a built page is served at. */
const pageUrl = (file: string): URL => new URL(routeOfFile(file), SITE);

const isFile = (rel: string): boolean => {
  const full = join(dist, rel);
  return (full === dist || full.startsWith(dist + sep)) && existsSync(full) && statSync(full).isFile();
};

/** The file in dist a path is served from, or null. */
function fileFor(pathname: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const rel = path.replace(/^\/+/, '');
  const candidates = path.endsWith('/') ? [`${rel}index.html`] : [rel, `${rel}.html`];
  return candidates.find(isFile) ?? null;
}

const docs = new Map<string, HTMLElement>();
function doc(file: string): HTMLElement {
  let d = docs.get(file);
  if (!d) {
    d = parse(readFileSync(join(dist, file), 'utf8'));
    docs.set(file, d);
  }
  return d;
}

function hasAnchor(file: string, fragment: string): boolean {
  const d = doc(file);
  return (
    d.querySelectorAll('[id]').some((el) => el.id === fragment) ||
    d.querySelectorAll('a[name]').some((el) => el.getAttribute('name') === fragment)
  );
}

const EMAIL = /^[^\s@<>()",;:]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/i;
const TEL = /^\+?[0-9](?:[0-9.-]*[0-9])?$/;

/** Why a reference is broken, or null when it is fine. `from` is the URL of the page (or file) it appears in. */
function problem(raw: string, from: URL, opts: { image?: boolean } = {}): string | null {
  const value = raw.trim();
  if (value === '') return 'empty URL';
  if (/\s/.test(value) && !/^(mailto|tel):/i.test(value)) return 'whitespace in URL';
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  if (scheme === 'mailto') {
    const [to = '', query] = value.slice(7).split('?');
    const addresses = decodeURIComponent(to)
      .split(',')
      .map((a) => a.trim());
    if (addresses.some((a) => !EMAIL.test(a))) return 'malformed mailto: address';
    if (query !== undefined && !/^[\w.-]+=[^&]*(&[\w.-]+=[^&]*)*$/.test(query)) return 'malformed mailto: query';
    return null;
  }
  if (scheme === 'tel') return TEL.test(value.slice(4)) ? null : 'malformed tel: number';
  if (scheme === 'data')
    return opts.image && /^data:image\//i.test(value) ? null : 'data: URL where a file is expected';
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') return `unexpected scheme "${scheme}:"`;

  let url: URL;
  try {
    url = new URL(value, from);
  } catch {
    return 'malformed URL';
  }
  if (url.origin !== SITE.origin) {
    // External: well-formed only (no network here).
    if (scheme === undefined && !value.startsWith('//')) return `resolves off-site to ${url.href}`;
    if (!/^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/i.test(url.hostname)) return `bad host "${url.hostname}"`;
    if (url.username || url.password) return 'credentials in URL';
    return null;
  }
  const file = fileFor(url.pathname);
  if (!file) return `no file in dist for ${url.pathname}`;
  if (url.hash.length > 1 && file.endsWith('.html')) {
    let fragment: string;
    try {
      fragment = decodeURIComponent(url.hash.slice(1));
    } catch {
      return `malformed fragment ${url.hash}`;
    }
    if (fragment !== 'top' && !hasAnchor(file, fragment)) return `no id="${fragment}" in ${file}`;
  }
  return null;
}

interface Ref {
  where: string;
  value: string;
  image?: boolean;
}

const URL_METAS = ['og:url', 'og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image', 'twitter:url'];

/** Every URL a page refers to. */
function refs(page: HTMLElement): Ref[] {
  const out: Ref[] = loadedUrls(page).map(({ tag, attribute, value, image }) => ({
    where: `<${tag} ${attribute}>`,
    value,
    image,
  }));
  const add = (el: HTMLElement, attr: string, value: string | undefined, image = false): void => {
    if (value !== undefined) out.push({ where: `<${el.rawTagName.toLowerCase()} ${attr}>`, value, image });
  };
  // What the page only links to; loadedUrls has what it loads.
  for (const el of page.querySelectorAll(
    'a[href], area[href], link[href][rel~="canonical"], link[href][rel~="alternate"]',
  ))
    add(el, 'href', el.getAttribute('href'));
  for (const el of page.querySelectorAll('form[action]')) add(el, 'action', el.getAttribute('action'));
  for (const el of page.querySelectorAll('astro-island')) {
    for (const attr of ['component-url', 'renderer-url', 'before-hydration-url']) add(el, attr, el.getAttribute(attr));
  }
  for (const el of page.querySelectorAll('meta[content]')) {
    const name = el.getAttribute('property') ?? el.getAttribute('name') ?? '';
    if (URL_METAS.includes(name)) add(el, `content (${name})`, el.getAttribute('content'), name.includes('image'));
  }
  // Structured data: every string that is a URL on the site origin (its path only).
  for (const el of page.querySelectorAll('script[type="application/ld+json"]')) {
    let data: unknown;
    try {
      data = JSON.parse(el.textContent);
    } catch {
      out.push({ where: '<script type="application/ld+json">', value: 'javascript:invalid-json' });
      continue;
    }
    const walk = (v: unknown): void => {
      if (typeof v === 'string') {
        // The path must exist; a fragment here is a node identifier ("@id": ".../#organization"), not an anchor.
        if (v.startsWith(SITE.origin + '/') || v === SITE.origin)
          out.push({ where: 'JSON-LD', value: v.replace(/#.*$/, '') });
      } else if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') Object.values(v).forEach(walk);
    };
    walk(data);
  }
  return out;
}

/** Problems of one page, one line each. */
function pageProblems(file: string): string[] {
  const page = doc(file);
  const from = pageUrl(file);
  const found: string[] = [];
  for (const ref of refs(page)) {
    const why = problem(ref.value, from, { image: ref.image ?? false });
    if (why) found.push(`${ref.where} "${ref.value}": ${why}`);
  }
  page.querySelectorAll('img').forEach((img, i) => {
    if (!img.getAttribute('src')) found.push(`<img> #${i + 1} has no src`);
  });
  return found;
}

const report = (title: string, list: string[]): string => `${title}: ${list.length} broken\n  ${list.join('\n  ')}\n`;

/** <loc> values of an XML sitemap (entities decoded). */
const locs = (xml: string): string[] =>
  [...xml.matchAll(/<loc>\s*([^<]*?)\s*<\/loc>/g)].map((m) =>
    (m[1] ?? '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&'),
  );

describe('links in every built page', () => {
  it('finds the built pages', () => {
    expect(pages, `no .html files in ${dist}: run \`npm run build\` first`).toContain('index.html');
  });

  it.each(pages)('%s: every link, asset, image and #fragment resolves', (file) => {
    const found = pageProblems(file);
    expect(found.length, report(file, found)).toBe(0);
  });

  it('every url() in the built CSS resolves to a file', () => {
    const found: string[] = [];
    for (const css of files.filter((f) => f.endsWith('.css'))) {
      const text = readFileSync(join(dist, css), 'utf8');
      for (const value of cssUrls(text)) {
        const why = problem(value, new URL(`/${css}`, SITE), { image: true });
        if (why) found.push(`${css} url(${value}): ${why}`);
      }
    }
    expect(found.length, report('CSS', found)).toBe(0);
  });
});

describe('sitemap', () => {
  const sitemaps = files.filter((f) => /^sitemap[^/]*\.xml$/.test(f)).sort();
  const index = sitemaps.filter((f) => f === 'sitemap-index.xml');
  const urlsets = sitemaps.filter((f) => readFileSync(join(dist, f), 'utf8').includes('<urlset'));

  it('has a sitemap index whose entries exist', () => {
    expect(index, 'dist/sitemap-index.xml').toHaveLength(1);
    const entries = locs(readFileSync(join(dist, 'sitemap-index.xml'), 'utf8'));
    expect(entries.length).toBeGreaterThan(0);
    const found = entries
      .map((loc) => [loc, problem(loc, SITE)] as const)
      .filter(([loc, why]) => why || !loc.startsWith(SITE.origin));
    expect(
      found.length,
      report(
        'sitemap-index.xml',
        found.map(([loc, why]) => `${loc}: ${why ?? 'not on the site origin'}`),
      ),
    ).toBe(0);
  });

  it('every <loc> is on the site origin and maps to a built page', () => {
    expect(urlsets.length, 'a sitemap-*.xml with a <urlset>').toBeGreaterThan(0);
    const found: string[] = [];
    for (const file of urlsets) {
      for (const loc of locs(readFileSync(join(dist, file), 'utf8'))) {
        let url: URL;
        try {
          url = new URL(loc);
        } catch {
          found.push(`${file} ${loc}: malformed URL`);
          continue;
        }
        if (url.origin !== SITE.origin) found.push(`${file} ${loc}: not on ${SITE.origin}`);
        else if (!fileFor(url.pathname)?.endsWith('.html')) found.push(`${file} ${loc}: no built page`);
      }
    }
    expect(found.length, report('sitemap', found)).toBe(0);
  });

  it('lists exactly the routes search engines may index (all but closed roles and empty filtered lists), once each', () => {
    const listed = urlsets
      .flatMap((f) => locs(readFileSync(join(dist, f), 'utf8')))
      .map((loc) => (URL.canParse(loc) && new URL(loc).origin === SITE.origin ? new URL(loc).pathname : loc));
    const expected = allRoutes()
      .filter((r) => !r.noindex)
      .map((r) => r.path);
    expect(specRoutes().filter((r) => expected.includes(r.path))).toHaveLength(28);
    expect({
      missing: expected.filter((p) => !listed.includes(p)),
      extra: listed.filter((p) => !expected.includes(p)),
      twice: listed.filter((p, i) => listed.indexOf(p) !== i),
    }).toEqual({ missing: [], extra: [], twice: [] });
    expect(listed).toHaveLength(expected.length);
  });

  it("robots.txt's Sitemap lines point at a sitemap in dist", () => {
    if (!files.includes('robots.txt')) return;
    const lines = readFileSync(join(dist, 'robots.txt'), 'utf8')
      .split(/\r?\n/)
      .map((l) => /^sitemap:\s*(\S+)/i.exec(l.trim())?.[1])
      .filter((l): l is string => l !== undefined);
    const found = lines
      .map(
        (loc) =>
          [
            loc,
            URL.canParse(loc) && new URL(loc).origin === SITE.origin ? problem(loc, SITE) : `not on ${SITE.origin}`,
          ] as const,
      )
      .filter(([, why]) => why);
    expect(
      found.length,
      report(
        'robots.txt',
        found.map(([loc, why]) => `${loc}: ${why}`),
      ),
    ).toBe(0);
  });
});
