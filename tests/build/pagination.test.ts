/**
 * Lists that stay small (src/lib/site/pagination.ts), read from dist/ and
 * derived from the content: every item of a long list is on exactly one of
 * its pages, in the list's order, none lists more than its page size, each
 * page links to the pages beside it and is a page of the site like any other
 * (title, canonical URL, breadcrumb, sitemap); the pages that show the first
 * few of a longer list show no more and link to the whole; and each list page
 * stays within the first round trip.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DIST, jsonLd, linksIn, normalise, readBuilt } from '../support/dist';
import {
  articles,
  caseStudies,
  courses,
  openJobs,
  people,
  readFolder,
  site,
  sitePages,
  TEST_BUILD_DATE,
} from '../support/site';
import { isUpcoming } from '../../src/lib/training/courses';
import { GOOGLE_COURSE_LIST } from '../support/google';
import { FIRST_FEW, PAGE_SIZE, pagePaths } from '../../src/lib/site/pagination';
import { readOne } from '../../src/content/read';
import {
  personArticlesPath,
  serviceArticlesPath,
  serviceCaseStudiesPath,
  servicePeoplePath,
} from '../../src/lib/site/routes';

const lists = readOne('pageText').lists;
const url = (path: string) => new URL(path, site.url).href;

interface List {
  /** The first page's route. */
  list: string;
  size: number;
  /** The items' routes, in the list's order; null: the order is the site's own (people). */
  items: string[];
  ordered: boolean;
  /** Where the list is on its pages. */
  within: string;
}

const tags = [...new Set(articles.flatMap((a) => a.data.tags))];
const services = readFolder('services');
/** Each person's and each service's published articles, newest first, with the route of the list of all of them. */
const groups = [
  ...people.map((p) => ({
    page: p.path,
    whole: personArticlesPath(p.slug),
    items: articles.filter((a) => a.data.authors.some((id) => id === p.slug)).map((a) => a.path),
  })),
  ...services.map((s) => ({
    page: `/${s.id}`,
    whole: serviceArticlesPath(s.id),
    items: articles.filter((a) => a.data.services.some((id) => id === s.id)).map((a) => a.path),
  })),
];
/** Each service's case studies (newest first) and people (in /about's order), with the route of the list of all of them. */
const serviceGroups = services.flatMap((s) => [
  {
    page: `/${s.id}`,
    within: '#in-practice',
    few: FIRST_FEW.serviceCaseStudies,
    whole: serviceCaseStudiesPath(s.id),
    size: PAGE_SIZE.caseStudies,
    listWithin: '#cases',
    items: caseStudies.filter((c) => c.data.services.some((id) => id === s.id)).map((c) => c.path),
    ordered: true,
  },
  {
    page: `/${s.id}`,
    within: '#people',
    few: FIRST_FEW.people,
    whole: servicePeoplePath(s.id),
    size: PAGE_SIZE.people,
    listWithin: '#people',
    items: people.filter((p) => p.data.services.some((id) => id === s.id)).map((p) => p.path),
    ordered: false,
  },
]);
const LISTS: List[] = [
  { list: '/careers', size: PAGE_SIZE.roles, items: openJobs.map((j) => j.path), ordered: true, within: '#open-roles' },
  { list: '/training', size: PAGE_SIZE.courses, items: courses.map((c) => c.path), ordered: true, within: '#courses' },
  {
    list: '/case-studies',
    size: PAGE_SIZE.caseStudies,
    items: caseStudies.map((c) => c.path),
    ordered: true,
    within: '#cases',
  },
  { list: '/about', size: PAGE_SIZE.people, items: people.map((p) => p.path), ordered: false, within: '#people' },
  {
    list: '/insights',
    size: PAGE_SIZE.articles,
    items: articles.map((a) => a.path),
    ordered: true,
    within: '#articles',
  },
  ...tags.map((t) => ({
    list: `/insights/tag/${t}`,
    size: PAGE_SIZE.articles,
    items: articles.filter((a) => a.data.tags.some((tag) => tag === t)).map((a) => a.path),
    ordered: true,
    within: 'main',
  })),
  // A person's or a service's articles, past the few their page shows.
  ...groups
    .filter((g) => g.items.length > FIRST_FEW.articles)
    .map((g) => ({ list: g.whole, size: PAGE_SIZE.articles, items: g.items, ordered: true, within: 'main' })),
  // A service's case studies and people, past the few its page shows.
  ...serviceGroups
    .filter((g) => g.items.length > g.few)
    .map((g) => ({ list: g.whole, size: g.size, items: g.items, ordered: g.ordered, within: g.listWithin })),
];

/** The whole list above each group's list: /case-studies above /case-studies/service/x. */
const groupOf = new Map(serviceGroups.map((g) => [g.whole, `/${g.whole.split('/')[1]}`]));

/** The items of `list` a built page links to, in order, each once. */
const itemsOn = (path: string, l: List) => {
  const known = new Set(l.items);
  const hrefs = linksIn(readBuilt(path).querySelector(l.within)).map((a) => a.href ?? '');
  return [...new Set(hrefs.filter((h) => known.has(h)))];
};

describe.each(LISTS.map((l) => [l.list, l] as const))('the list at %s', (_, l) => {
  const pages = pagePaths(l.list, l.items.length, l.size);

  it('has every item on exactly one page, in the list order, and no page over its size', () => {
    const onPages = pages.map((p) => itemsOn(p, l));
    for (const [i, items] of onPages.entries())
      expect(items.length, `${pages[i]} lists ${items.length}`).toBeLessThanOrEqual(l.size);
    const all = onPages.flat();
    expect(new Set(all).size, 'an item on two pages').toBe(all.length);
    if (l.ordered) expect(all).toEqual(l.items);
    else expect([...all].sort()).toEqual([...l.items].sort());
  });

  it('is built as exactly these pages, each in the list of pages and indexed', () => {
    const built = sitePages.filter((p) => p.path === l.list || p.path.startsWith(`${l.list}/page/`)).map((p) => p.path);
    expect(built.sort()).toEqual([...pages].sort());
    const sitemap = readFileSync(join(DIST, 'sitemap-0.xml'), 'utf8');
    for (const p of pages) expect(sitemap, p).toContain(`<loc>${url(p)}</loc>`);
  });

  it('links each page to the one before and after it, and a list of one page to none', () => {
    for (const [i, path] of pages.entries()) {
      const main = readBuilt(path).querySelector('main');
      const rel = (r: string) =>
        linksIn(main)
          .filter((a) => a.rel === r)
          .map((a) => a.href);
      expect(rel('prev'), path).toEqual(i > 0 ? [pages[i - 1]] : []);
      expect(rel('next'), path).toEqual(i < pages.length - 1 ? [pages[i + 1]] : []);
      const nav = main?.querySelector(`nav[aria-label="${lists.pagination}"], nav[data-list-pages]`);
      if (pages.length === 1) expect(nav, `${path}: controls on a list of one page`).toBeNull();
      else
        expect(normalise(nav?.textContent ?? '')).toContain(
          lists.pageOf.replace('{page}', String(i + 1)).replace('{last}', String(pages.length)),
        );
    }
  });

  it('gives a later page its own title, canonical URL and a breadcrumb up to the list', () => {
    for (const [i, path] of pages.entries()) {
      if (i === 0) continue;
      const doc = readBuilt(path);
      const h1 = normalise(doc.querySelector('h1')?.textContent ?? '');
      expect(h1, path).toContain(String(i + 1));
      expect(normalise(doc.querySelector('title')?.textContent ?? '')).toContain(h1);
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(url(path));
      const crumbs = linksIn(doc.querySelector('nav[aria-label="Breadcrumb"]')).map((a) => a.href);
      expect(crumbs, path).toContain(groupOf.get(l.list) ?? (l.list.startsWith('/insights/') ? '/insights' : l.list));
    }
  });

  it('keeps each page within the first round trip: at most 14,600 bytes of HTML gzipped at level 9', () => {
    for (const path of pages) {
      const bytes = gzipSync(readFileSync(join(DIST, `${path.slice(1)}.html`)), { level: 9 }).length;
      expect(bytes, `${path}: ${bytes} bytes`).toBeLessThanOrEqual(14_600);
    }
  });
});

describe('the open roles on their pages', () => {
  it('carry no JobPosting (each is on its role page, once) and every open role page has its own', () => {
    for (const p of pagePaths('/careers', openJobs.length, PAGE_SIZE.roles))
      expect(
        jsonLd(p).filter((d) => d['@type'] === 'JobPosting'),
        p,
      ).toEqual([]);
    for (const job of openJobs)
      expect(
        jsonLd(job.path).filter((d) => d['@type'] === 'JobPosting'),
        job.path,
      ).toHaveLength(1);
  });

  it('tell the filters every page of the list, so a filter looks through them all', () => {
    const pages = pagePaths('/careers', openJobs.length, PAGE_SIZE.roles);
    for (const p of pages) {
      const island = readBuilt(p).querySelector('#open-roles astro-island');
      const props = island?.getAttribute('props') ?? '';
      for (const other of pages) expect(props, p).toContain(JSON.stringify(other).slice(1, -1));
    }
  });
});

describe('the courses on their pages', () => {
  it("have on each page that shows as many as Google's course list asks an ItemList of that page's courses, in order", () => {
    for (const p of pagePaths('/training', courses.length, PAGE_SIZE.courses)) {
      const shown = itemsOn(p, LISTS[1] as List);
      const lists = jsonLd(p).filter((d) => d['@type'] === 'ItemList') as { itemListElement: { url: string }[] }[];
      expect(lists.map((l) => l.itemListElement.map((e) => e.url))).toEqual(
        shown.length >= GOOGLE_COURSE_LIST.minCourses ? [shown.map(url)] : [],
      );
    }
  });
});

describe('the upcoming sessions', () => {
  const upcoming = courses.flatMap((c) => c.data.sessions.filter((x) => isUpcoming(x, TEST_BUILD_DATE))).length;
  const pages = pagePaths('/training/sessions', upcoming, PAGE_SIZE.sessions);
  const rows = (path: string, within: string) => readBuilt(path).querySelectorAll(`${within} time[datetime]`).length;

  it('are each on one page of /training/sessions, none over its size, each page linking to the next', () => {
    const counts = pages.map((p) => rows(p, 'main'));
    for (const [i, n] of counts.entries()) expect(n, pages[i]).toBeLessThanOrEqual(PAGE_SIZE.sessions);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(upcoming);
    for (const [i, path] of pages.entries()) {
      const next = linksIn(readBuilt(path).querySelector('main')).filter((a) => a.rel === 'next');
      expect(next.map((a) => a.href)).toEqual(i < pages.length - 1 ? [pages[i + 1]] : []);
      const bytes = gzipSync(readFileSync(join(DIST, `${path.slice(1)}.html`)), { level: 9 }).length;
      expect(bytes, `${path}: ${bytes} bytes`).toBeLessThanOrEqual(14_600);
    }
  });

  it('/training shows the soonest few and links to all of them when there are more', () => {
    expect(rows('/training', '#sessions')).toBe(Math.min(upcoming, FIRST_FEW.sessions));
    const all = linksIn(readBuilt('/training').querySelector('#sessions')).some((a) => a.href === '/training/sessions');
    expect(all).toBe(upcoming > FIRST_FEW.sessions);
  });
});

describe('the first few of a longer list', () => {
  /** `items` in the list's order; for people (ordered by the site) only which and how many are checked. */
  const few = (path: string, within: string, items: string[], max: number, whole: string, ordered = true) => {
    const section = readBuilt(path).querySelector(within);
    if (items.length === 0) return;
    const known = new Set(items);
    const shown = [...new Set(linksIn(section).map((a) => a.href ?? ''))].filter((h) => known.has(h));
    if (ordered) expect(shown, `${path} ${within}`).toEqual(items.slice(0, max));
    else expect(shown, `${path} ${within}`).toHaveLength(Math.min(items.length, max));
    if (items.length > max)
      expect(
        linksIn(section).some((a) => a.href?.split('#')[0] === whole),
        `${path} ${within} links to ${whole}`,
      ).toBe(true);
  };

  it.each(['/', '/program'])('%s shows the newest case studies and links to all of them', (path) => {
    few(
      path,
      '#cases',
      caseStudies.map((c) => c.path),
      FIRST_FEW.caseStudies,
      '/case-studies',
    );
  });

  it.each(serviceGroups.map((g) => [`${g.page} ${g.within}`, g] as const))(
    '%s shows the first few and links to the list of all of them when there are more',
    (_, g) => {
      few(g.page, g.within, g.items, g.few, g.whole, g.ordered);
      expect(
        sitePages.some((p) => p.path === g.whole),
        `${g.whole} built`,
      ).toBe(g.items.length > g.few);
    },
  );

  it.each(groups.map((g) => [g.page, g] as const))(
    '%s shows the newest articles of its person or service and links to the list of all of them when there are more',
    (_, g) => {
      few(g.page, g.page.startsWith('/people/') ? '#articles' : '#insights', g.items, FIRST_FEW.articles, g.whole);
      const built = sitePages.some((p) => p.path === g.whole);
      expect(built, `${g.whole} built`).toBe(g.items.length > FIRST_FEW.articles);
    },
  );

  it('the test build has every kind of these lists (the fixtures)', () => {
    expect(groups.filter((g) => g.items.length > FIRST_FEW.articles).map((g) => g.page)).toEqual(
      expect.arrayContaining(['/people/jordan-avery', '/Cybersecurity']),
    );
    expect(serviceGroups.filter((g) => g.items.length > g.few).map((g) => g.whole)).toEqual(
      expect.arrayContaining([serviceCaseStudiesPath('Cybersecurity'), servicePeoplePath('Cybersecurity')]),
    );
  });
});
