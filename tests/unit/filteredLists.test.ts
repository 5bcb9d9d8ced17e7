/** Lists filtered to one value, each a list of pages of its own (src/lib/site/filteredLists.ts), from small lists of their own. */
import { describe, expect, it } from 'vitest';
import {
  choicesOf,
  countedFilters,
  filteredListHead,
  filteredListPages,
  filteredListPaths,
  filterLinks,
  itemsWith,
} from '../../src/lib/site/filteredLists';
import { filteredListPath, listPagePath } from '../../src/lib/site/routes';
import { pagePaths } from '../../src/lib/site/pagination';
import { sitePages } from '../../src/lib/site/pages';
import { bareSiteContent, listWords } from '../support/siteContent';

const filters = [
  {
    key: 'colour',
    label: 'Colour',
    options: [
      { value: 'red', label: 'Red' },
      { value: 'blue', label: 'Blue' },
      { value: 'green', label: 'Green' },
    ],
  },
  { key: 'size', label: 'Size', options: [{ value: 's', label: 'Small' }] },
];
/** Seven items: red ones at every other place, blue at two, none green; sizes on some. */
const items = Array.from({ length: 7 }, (_, i) => ({
  id: `i${i}`,
  colour: i % 2 === 0 ? 'red' : i < 4 ? 'blue' : 'grey',
  size: i < 3 ? ['s'] : [],
}));
const valuesOf = (item: (typeof items)[number]) => ({ colour: item.colour, size: item.size });
const words = {
  ...listWords,
  filteredTitle: '{title} ({filter}: {value})',
  filteredDescription: '{filter}: {value}. {description}',
};

describe('the pages of a list and of its filtered lists', () => {
  const paths = filteredListPaths('/things', items, filters, valuesOf, 2);
  const routeOf = (page: string | undefined) => (page ? `/things/${page}` : '/things');

  it('are the whole list’s pages, then each value’s, at its own route, even a value no item has', () => {
    expect(paths.map((p) => routeOf(p.params.page))).toEqual([
      ...pagePaths('/things', 7, 2),
      ...pagePaths('/things/colour/red', 4, 2),
      ...pagePaths('/things/colour/blue', 2, 2),
      '/things/colour/green',
      ...pagePaths('/things/size/s', 3, 2),
    ]);
  });

  it('list exactly the items with their value, in the list’s order, and how many there are in all', () => {
    for (const choice of choicesOf(filters)) {
      const own = paths.filter((p) => p.props.filter?.key === choice.key && p.props.filter.value === choice.value);
      const expected = items.filter((item) =>
        ([valuesOf(item)[choice.key as 'colour']].flat() as string[]).includes(choice.value),
      );
      expect(own.flatMap((p) => p.props.list.items)).toEqual(expected);
      expect(new Set(own.map((p) => p.props.total))).toEqual(new Set([expected.length]));
      expect(own[0]?.props.filter?.valueLabel).toBe(choice.valueLabel);
    }
    const whole = paths.filter((p) => !p.props.filter);
    expect(whole.flatMap((p) => p.props.list.items)).toEqual(items);
  });

  it('count each value’s items', () => {
    const counted = countedFilters(filters, items, valuesOf);
    expect(counted.map((f) => f.options.map((o) => [o.value, o.count]))).toEqual([
      [
        ['red', 4],
        ['blue', 2],
        ['green', 0],
      ],
      [['s', 3]],
    ]);
    expect(itemsWith(items, valuesOf, { key: 'colour', value: 'green' })).toEqual([]);
  });

  it('are in the one list of pages with the same routes, titled by their value, an empty one kept from search engines', () => {
    const pages = filteredListPages('/things', 'Things', countedFilters(filters, items, valuesOf), 2, words);
    const built = paths.filter((p) => p.props.filter).map((p) => routeOf(p.params.page));
    expect(pages.map((p) => p.path)).toEqual(built);
    expect(pages.slice(0, 2).map((p) => p.title)).toEqual(['Things (Colour: Red)', 'Things (Colour: Red), page 2']);
    expect(pages.filter((p) => !p.indexed).map((p) => p.path)).toEqual(['/things/colour/green']);
  });
});

describe('the head of a filtered list’s page', () => {
  const whole = { title: 'Things', description: 'Every thing we have.' };
  const red = { key: 'colour', label: 'Colour', value: 'red', valueLabel: 'Red' };

  it('says what the list is filtered to, with a breadcrumb up through the whole list', () => {
    const head = filteredListHead('/things', whole, red, { number: 1, last: 2 }, words, 'Example');
    expect(head.title).toBe('Things (Colour: Red)');
    expect(head.description).toBe('Colour: Red. Every thing we have.');
    expect(head.lead).toBeUndefined();
    expect(head.trail?.map((c) => [c.label, c.href])).toEqual([
      ['Home', '/'],
      ['Things', '/things'],
      ['Things (Colour: Red)', '/things/colour/red'],
    ]);
    expect(head.nav.next?.href).toBe('/things/colour/red/page/2');
  });

  it('titles a later page by its number, with a breadcrumb through the filtered list', () => {
    const head = filteredListHead('/things', whole, red, { number: 2, last: 2 }, words, 'Example');
    expect(head.title).toBe('Things (Colour: Red), page 2');
    expect(head.metaTitle).toBe(head.title);
    expect(head.trail?.map((c) => c.href)).toEqual(['/', '/things', '/things/colour/red', '/things/colour/red/page/2']);
    expect(head.nav.previous?.href).toBe('/things/colour/red');
    expect(head.nav.next).toBeUndefined();
  });
});

describe('the filters as links', () => {
  it('on the whole list: "All" is this list, each value its own list', () => {
    const { current, groups } = filterLinks('/things', filters, 'All');
    expect(current).toBe('/things');
    expect(groups.map((g) => g.links.map((l) => l.href))).toEqual([
      ['/things', '/things/colour/red', '/things/colour/blue', '/things/colour/green'],
      ['/things', '/things/size/s'],
    ]);
    expect(groups.map((g) => g.label)).toEqual(['Colour', 'Size']);
  });

  it('on a filtered list: its filter’s "All" drops it, the others’ "All" is this list, marked current', () => {
    const { current, groups } = filterLinks('/things', filters, 'All', { key: 'colour', value: 'blue' });
    expect(current).toBe(filteredListPath('/things', 'colour', 'blue'));
    expect(groups.map((g) => g.links[0]?.href)).toEqual(['/things', current]);
    expect(groups[0]?.links.filter((l) => l.href === current).map((l) => l.label)).toEqual(['Blue']);
  });
});

describe('the filtered lists in the list of pages', () => {
  const content = (roles: number) =>
    bareSiteContent({
      filters: {
        roles: [{ key: 'domain', label: 'Domain', options: [{ value: 'robotics', label: 'Robotics', count: roles }] }],
        courses: [{ key: 'format', label: 'Format', options: [{ value: 'live-online', label: 'Live', count: 3 }] }],
      },
    });

  it('are filtered-list pages, in their list’s section, each page of each value', () => {
    const pages = sitePages(content(16)).filter((p) => p.kind === 'filtered-list');
    expect(pages.map((p) => [p.path, p.title, p.section, p.indexed])).toEqual([
      ['/careers/domain/robotics', 'Careers (Domain: Robotics)', 'Careers', true],
      [listPagePath('/careers/domain/robotics', 2), 'Careers (Domain: Robotics), page 2', 'Careers', true],
    ]);
  });

  it('keep an empty value’s list from search engines; the courses’ only when there are courses', () => {
    const withCourses = { ...content(0), courses: [{ id: 'c', title: 'C' }] };
    expect(
      sitePages(withCourses)
        .filter((p) => p.kind === 'filtered-list')
        .map((p) => [p.path, p.indexed]),
    ).toEqual([
      ['/careers/domain/robotics', false],
      ['/training/format/live-online', true],
    ]);
  });
});
