/**
 * Lists whose filters work without JavaScript (the open roles, the courses):
 * for each value of each filter, the items that have it are a list of their
 * own, at filteredListPath (src/lib/site/routes.ts), cut into pages as the
 * whole list is; the filters are links between these lists (FilterLinks),
 * and on each one the FilterBoard island starts with its value chosen. One
 * value at a time (see filteredListPath). Every value a filter offers has
 * its list, even one no item has now, so no filter link leads nowhere; such
 * an empty list says so and is kept from search engines. Pure.
 */
import { filteredListPath, listPagePath, trail, type Crumb } from './routes';
import { listPageHead, listPaths, pageCount, withinLength, type ListPage, type ListWords } from './pagination';
import { matchesFilters, type ItemValues, type ListFilter } from '../utils/listFilters';
import { fill } from '../utils/fill';

/** A list filtered to one value: the filter's key and label, the value and its label. */
export interface FilterChoice {
  key: string;
  label: string;
  value: string;
  valueLabel: string;
}

/** The words of a filtered list (pageText's `lists`): {title} is the whole list's, {filter} the filter's label, {value} the value's. */
export interface FilteredListWords extends ListWords {
  filteredTitle: string;
  /** With {filter}, {value} and {description} (the whole list's). */
  filteredDescription: string;
}

/** Every value of every filter, in order. */
export function choicesOf(filters: readonly ListFilter[]): FilterChoice[] {
  return filters.flatMap((f) =>
    f.options.map((o) => ({ key: f.key, label: f.label, value: o.value, valueLabel: o.label })),
  );
}

/** The items that have `choice`'s value, in the list's order. */
export function itemsWith<T>(
  items: readonly T[],
  valuesOf: (item: T) => ItemValues<string>,
  choice: Pick<FilterChoice, 'key' | 'value'>,
): T[] {
  return items.filter((item) => matchesFilters(valuesOf(item), { [choice.key]: choice.value }));
}

/** A filtered list is listed for search engines only when it has items: an empty one is a page with nothing on it. */
export const listedFilteredList = (count: number): boolean => count > 0;

/**
 * The static paths of a list's pages and of each of its filtered lists',
 * for the list's rest parameter ([...page].astro): the whole list's ("",
 * "page/2" …), then each value's ("domain/robotics", "domain/robotics/page/2"
 * …). Each page gets its list's filter (none on the whole list's) and how
 * many items its list has on all its pages.
 */
export function filteredListPaths<T>(
  list: string,
  items: readonly T[],
  filters: readonly ListFilter[],
  valuesOf: (item: T) => ItemValues<string>,
  size: number,
): { params: { page: string | undefined }; props: { list: ListPage<T>; total: number; filter?: FilterChoice } }[] {
  const whole = listPaths(items, size, { total: items.length });
  const filtered = choicesOf(filters).flatMap((filter) => {
    const path = filteredListPath(list, filter.key, filter.value);
    const matching = itemsWith(items, valuesOf, filter);
    return listPaths(matching, size, { total: matching.length, filter }).map(({ props }) => ({
      params: { page: listPagePath(path, props.list.number).slice(list.length + 1) },
      props,
    }));
  });
  return [...whole, ...filtered];
}

/** A filtered list's heading: "Careers (Domain: Robotics)". */
export function filteredTitle(template: string, listTitle: string, choice: FilterChoice): string {
  return fill(template, { title: listTitle, filter: choice.label, value: choice.valueLabel });
}

/**
 * What the layout shows of a page of a filtered list: titled by its value
 * (and past the first page by its number), without the whole list's lead,
 * with a breadcrumb up through the whole list.
 */
export function filteredListHead(
  list: string,
  whole: { title: string; description: string },
  choice: FilterChoice,
  page: Pick<ListPage<unknown>, 'number' | 'last'>,
  words: FilteredListWords,
  companyName: string,
) {
  const path = filteredListPath(list, choice.key, choice.value);
  const title = filteredTitle(words.filteredTitle, whole.title, choice);
  const values = { filter: choice.label, value: choice.valueLabel, description: whole.description };
  const description = withinLength(fill(words.filteredDescription, values));
  const up: Crumb[] = [{ label: whole.title, href: list }];
  const first = trail(companyName, up, { label: title, href: path });
  return listPageHead(path, page, { title, description }, words, companyName, first, up);
}

/**
 * What a page of a list with filters shows around its items: its head (the
 * whole list's page, or a filtered list's), its filters as links, and whether
 * search engines are told to skip it (an empty filtered list).
 */
export function filterableListPage(options: {
  list: string;
  whole: { title: string; description: string; metaTitle?: string | undefined; lead?: string | undefined };
  page: Pick<ListPage<unknown>, 'number' | 'last'>;
  /** The value its list is filtered to; none on the whole list's pages. */
  filter: FilterChoice | undefined;
  /** How many items its list has on all its pages. */
  total: number;
  filters: readonly ListFilter[];
  allLabel: string;
  words: FilteredListWords;
  companyName: string;
}) {
  const { list, whole, page, filter, words, companyName } = options;
  const { nav, ...head } = filter
    ? filteredListHead(list, whole, filter, page, words, companyName)
    : listPageHead(list, page, whole, words, companyName);
  return {
    head,
    nav,
    links: filterLinks(list, options.filters, options.allLabel, filter),
    noindex: !!filter && !listedFilteredList(options.total),
  };
}

/** One filter as links (FilterLinks): its label, then "All" and each value's list. */
export interface FilterLinkGroup {
  key: string;
  label: string;
  links: { label: string; href: string }[];
}

/**
 * The filters as links, one value at a time: in each filter "All" (that
 * filter dropped: the whole list from its own filter's links, this list
 * from the others') then each value's list; `current`, the list this page
 * is of, whose links are marked.
 */
export function filterLinks(
  list: string,
  filters: readonly ListFilter[],
  allLabel: string,
  choice?: Pick<FilterChoice, 'key' | 'value'>,
): { current: string; groups: FilterLinkGroup[] } {
  const current = choice ? filteredListPath(list, choice.key, choice.value) : list;
  return {
    current,
    groups: filters.map((f) => ({
      key: f.key,
      label: f.label,
      links: [
        { label: allLabel, href: choice?.key === f.key ? list : current },
        ...f.options.map((o) => ({ label: o.label, href: filteredListPath(list, f.key, o.value) })),
      ],
    })),
  };
}

/** A filter with how many items have each of its values. */
export interface CountedFilter extends ListFilter {
  options: readonly { value: string; label: string; count: number }[];
}

/** Each filter's values with how many of `items` have each. */
export function countedFilters<T>(
  filters: readonly ListFilter[],
  items: readonly T[],
  valuesOf: (item: T) => ItemValues<string>,
): CountedFilter[] {
  return filters.map((f) => ({
    ...f,
    options: f.options.map((o) => ({
      ...o,
      count: itemsWith(items, valuesOf, { key: f.key, value: o.value }).length,
    })),
  }));
}

/** Every page of a list's filtered lists, for the one list of pages (src/lib/site/pages.ts), with its title. */
export function filteredListPages(
  list: string,
  listTitle: string,
  filters: readonly CountedFilter[],
  size: number,
  words: Pick<FilteredListWords, 'filteredTitle' | 'pageTitle'>,
): { path: string; title: string; indexed: boolean }[] {
  return filters.flatMap((f) =>
    f.options.flatMap((o) => {
      const title = filteredTitle(words.filteredTitle, listTitle, {
        key: f.key,
        label: f.label,
        value: o.value,
        valueLabel: o.label,
      });
      return Array.from({ length: pageCount(o.count, size) }, (_, i) => ({
        path: listPagePath(filteredListPath(list, f.key, o.value), i + 1),
        title: i === 0 ? title : fill(words.pageTitle, { title, page: i + 1 }),
        indexed: listedFilteredList(o.count),
      }));
    }),
  );
}
