/**
 * The breadcrumb of each service and category page: its place in the site,
 * read from dist/ (these pages run no script, so their HTML is the page).
 * Following the parent links is in tests/e2e/breadcrumbs.spec.ts.
 */
import { describe, expect, it } from 'vitest';
import { linksIn, normalise, readBuilt } from '../support/dist';
import { allRoutes, categories, programsCrumb, site } from '../support/site';

const routes = allRoutes().filter((r) => r.kind === 'service' || r.kind === 'category');

describe.each(routes.map((r) => [r.path, r] as const))('the breadcrumb of %s', (path, route) => {
  const crumbs = readBuilt(path).querySelectorAll('nav[aria-label="Breadcrumb"]');

  it('links Home, Our Programs and its category in that order, and names the page last', () => {
    expect(crumbs).toHaveLength(1);
    const trail = crumbs[0];
    expect(linksIn(trail).map(({ text, href }) => ({ label: text, href }))).toEqual([
      { label: 'Home', href: '/' },
      programsCrumb,
      ...(route.category ? [categories[route.category]] : []),
    ]);
    expect(trail?.querySelector('a')?.getAttribute('title')).toBe(`Back to ${site.name} home page`);
    const current = trail?.querySelectorAll('[aria-current="page"]') ?? [];
    expect(current.map((c) => normalise(c.textContent))).toEqual([route.h1]);
  });
});
