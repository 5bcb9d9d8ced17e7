/**
 * The browser editor in the build (dist/admin/, src/integrations/decapAdmin.ts):
 * there for editors, invisible to visitors and search engines, and the
 * public pages' policy as strict as before.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtPages, routeOfFile } from '../../src/lib/site/builtFiles.ts';
import { DIST, readBuilt } from '../support/dist';
import { WASM_SOURCE } from '../../src/lib/security/csp';
import { SEARCH_PATH } from '../../src/lib/site/routes';

const ADMIN = join(DIST, 'admin');
const publicPages = builtPages(DIST).filter((f) => !f.startsWith('admin/'));

describe('dist/admin/', () => {
  it('has the editor page, its start-up script, the generated config, the Decap bundle, its widgets and preview style', () => {
    for (const file of [
      'index.html',
      'admin-init.js',
      'config.json',
      'decap-cms.js',
      'admin-widgets.js',
      'preview.css',
    ]) {
      expect(existsSync(join(ADMIN, file)), file).toBe(true);
    }
    const page = readBuilt('/admin/');
    const scripts = page.querySelectorAll('script').map((s) => s.getAttribute('src'));
    expect(scripts).toEqual(['/admin/admin-init.js', '/admin/decap-cms.js', '/admin/admin-widgets.js']);
    expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
  });

  it('saves to GitHub through pull requests (the editorial workflow), never to a local server', () => {
    const config = JSON.parse(readFileSync(join(ADMIN, 'config.json'), 'utf8')) as Record<string, unknown>;
    expect(config['backend']).toMatchObject({ name: 'github', branch: expect.any(String) as string });
    expect(config['publish_mode']).toBe('editorial_workflow');
    expect(config['local_backend']).toBeUndefined();
    const csp = readBuilt('/admin/')
      .querySelector('meta[http-equiv="Content-Security-Policy"]')
      ?.getAttribute('content');
    expect(csp).toContain("connect-src 'self' blob: https://api.github.com;");
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
      expect(html).not.toMatch(/["'(]\/admin\b|decap/i);
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
