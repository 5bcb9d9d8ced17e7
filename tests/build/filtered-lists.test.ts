/**
 * The open roles and the courses filtered to one value, each a list of pages
 * of its own (src/lib/site/filteredLists.ts), read from dist/ and derived
 * from the content: for every value of every filter, its pages together list
 * exactly the open roles or courses that have it, in the list's order, none
 * over its size, linked one to the next, each titled by its value, in the
 * sitemap unless empty, and within the first round trip; the filters are
 * links without JavaScript, and every link to a filtered list anywhere in
 * the built site leads to a built page.
 */
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DIST, distFile, jsonLd, linksIn, normalise, readBuilt } from '../support/dist';
import { GOOGLE_COURSE_LIST } from '../support/google';
import {
  allRoutes,
  capabilities,
  careersText,
  courseFilterValues,
  readFolder,
  roleFilterValues,
  site,
  trainingText,
  type FilterValue,
} from '../support/site';
import { PAGE_SIZE, pagePaths } from '../../src/lib/site/pagination';
import { readOne } from '../../src/content/read';

const url = (path: string) => new URL(path, site.url).href;
const sitemap = readFileSync(`${DIST}/sitemap-0.xml`, 'utf8');
const services = new Map(readFolder('services').map((s) => [s.id, s.data.title]));
const month = (m: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${m}-01`));

interface List {
  list: string;
  size: number;
  within: string;
  legend: string;
  /** Each filter's label, by key. */
  labels: Record<string, string>;
  values: FilterValue[];
  /** A value as the site names it. */
  name: (v: FilterValue) => string;
  /** Whether a page of it with enough items carries them as an ItemList (Google's course list). */
  itemList: boolean;
}

const LISTS: List[] = [
  {
    list: '/careers',
    size: PAGE_SIZE.roles,
    within: '#open-roles',
    legend: careersText.filtersLegend,
    labels: {
      domain: careersText.filterDomainLabel,
      type: careersText.filterTypeLabel,
      workplace: careersText.filterWorkplaceLabel,
    },
    values: roleFilterValues,
    name: (v) =>
      v.key === 'domain'
        ? (capabilities.find((c) => c.id === v.value)?.name ?? '')
        : v.key === 'type'
          ? careersText.employmentTypes[v.value as keyof typeof careersText.employmentTypes]
          : careersText.workplaces[v.value as keyof typeof careersText.workplaces],
    itemList: false,
  },
  {
    list: '/training',
    size: PAGE_SIZE.courses,
    within: '#courses',
    legend: trainingText.filtersLegend,
    labels: {
      format: trainingText.filterFormatLabel,
      topic: trainingText.filterTopicLabel,
      month: trainingText.filterMonthLabel,
    },
    values: courseFilterValues,
    name: (v) =>
      v.key === 'format'
        ? trainingText.formats[v.value as keyof typeof trainingText.formats]
        : v.key === 'topic'
          ? (services.get(v.value) ?? '')
          : month(v.value),
    itemList: true,
  },
];

const pathOf = (l: List, v: FilterValue) => `${l.list}/${v.key}/${v.value}`;
/** The links of a page's filters without JavaScript: the navigation named by the filters' legend. */
const filterNav = (path: string, legend: string) => readBuilt(path).querySelector(`nav[aria-label="${legend}"]`);

describe.each(LISTS.map((l) => [l.list, l] as const))('%s filtered to each value', (_, l) => {
  const cases = l.values.map((v) => [`${v.key}=${v.value}`, v] as const);

  it.each(cases)('%s: its pages list exactly the items that have it, in order, linked one to the next', (_, v) => {
    const pages = pagePaths(pathOf(l, v), v.items.length, l.size);
    const known = new Set(l.values.flatMap((x) => x.items));
    const onPages = pages.map((p) => {
      const hrefs = linksIn(readBuilt(p).querySelector(l.within)).map((a) => a.href ?? '');
      return [...new Set(hrefs.filter((h) => known.has(h)))];
    });
    for (const [i, items] of onPages.entries()) expect(items.length, pages[i]).toBeLessThanOrEqual(l.size);
    expect(onPages.flat()).toEqual(v.items);
    // A page's ItemList holds its items, and only where there are as many as Google's course list asks.
    for (const [i, items] of onPages.entries()) {
      const lists = jsonLd(pages[i] ?? '').filter((d) => d['@type'] === 'ItemList');
      const urls = lists.map((d) => (d['itemListElement'] as { url: string }[]).map((e) => e.url));
      expect(urls, pages[i]).toEqual(
        l.itemList && items.length >= GOOGLE_COURSE_LIST.minCourses ? [items.map(url)] : [],
      );
    }
    for (const [i, path] of pages.entries()) {
      const rel = (r: string) =>
        linksIn(readBuilt(path).querySelector('main'))
          .filter((a) => a.rel === r)
          .map((a) => a.href);
      expect(rel('prev'), path).toEqual(i > 0 ? [pages[i - 1]] : []);
      expect(rel('next'), path).toEqual(i < pages.length - 1 ? [pages[i + 1]] : []);
    }
  });

  it.each(cases)('%s: each page says what it is filtered to, and is listed for search engines unless empty', (_, v) => {
    const pages = pagePaths(pathOf(l, v), v.items.length, l.size);
    for (const [i, path] of pages.entries()) {
      const doc = readBuilt(path);
      const h1 = normalise(doc.querySelector('h1')?.textContent ?? '');
      expect(h1, path).toContain(l.name(v));
      if (i > 0) expect(h1, path).toContain(String(i + 1));
      expect(normalise(doc.querySelector('title')?.textContent ?? '')).toContain(l.name(v));
      const crumbs = linksIn(doc.querySelector('nav[aria-label="Breadcrumb"]')).map((a) => a.href);
      expect(crumbs, path).toContain(l.list);
      if (i > 0) expect(crumbs, path).toContain(pathOf(l, v));
      const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute('href');
      const robots = doc.querySelector('meta[name="robots"]')?.getAttribute('content');
      if (v.items.length > 0) {
        expect(canonical, path).toBe(url(path));
        expect(sitemap, path).toContain(`<loc>${url(path)}</loc>`);
      } else {
        expect(robots, path).toBe('noindex');
        expect(sitemap, path).not.toContain(`<loc>${url(path)}</loc>`);
      }
      // Pagefind indexes the roles and courses themselves, not the lists of them.
      expect(doc.querySelector('[data-pagefind-body]'), path).toBeNull();
      const bytes = gzipSync(readFileSync(distFile(path)), { level: 9 }).length;
      expect(bytes, `${path}: ${bytes} bytes`).toBeLessThanOrEqual(14_600);
    }
  });

  it.each(cases)('%s: its filters start with the value chosen, over every page of the whole list', (_, v) => {
    const island = readBuilt(pathOf(l, v)).querySelector(`${l.within} astro-island`);
    const props = JSON.parse(island?.getAttribute('props') ?? '{}') as Record<string, unknown>;
    expect(JSON.stringify(props['chosen'])).toBe(JSON.stringify([0, { key: [0, v.key], value: [0, v.value] }]));
    expect(JSON.stringify(props['list'])).toBe(JSON.stringify([0, l.list]));
    const whole = new Set(l.values.flatMap((x) => x.items)).size;
    const pages = (props['pages'] as [number, [number, string][]])[1].map(([, p]) => p);
    expect(pages[0]).toBe(l.list);
    expect(pages.length).toBeGreaterThanOrEqual(Math.ceil(whole / l.size));
  });

  it('has the filters as links on the whole list and on each filtered list: "All" then each value, the current marked', () => {
    const here = [l.list, ...l.values.map((v) => pathOf(l, v))];
    for (const path of here) {
      const nav = filterNav(path, l.legend);
      expect(nav, `${path}: the filters as links`).not.toBeNull();
      const groups = nav?.querySelectorAll('[role="group"]') ?? [];
      expect(groups.map((g) => normalise(g.querySelector('span')?.textContent ?? ''))).toEqual(Object.values(l.labels));
      for (const [i, key] of Object.keys(l.labels).entries()) {
        const links = linksIn(groups[i]);
        const values = l.values.filter((v) => v.key === key);
        expect(
          links.map((a) => a.text),
          `${path} ${key}`,
        ).toEqual([readOne(l.list === '/careers' ? 'careers' : 'training').filterAllOption, ...values.map(l.name)]);
        expect(links.slice(1).map((a) => a.href)).toEqual(values.map((v) => pathOf(l, v)));
      }
      const current = nav?.querySelectorAll('a[aria-current="page"]').map((a) => a.getAttribute('href')) ?? [];
      expect(new Set(current), path).toEqual(new Set([path]));
    }
  });
});

describe('links to a filtered list', () => {
  const prefixes = LISTS.flatMap((l) => Object.keys(l.labels).map((key) => `${l.list}/${key}/`));

  it('lead, from every built page, to a built page', () => {
    let seen = 0;
    for (const route of allRoutes()) {
      for (const a of linksIn(readBuilt(route.path).querySelector('body'))) {
        const path = (a.href ?? '').split(/[?#]/)[0] ?? '';
        if (!prefixes.some((p) => path.startsWith(p))) continue;
        seen += 1;
        expect(existsSync(distFile(path)), `${route.path} links to ${a.href}`).toBe(true);
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it("from a service page's courses and the capabilities slider, are the filtered list's page, not a query", () => {
    for (const [topic] of services) {
      const links = linksIn(readBuilt(`/${topic}`).querySelector('#courses')).map((a) => a.href ?? '');
      const taught = courseFilterValues.some((v) => v.key === 'topic' && v.value === topic);
      expect(links.includes(`/training/topic/${topic}#courses`), topic).toBe(taught);
    }
    for (const path of ['/', '/program']) {
      const hrefs = linksIn(readBuilt(path).querySelector('[data-carousel]')).map((a) => a.href ?? '');
      expect(hrefs.length, path).toBeGreaterThan(0);
      for (const href of hrefs) expect(href, path).toMatch(/^\/careers\/domain\/[^?]+#open-roles$/);
    }
  });
});
