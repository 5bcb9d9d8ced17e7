/**
 * Filters over a static list, kept in the address: the open roles on
 * /careers and the courses on /training. One chosen value is a page of its
 * own (filteredListPath: /careers/domain/robotics), the others go in the
 * query (?type=…). Each item of the list carries its values as data
 * attributes (filterData); the FilterBoard island hides the items that do
 * not match. Pure, importing only the pure routes, so the island stays
 * small. A value that is not one of the known ids is ignored.
 */
import { filteredListPath } from '../site/routes';

/** A filter of a list: its key in the address, its label, and its values with their labels. */
export interface ListFilter<K extends string = string> {
  key: K;
  label: string;
  options: readonly { value: string; label: string }[];
}

/** The chosen id per filter; null: all. */
export type Filters<K extends string> = Record<K, string | null>;
/** The ids each filter accepts. */
export type Allowed<K extends string> = Record<K, readonly string[]>;
/** An item's values per filter: one id, or several (a course in two topics, with sessions in two months). */
export type ItemValues<K extends string> = Record<K, string | readonly string[]>;

/** No filter chosen for any of `keys`. */
export function noFilters<K extends string>(keys: readonly K[]): Filters<K> {
  return Object.fromEntries(keys.map((k) => [k, null])) as Filters<K>;
}

const keysOf = <K extends string>(record: Record<K, unknown>) => Object.keys(record) as K[];

/** The filters a query string asks for, keeping only known ids. */
export function parseFilters<K extends string>(search: string, allowed: Allowed<K>): Filters<K> {
  const params = new URLSearchParams(search);
  const filters = noFilters(keysOf(allowed));
  for (const key of keysOf(allowed)) {
    const value = params.get(key);
    if (value !== null && allowed[key].includes(value)) filters[key] = value;
  }
  return filters;
}

/** The query string for the filters ("" when none), keeping any other parameters of `search`. */
export function filtersToSearch<K extends string>(filters: Filters<K>, search = ''): string {
  const params = new URLSearchParams(search);
  for (const key of keysOf(filters)) {
    const value = filters[key];
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/**
 * The filters an address asks for: a filtered list's page (filteredListPath, or a later page of it)
 * chooses its value, the query the others; a value in the query wins over the page's.
 */
export function filtersFromUrl<K extends string>(
  pathname: string,
  search: string,
  list: string,
  allowed: Allowed<K>,
): Filters<K> {
  const filters = parseFilters(search, allowed);
  for (const key of keysOf(allowed))
    for (const value of allowed[key]) {
      const page = filteredListPath(list, key, value);
      if (filters[key] === null && (pathname === page || pathname.startsWith(`${page}/`))) filters[key] = value;
    }
  return filters;
}

/**
 * The address of the list filtered to `filters`: the page of the first chosen
 * filter's value, so the address also works without JavaScript, with the
 * other chosen filters in the query; the list's own page when none is
 * chosen. Other parameters of `search` are kept.
 */
export function filtersUrl<K extends string>(filters: Filters<K>, list: string, search = ''): string {
  const first = keysOf(filters).find((key) => filters[key] !== null);
  const value = first === undefined ? null : filters[first];
  if (first === undefined || value === null) return `${list}${filtersToSearch(filters, search)}`;
  return `${filteredListPath(list, first, value)}${filtersToSearch({ ...filters, [first]: null }, search)}`;
}

/** Whether an item passes every chosen filter (one of its values is the chosen one). */
export function matchesFilters<K extends string>(item: ItemValues<K>, filters: Filters<K>): boolean {
  return keysOf(filters).every((key) => {
    const chosen = filters[key];
    const values = item[key];
    return chosen === null || (typeof values === 'string' ? values === chosen : values.includes(chosen));
  });
}

/** The attribute that marks an item of a filtered list. */
export const FILTER_ITEM = 'data-filter-item';
/** The attribute that marks the element holding a filtered list's items, where the items of its other pages join them. */
export const FILTER_LIST = 'data-filter-list';

/** An item's values as data attributes: { domain: 'robotics' } → { 'data-filter-domain': 'robotics' }; several joined by spaces. */
export function filterData<K extends string>(values: ItemValues<K>): Record<string, string> {
  const attributes: Record<string, string> = { [FILTER_ITEM]: '' };
  for (const key of keysOf(values)) {
    const value = values[key];
    attributes[`data-filter-${key}`] = typeof value === 'string' ? value : value.join(' ');
  }
  return attributes;
}

/** An item's values read back from its element's data attributes, for `keys`. */
export function valuesOf<K extends string>(dataset: DOMStringMap, keys: readonly K[]): ItemValues<K> {
  const capital = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);
  return Object.fromEntries(
    keys.map((k) => [k, (dataset[`filter${capital(k)}`] ?? '').split(' ').filter((v) => v !== '')]),
  ) as unknown as ItemValues<K>;
}

/** "1 open role", "3 open roles": the count above a filtered list. */
export function countText(n: number, text: { countOne: string; countMany: string }): string {
  return n === 1 ? text.countOne : text.countMany.replace('{count}', String(n));
}

/** The words of a filtered list, as the careers and training words name them. */
export interface ListWords {
  filtersLegend: string;
  filterAllOption: string;
  countOne: string;
  countMany: string;
  noMatch: string;
  noMatchLink: string;
}

/** The filter board's words (FilterBoard's `text`) from a page's words. */
export function boardText(t: ListWords) {
  const { filtersLegend: legend, filterAllOption: allLabel, countOne, countMany, noMatch, noMatchLink } = t;
  return { legend, allLabel, countOne, countMany, noMatch, noMatchLink };
}

/** One item of a filtered list (an open role, a course) as its card shows it. */
export interface CardItem {
  /** Unique in the list (a slug). */
  id: string;
  href: string;
  title: string;
  /** Short facts in a row: a role's domain, type, place and pay; a course's format, level, length and price. */
  facts: readonly string[];
  summary: string;
  /** A line under the summary, e.g. a course's next session. */
  note?: string | undefined;
  /** The values the list's filters (src/components/ui/FilterBoard) read, carried as data attributes. */
  filters?: ItemValues<string> | undefined;
}
