import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { canonicalRoute } from '../../src/lib/site/canonicalRoute';
import { pagePath, routeOf, trail } from '../../src/lib/site/routes';
import { GENERAL_APPLICATION_PATH } from '../../src/lib/site/routes';
import {
  addedServices,
  allRoutes,
  articles,
  caseStudies,
  categories,
  courseFilterValues,
  courses,
  jobs,
  nav,
  openJobs,
  people,
  readFolder,
  roleFilterValues,
  specRoutes,
  TEST_BUILD_DATE,
} from '../support/site';
import { isUpcoming } from '../../src/lib/training/courses';
import { PAGE_SIZE, pagePaths } from '../../src/lib/site/pagination';
import {
  ADDED_NAV,
  ADDED_ROUTES,
  SPEC_CATEGORY_LABELS,
  SPEC_DETAIL_ROUTES,
  SPEC_NARROW_BREAKPOINT,
  SPEC_NAV,
  SPEC_ROUTE_COUNT,
  SPEC_ROUTES,
  siteWideBreakpoint,
} from '../support/spec';

describe('route table', () => {
  it('has every one of the 28 routes of the specification, case as written', () => {
    expect(SPEC_ROUTES).toHaveLength(SPEC_ROUTE_COUNT);
    const paths = new Set(allRoutes().map((r) => r.path));
    expect(
      SPEC_ROUTES.filter((p) => !paths.has(p)),
      "pages the site's specification requires, whose files are gone (restore each from the repository's history)",
    ).toEqual([]);
    expect(
      specRoutes()
        .map((r) => r.path)
        .sort(),
    ).toEqual([...SPEC_ROUTES].sort());
  });

  it('adds, as documented, /careers, one page per role and the general application, /case-studies and one page per case study, /training with its sessions and one page per course, /insights with its topic and later pages, one page per article and per person, one list per value of each filter of the open roles and the courses, /accessibility, /privacy, /search, the later pages of each long list, and nothing else', () => {
    const careers = allRoutes().filter((r) => r.kind === 'careers');
    expect(careers.map((r) => r.path).sort()).toEqual(
      [
        ...pagePaths('/careers', openJobs.length, PAGE_SIZE.roles),
        ...roleFilterValues.flatMap((v) => pagePaths(`/careers/${v.key}/${v.value}`, v.items.length, PAGE_SIZE.roles)),
        GENERAL_APPLICATION_PATH,
        ...jobs.map((j) => `/careers/${j.slug}`),
      ].sort(),
    );
    const cases = allRoutes().filter((r) => r.kind === 'cases');
    expect(cases.map((r) => r.path).sort()).toEqual(
      [
        ...pagePaths('/case-studies', caseStudies.length, PAGE_SIZE.caseStudies),
        ...caseStudies.map((c) => `/case-studies/${c.slug}`),
      ].sort(),
    );
    const training = allRoutes().filter((r) => r.kind === 'training');
    const upcomingSessions = courses.flatMap((c) =>
      c.data.sessions.filter((x) => isUpcoming(x, TEST_BUILD_DATE)),
    ).length;
    expect(training.map((r) => r.path).sort()).toEqual(
      [
        ...pagePaths('/training', courses.length, PAGE_SIZE.courses),
        ...courseFilterValues.flatMap((v) =>
          pagePaths(`/training/${v.key}/${v.value}`, v.items.length, PAGE_SIZE.courses),
        ),
        ...pagePaths('/training/sessions', upcomingSessions, PAGE_SIZE.sessions),
        ...courses.map((c) => `/training/${c.slug}`),
      ].sort(),
    );
    const insights = allRoutes().filter((r) => r.kind === 'insights');
    const tags = new Set(articles.flatMap((a) => a.data.tags));
    const tagged = (t: string) => articles.filter((a) => a.data.tags.some((tag) => tag === t)).length;
    expect(insights.map((r) => r.path).sort()).toEqual(
      [
        ...pagePaths('/insights', articles.length, PAGE_SIZE.articles),
        ...[...tags].flatMap((t) => pagePaths(`/insights/tag/${t}`, tagged(t), PAGE_SIZE.articles)),
        ...articles.map((a) => `/insights/${a.slug}`),
        ...people.map((p) => `/people/${p.slug}`),
      ].sort(),
    );
    const added = allRoutes().filter((r) => r.kind === 'added');
    // The later pages of /about's people are added routes; /about itself is the specification's.
    expect(added.map((r) => r.path).sort()).toEqual(
      [...ADDED_ROUTES, ...pagePaths('/about', people.length, PAGE_SIZE.people).slice(1)].sort(),
    );
    expect(allRoutes()).toHaveLength(
      SPEC_ROUTE_COUNT +
        addedServices().length +
        careers.length +
        cases.length +
        training.length +
        insights.length +
        added.length,
    );
    expect(new Set(allRoutes().map((r) => r.path)).size).toBe(allRoutes().length);
  });

  it("has the specification's 11 IT and 9 L&D service pages, each in its category, and each page added since in one", () => {
    const services = allRoutes().filter((r) => r.kind === 'service');
    for (const category of ['it', 'ld'] as const) {
      const paths = services.filter((s) => s.category === category).map((s) => s.path);
      expect(paths).toEqual(expect.arrayContaining([...SPEC_DETAIL_ROUTES[category]]));
    }
    for (const s of addedServices()) expect(['it', 'ld'], s.path).toContain(s.category);
  });

  it('names each category as the spec does and points it at its own listing page (the IT parent is corrected)', () => {
    // The program pages' titles are these labels (the editor's hint for the pages says so).
    const why = "a program page's title, which the specification names as its breadcrumb label";
    expect(categories.it, why).toEqual({ label: SPEC_CATEGORY_LABELS.it, href: '/Itconsultingservices' });
    expect(categories.ld, why).toEqual({ label: SPEC_CATEGORY_LABELS.ld, href: '/Learningdevelopment' });
  });

  it('has a page file for every route that is not generated from a collection', () => {
    const pages = readdirSync(join(import.meta.dirname, '../../src/pages'));
    expect(pages).toContain('[service].astro');
    expect(pages).toContain('[category].astro');
    expect(pages).toContain('404.astro');
  });
});

describe('routeOf and trail', () => {
  it('makes a route from an entry id', () => {
    expect(routeOf('home')).toBe('/');
    expect(routeOf('Cybersecurity')).toBe('/Cybersecurity');
  });

  it('starts a trail at Home, with the spec tooltip, and ends at the current page', () => {
    const steps = trail('Example Co', [{ label: 'Our Programs', href: '/program' }], {
      label: 'Cybersecurity',
      href: '/Cybersecurity',
    });
    expect(steps).toEqual([
      { label: 'Home', href: '/', title: 'Back to Example Co home page' },
      { label: 'Our Programs', href: '/program' },
      { label: 'Cybersecurity', href: '/Cybersecurity' },
    ]);
  });
});

describe('service files', () => {
  it('have unique order numbers per category', () => {
    const files = readFolder('services');
    for (const cat of ['it', 'ld'] as const) {
      const orders = files.filter((f) => f.data.category === cat).map((f) => f.data.order);
      expect(new Set(orders).size, `${cat} order numbers`).toBe(orders.length);
    }
  });

  it('carry no route field: the file name is the route', () => {
    for (const f of readFolder('services')) expect(f.data, f.file).not.toHaveProperty('route');
  });
});

describe('navigation', () => {
  it("lists the spec's five main pages in order, with the documented additions in their place", () => {
    const hrefs = nav.map((i) => i.href);
    const added = new Set<string>(ADDED_NAV.map((a) => a.href));
    expect(hrefs.filter((h) => !added.has(h))).toEqual([...SPEC_NAV]);
    for (const a of ADDED_NAV) expect(hrefs.indexOf(a.href), a.href).toBe(hrefs.indexOf(a.after) + 1);
    for (const item of nav) expect(item.label.trim(), item.href).not.toBe('');
    const routes = allRoutes().map((r) => r.path);
    for (const item of nav) expect(routes).toContain(item.href);
  });

  it('collapses below the 960 px of the specification', () => {
    expect(siteWideBreakpoint()).toBe(SPEC_NARROW_BREAKPOINT);
  });
});

describe('canonicalRoute', () => {
  const routes = ['/', '/about', '/Cybersecurity', '/Itconsultingservices'];

  it('finds the route for another case or a trailing slash', () => {
    expect(canonicalRoute('/cybersecurity', routes)).toBe('/Cybersecurity');
    expect(canonicalRoute('/CYBERSECURITY/', routes)).toBe('/Cybersecurity');
    expect(canonicalRoute('/Cybersecurity/', routes)).toBe('/Cybersecurity');
    expect(canonicalRoute('/About', routes)).toBe('/about');
    expect(canonicalRoute('/cybersecurity.html', routes)).toBe('/Cybersecurity');
  });

  it('leaves canonical and unknown paths alone', () => {
    expect(canonicalRoute('/Cybersecurity', routes)).toBeNull();
    expect(canonicalRoute('/', routes)).toBeNull();
    expect(canonicalRoute('/nothing-here', routes)).toBeNull();
    expect(canonicalRoute('/%E0%A4%A', routes)).toBeNull();
  });
});

describe('pagePath', () => {
  it.each([
    ['/about.html', '/about'],
    ['/about/', '/about'],
    ['/about', '/about'],
    ['/index', '/'],
    ['/index.html', '/'],
    ['/', '/'],
    ['/careers/data-engineer-remote.html', '/careers/data-engineer-remote'],
  ])('%s is served at %s', (rendered, route) => {
    expect(pagePath(rendered)).toBe(route);
  });
});
