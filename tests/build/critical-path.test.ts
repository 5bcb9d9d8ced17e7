/**
 * What Lighthouse CI (lighthouserc.cjs) cannot see on the routes it does not
 * run in `npm test`: on every built route, the first paint needs the HTML
 * response alone. No stylesheet or script file is requested from <head>, no
 * module is preloaded, and the page's Content-Security-Policy lists the hash
 * of each of its inline <style>s and executable <script>s and no other (never
 * 'unsafe-inline').
 * Content routes' 0 bytes of JavaScript are checked in a browser
 * (tests/e2e/every-route.spec.ts); the byte and timing budgets by LHCI.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { readBuilt } from '../support/dist';
import { allRoutes, sitePages } from '../support/site';

const rc = createRequire(import.meta.url)('../../lighthouserc.cjs') as {
  JS_BUDGETS: Record<string, number>;
  ROLE_PAGE: { pattern: string };
  urlOf: (route: string) => string;
  relativeBudget: (route: string) => Record<string, number>;
};
const routes = allRoutes();
const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('critical rendering path', () => {
  it('the gate gives a page whose largest paint is a picture (fetchpriority="high") time for it, and no other', () => {
    const lcp = (route: string) => rc.relativeBudget(route)['largest-contentful-paint'];
    const first = routes.filter((r) => !r.interactive && readBuilt(r.path).querySelector('img[fetchpriority="high"]'));
    expect(first.length).toBeGreaterThan(0);
    for (const r of first) expect(lcp(r.path), r.path).toBe(250);
    // A role page, open or closed, has the interactive budget (its form).
    const others = routes.filter((r) => !r.interactive && !first.includes(r) && !r.path.startsWith('/careers/'));
    for (const r of others) expect(lcp(r.path), r.path).toBe(100);
  });

  it('lighthouserc.cjs gives a JavaScript budget to exactly the interactive routes', () => {
    const isRolePage = (path: string) => new RegExp(rc.ROLE_PAGE.pattern).test(rc.urlOf(path));
    // A later or filtered page of /careers or /training runs its list's filters: the gate audits the list's first page.
    const later = new Set(
      sitePages.filter((p) => p.kind === 'list-page' || p.kind === 'filtered-list').map((p) => p.path),
    );
    const interactive = routes.filter((r) => r.interactive && !later.has(r.path)).map((r) => r.path);
    expect(Object.keys(rc.JS_BUDGETS).sort()).toEqual(interactive.filter((p) => !isRolePage(p)).sort());
    // role pages share one budget; a closed role's page ships none (tests/e2e/every-route.spec.ts)
    expect(interactive.filter(isRolePage).sort()).toEqual(
      routes
        .filter((r) => r.kind === 'careers' && !r.noindex && r.path !== '/careers' && !later.has(r.path))
        .map((r) => r.path)
        .sort(),
    );
  });

  it.each(routes.map((r) => r.path))('%s paints from its HTML alone, inline code allowed by hash', (path) => {
    const doc = readBuilt(path);
    const head = doc.querySelector('head');
    expect(head?.querySelectorAll('link[rel~="stylesheet"]').length, 'stylesheet files').toBe(0);
    expect(doc.querySelectorAll('link[rel~="modulepreload"]').length, 'preloaded modules').toBe(0);
    expect(head?.querySelectorAll('script[src]').length, 'script files in <head>').toBe(0);
    // What runs before the visitor acts (the map's loader, the analytics loader) stays inline: a script
    // file would be one more request before the load event, and on /contact it moved the largest paint.
    expect(doc.querySelectorAll('script[src]').length, 'script files').toBe(0);
    const policy = doc.querySelector('meta[http-equiv="content-security-policy"]')?.getAttribute('content') ?? '';
    expect(policy).toMatch(/style-src [^;]*'sha256-/);
    expect(policy).not.toContain('unsafe-inline');
    const styles = doc.querySelectorAll('style');
    expect(styles.length, 'inline CSS').toBeGreaterThan(0);
    const scripts = doc.querySelectorAll('script:not([src])').filter((script) => {
      const type = script.getAttribute('type') ?? '';
      return type !== 'application/ld+json' && type !== 'application/json';
    });
    // Exactly the page's own: no hash of another page's code (src/lib/security/csp.ts).
    const own = (elements: typeof scripts) => [...new Set(elements.map((e) => hash(e.rawText)))].sort();
    const listed = (directive: string) =>
      (new RegExp(`${directive} ([^;]*)`).exec(policy)?.[1] ?? '')
        .split(' ')
        .filter((s) => s.startsWith("'sha"))
        .sort();
    expect(listed('style-src'), 'hashes of the inline <style>s').toEqual(own(styles));
    expect(listed('script-src'), 'hashes of the inline <script>s').toEqual(own(scripts));
  });
});
