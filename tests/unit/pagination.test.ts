/** The one pagination helper (src/lib/site/pagination.ts) and the routes of a list's pages, with their own small lists. */
import { describe, expect, it } from 'vitest';
import {
  FIRST_FEW,
  firstFew,
  listPageHead,
  listPageText,
  listPaths,
  moreLink,
  PAGE_SIZE,
  pageCount,
  pageLinks,
  pagePaths,
  pagesOf,
  withinLength,
} from '../../src/lib/site/pagination';
import { listPageParam, listPagePath } from '../../src/lib/site/routes';
import { sitePages } from '../../src/lib/site/pages';
import { bareSiteContent, listWords } from '../support/siteContent';
import { TAG_IDS } from '../../src/content/schema';

const words = listWords;
const letters = (n: number) => Array.from({ length: n }, (_, i) => String.fromCharCode(97 + i));

describe('the pages of a list', () => {
  it.each([
    [0, 2, 1],
    [1, 2, 1],
    [2, 2, 1],
    [3, 2, 2],
    [4, 2, 2],
    [5, 2, 3],
    [7, 1, 7],
  ])('%i items at %i a page take %i pages', (count, size, pages) => {
    expect(pageCount(count, size)).toBe(pages);
  });

  it.each([
    [0, 2, [[]]],
    [1, 2, [['a']]],
    [2, 2, [['a', 'b']]],
    [3, 2, [['a', 'b'], ['c']]],
    [5, 2, [['a', 'b'], ['c', 'd'], ['e']]],
  ])('%i items at %i a page: %j', (count, size, expected) => {
    const pages = pagesOf(letters(count), size);
    expect(pages.map((p) => p.items)).toEqual(expected);
    expect(pages.map((p) => p.number)).toEqual(expected.map((_, i) => i + 1));
    expect(new Set(pages.map((p) => p.last))).toEqual(new Set([expected.length]));
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses a page size of %d', (size) => {
    expect(() => pagesOf(['a'], size)).toThrow(/page size/);
  });

  it('keeps every item on exactly one page, in order, none over the size', () => {
    for (let count = 0; count <= 13; count++)
      for (let size = 1; size <= 5; size++) {
        const pages = pagesOf(letters(count), size);
        expect(pages.flatMap((p) => p.items)).toEqual(letters(count));
        for (const p of pages) expect(p.items.length).toBeLessThanOrEqual(size);
        // Only the last page may be short, and only an empty list has an empty page.
        for (const p of pages.slice(0, -1)) expect(p.items).toHaveLength(size);
        expect(pages.at(-1)?.items.length ?? 0).toBe(count === 0 ? 0 : count - (pages.length - 1) * size);
      }
  });

  it('has a whole number from 1 as every page size and first few', () => {
    for (const n of [...Object.values(PAGE_SIZE), ...Object.values(FIRST_FEW)]) {
      expect(Number.isInteger(n)).toBe(true);
      expect(n).toBeGreaterThan(0);
    }
  });
});

describe('the routes of the pages', () => {
  it.each([
    ['/careers', 1, '/careers', undefined],
    ['/careers', 2, '/careers/page/2', 'page/2'],
    ['/insights/tag/data', 3, '/insights/tag/data/page/3', 'page/3'],
    ['/about', 10, '/about/page/10', 'page/10'],
    ['/training', 0, '/training', undefined],
  ])('%s, page %i → %s', (list, page, path, param) => {
    expect(listPagePath(list, page)).toBe(path);
    expect(listPageParam(page)).toBe(param);
  });

  it('gives each page a static path whose rest parameter is its route under the list', () => {
    const paths = listPaths(letters(5), 2, { topic: 't' });
    expect(paths.map((p) => p.params.page)).toEqual([undefined, 'page/2', 'page/3']);
    expect(paths.map((p) => p.props.list.items)).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    expect(paths.every((p) => p.props.topic === 't')).toBe(true);
    expect(paths.map((p) => ['/x', p.params.page].filter(Boolean).join('/'))).toEqual(pagePaths('/x', 5, 2));
  });

  it.each([
    [1, 1, {}],
    [1, 3, { next: { label: 'On', href: '/x/page/2' } }],
    [2, 3, { previous: { label: 'Back', href: '/x' }, next: { label: 'On', href: '/x/page/3' } }],
    [3, 3, { previous: { label: 'Back', href: '/x/page/2' } }],
  ])('page %i of %i links %j', (number, last, links) => {
    expect(pageLinks('/x', { number, last }, words)).toEqual(links);
  });

  it.each([
    [1, 1, 'Careers', 'All roles.'],
    [1, 4, 'Careers', 'All roles.'],
    [2, 4, 'Careers, page 2', 'More Careers: page 2.'],
  ])('page %i of %i is titled %j and described %j', (number, last, title, description) => {
    const text = listPageText('/careers', { number, last }, { title: 'Careers', description: 'All roles.' }, words);
    expect(text.title).toBe(title);
    expect(text.description).toBe(description);
    expect(text.nav.label).toBe('Pages');
    expect(text.nav.status).toBe(`Page ${number} of ${last}`);
  });
});

describe('the description of a later page', () => {
  const first = 'x'.repeat(160);
  it.each([
    ['Page 2: short', 'Page 2: short'],
    [`Page 2: ${'word '.repeat(40)}`, `Page 2: ${'word '.repeat(30).trim()}…`],
    [`Page 10: ${first}`, 'Page 10…'],
  ])('%j → %j', (description, expected) => {
    expect(withinLength(description)).toBe(expected);
    expect(withinLength(description).length).toBeLessThanOrEqual(160);
  });

  it("is the first page's with its number, cut to 160 characters at a word", () => {
    const text = listPageText(
      '/x',
      { number: 12, last: 12 },
      { title: 'X', description: 'Open roles in robotics and cloud, '.repeat(5).slice(0, 158) },
      { ...words, pageDescription: 'Page {page}: {description}' },
    );
    expect(text.description.startsWith('Page 12: Open roles')).toBe(true);
    expect(text.description.length).toBeGreaterThanOrEqual(140);
    expect(text.description.length).toBeLessThanOrEqual(160);
    expect(text.description.endsWith('…')).toBe(true);
  });
});

describe('the first few of a longer list', () => {
  const whole = { label: 'All', href: '/case-studies' };

  it.each([
    [0, 3, [], false],
    [3, 3, ['a', 'b', 'c'], false],
    [4, 3, ['a', 'b', 'c'], true],
  ])('%i items, %i shown: %j, more: %s', (count, few, items, more) => {
    expect(firstFew(letters(count), few)).toEqual({ items, more });
  });

  it.each([
    [false, undefined, undefined],
    [true, undefined, whole],
    [true, { href: '/case-studies' }, undefined],
    [true, { href: '/case-studies#cases' }, undefined],
    [true, { href: '/insights' }, whole],
  ])('more: %s, section link %j → %j', (more, sectionLink, expected) => {
    expect(moreLink({ more }, whole, sectionLink)).toEqual(expected);
  });
});

describe('the later pages in the list of pages', () => {
  const base = bareSiteContent();
  const many = (n: number, open = true) =>
    Array.from({ length: n }, (_, i) => ({ id: `x${i}`, title: `X${i}`, name: `X${i}`, open, services: [] }));

  it('has one page per list when each fits, and the first later page of each past its size', () => {
    const fits = sitePages({
      ...base,
      jobs: many(PAGE_SIZE.roles),
      courses: many(PAGE_SIZE.courses),
      cases: many(PAGE_SIZE.caseStudies),
      people: many(PAGE_SIZE.people),
    });
    // Every upcoming session is on /training/sessions, whatever their number.
    expect(fits.filter((p) => p.kind === 'list-page').map((p) => p.path)).toEqual(['/training/sessions']);
    const over = sitePages({
      ...base,
      // Closed roles are not listed: only the open ones count.
      jobs: [...many(PAGE_SIZE.roles + 1), ...many(PAGE_SIZE.roles, false).map((j) => ({ ...j, id: `c-${j.id}` }))],
      courses: many(PAGE_SIZE.courses + 1),
      cases: many(PAGE_SIZE.caseStudies + 1),
      people: many(PAGE_SIZE.people * 2 + 1),
      sessions: { title: 'Upcoming sessions', count: PAGE_SIZE.sessions + 1 },
      articles: Array.from({ length: PAGE_SIZE.articles + 1 }, (_, i) => ({
        id: `a${i}`,
        title: `A${i}`,
        tags: [TAG_IDS[0]],
        authors: [],
        services: [],
        lastmod: '2026-01-01',
      })),
    });
    const later = over.filter((p) => p.kind === 'list-page');
    expect(later.map((p) => [p.path, p.title, p.section, p.indexed])).toEqual([
      ['/insights/page/2', 'Insights, page 2', 'Insights', true],
      [`/insights/tag/${TAG_IDS[0]}/page/2`, `On ${TAG_IDS[0]}, page 2`, 'Insights', true],
      ['/careers/page/2', 'Careers, page 2', 'Careers', true],
      ['/training/page/2', 'Training, page 2', 'Training', true],
      ['/training/sessions', 'Upcoming sessions', 'Training', true],
      ['/training/sessions/page/2', 'Upcoming sessions, page 2', 'Training', true],
      ['/case-studies/page/2', 'Case-studies, page 2', 'Case-studies', true],
      ['/about/page/2', 'About us, page 2', 'About us', true],
      ['/about/page/3', 'About us, page 3', 'About us', true],
    ]);
  });
});

describe('listPageHead', () => {
  const first = { title: 'Careers', description: 'All roles.', metaTitle: 'Open roles', lead: 'Work with us.' };
  const own = [{ label: 'Home', href: '/' }];

  it('keeps the first page its own title, lead and breadcrumb', () => {
    const head = listPageHead('/careers', { number: 1, last: 3 }, first, words, 'Example', own);
    expect(head).toMatchObject({ title: 'Careers', metaTitle: 'Open roles', lead: 'Work with us.', trail: own });
  });

  it('titles a later page by its number, without the lead, with a breadcrumb up to the list', () => {
    const head = listPageHead('/careers', { number: 2, last: 3 }, first, words, 'Example', own);
    expect(head.lead).toBeUndefined();
    expect(head.metaTitle).toBe(head.title);
    expect(head.title).not.toBe('Careers');
    expect(head.trail?.map((c) => c.href)).toEqual(['/', '/careers', '/careers/page/2']);
    expect(head.trail?.at(-1)?.label).toBe(head.title);
  });

  it('leads a later page’s breadcrumb through the steps above the list (the whole list above a filtered one)', () => {
    const above = [{ label: 'Careers', href: '/careers' }];
    const head = listPageHead('/careers/type/contract', { number: 3, last: 3 }, first, words, 'Example', own, above);
    expect(head.trail?.map((c) => c.href)).toEqual([
      '/',
      '/careers',
      '/careers/type/contract',
      '/careers/type/contract/page/3',
    ]);
  });
});

describe("the lists of all of an entry's items, where its page shows the first few", () => {
  const service = { id: 'Cloud', title: 'Cloud', category: 'it' as const };
  const cases = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ id: `c${i}`, title: `C${i}`, services: ['Cloud'] }));
  const people = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ id: `p${i}`, name: `P${i}`, services: ['Cloud'] }));
  const CASES = 'case-study-group';
  const PEOPLE = 'people-group';

  it.each([
    [FIRST_FEW.serviceCaseStudies, CASES, []],
    [FIRST_FEW.serviceCaseStudies + 1, CASES, [['/case-studies/service/Cloud', 'Cases: Cloud']]],
    [
      PAGE_SIZE.caseStudies + 1,
      CASES,
      [
        ['/case-studies/service/Cloud', 'Cases: Cloud'],
        ['/case-studies/service/Cloud/page/2', 'Cases: Cloud, page 2'],
      ],
    ],
    [FIRST_FEW.people, PEOPLE, []],
    [FIRST_FEW.people + 1, PEOPLE, [['/about/service/Cloud', 'Team: Cloud']]],
  ] as const)('a service with %i items of a %s: the pages %j', (n, kind, expected) => {
    const content = kind === CASES ? { cases: cases(n) } : { people: people(n) };
    const pages = sitePages(bareSiteContent({ services: [service], ...content })).filter((p) => p.kind === kind);
    expect(pages.map((p) => [p.path, p.title])).toEqual(expected);
  });
});
