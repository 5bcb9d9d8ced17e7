/**
 * The browser editor in the build (dist/admin/, src/integrations/cmsAdmin.ts):
 * there for editors, invisible to visitors and search engines, and the
 * public pages' policy as strict as before.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtPages, routeOfFile } from '../../src/lib/site/builtFiles.ts';
import { DIST, readBuilt } from '../support/dist';
import { WASM_SOURCE } from '../../src/lib/security/csp';
import { SEARCH_PATH } from '../../src/lib/site/routes';
import { articles } from '../support/site';

const ADMIN = join(DIST, 'admin');
const publicPages = builtPages(DIST).filter((f) => !f.startsWith('admin/'));

describe('dist/admin/', () => {
  it('has the editor page, the generated config, the editor bundled with its fonts, and the preview style', () => {
    for (const file of ['index.html', 'config.json', 'editor.js', 'preview.css']) {
      expect(existsSync(join(ADMIN, file)), file).toBe(true);
    }
    const fonts = readdirSync(join(ADMIN, 'assets')).filter((f) => f.endsWith('.woff2'));
    for (const family of ['source-sans-3', 'noto-mono', 'material-symbols-outlined'])
      expect(
        fonts.some((f) => f.startsWith(family)),
        family,
      ).toBe(true);
    const page = readBuilt('/admin/');
    const scripts = page.querySelectorAll('script').map((s) => [s.getAttribute('type'), s.getAttribute('src')]);
    expect(scripts).toEqual([['module', '/admin/editor.js']]);
    expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
  });

  it("names no font on a CDN: the editor's fonts are the site's own", () => {
    const code = readdirSync(ADMIN, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(ADMIN, f), 'utf8'))
      .join('\n');
    expect(code).toContain('Material Symbols Outlined');
    expect(code).not.toMatch(/url\(https:\/\/cdn\.jsdelivr\.net\/fontsource/);
  });

  it("has its own WebP encoder and HEIC decoder, for the pictures it shrinks where the browser's canvas cannot", () => {
    const assets = readdirSync(join(ADMIN, 'assets'));
    for (const wasm of ['webp_enc_simd-', 'webp_enc-', 'heic_dec-'])
      expect(
        assets.some((f) => f.startsWith(wasm) && f.endsWith('.wasm')),
        wasm,
      ).toBe(true);
  });

  it('saves to GitHub through pull requests (the editorial workflow), never to a local server', () => {
    const config = JSON.parse(readFileSync(join(ADMIN, 'config.json'), 'utf8')) as Record<string, unknown>;
    expect(config['backend']).toMatchObject({ name: 'github', branch: expect.any(String) as string });
    expect(config['publish_mode']).toBe('editorial_workflow');
    expect(config['local_backend']).toBeUndefined();
    const csp = readBuilt('/admin/')
      .querySelector('meta[http-equiv="Content-Security-Policy"]')
      ?.getAttribute('content');
    expect(csp).toContain("connect-src 'self' blob: data: https://api.github.com https://www.githubstatus.com;");
    expect(csp).toContain(`script-src 'self' ${WASM_SOURCE};`);
    expect(csp).toContain("font-src 'self';");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).not.toMatch(/127\.0\.0\.1|localhost/);
  });

  it('is not in the sitemap', () => {
    expect(readFileSync(join(DIST, 'sitemap-0.xml'), 'utf8')).not.toContain('/admin');
  });

  it.each(publicPages)(
    '%s neither links to nor loads the editor, and its CSP allows no eval or inline code',
    (file) => {
      // The speculation rules name the editor only to never prefetch it (src/lib/performance/speculation.ts).
      const html = readFileSync(join(DIST, file), 'utf8').replace(
        /<script type="speculationrules">[^<]*<\/script>/,
        '',
      );
      expect(html).not.toMatch(/["'(]\/admin\b|sveltia/i);
      const page = readBuilt(routeOfFile(file));
      const csp = page.querySelector('meta[http-equiv="content-security-policy"]')?.getAttribute('content') ?? '';
      // 'self', WebAssembly on the search page alone, and the hashes of the page's own inline scripts: nothing else.
      const scriptSources = /script-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
      expect(scriptSources[0]).toBe("'self'");
      const wasm = routeOfFile(file) === SEARCH_PATH ? [WASM_SOURCE] : [];
      expect(scriptSources.slice(1, 1 + wasm.length)).toEqual(wasm);
      for (const source of scriptSources.slice(1 + wasm.length)) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
      expect(csp).not.toMatch(/'unsafe-(eval|inline)'/);
    },
  );
});

describe("the editor's links to an edit's preview", () => {
  interface Collection {
    name: string;
    folder?: string;
    preview_path?: string;
    files?: { name: string; preview_path?: string }[];
  }
  const config = JSON.parse(readFileSync(join(ADMIN, 'config.json'), 'utf8')) as { collections: Collection[] };
  const built = new Set(builtPages(DIST).map(routeOfFile));
  // The home page's entry, "home", links to /home, which both hosts redirect to / (served.test.ts checks).
  const page = (path: string) => (path === '/home' ? '/' : path);

  const links = config.collections.flatMap((c): [string, string, string | undefined][] =>
    c.folder
      ? readdirSync(c.folder)
          .filter((f) => f.endsWith('.md'))
          .map((f) => [c.name, f, c.preview_path?.replace('{{slug}}', f.slice(0, -'.md'.length))])
      : (c.files ?? []).map((f) => [c.name, f.name, f.preview_path]),
  );

  it('names a page for every entry and file the editor opens', () => {
    expect(links.filter(([, , path]) => !path).map(([c, f]) => `${c}/${f}`)).toEqual([]);
    expect(links.length).toBeGreaterThan(80);
  });

  // An article scheduled after the build date has its page in a preview build only (isScheduledPreview).
  const published = new Set(articles.map((a) => a.path));
  const scheduled = ([c, , path]: [string, string, string | undefined]) =>
    c === 'articles' && !published.has(path ?? '');

  it('names a page the build made, for each of them (a scheduled article: in a preview build)', () => {
    const missing = links.filter((link) => link[2] && !scheduled(link) && !built.has(page(link[2])));
    expect(missing.map(([c, f, path]) => `${c}/${f} → ${path}`)).toEqual([]);
  });
});
