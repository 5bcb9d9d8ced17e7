/**
 * The open-roles filters and the URL query that holds them
 * (?domain=…&type=…&workplace=…). Pure; the list island imports it, so it
 * imports only the pure routes. A value that is not one of the known ids is ignored.
 */
import { openRolesPath } from './routes';

export const FILTER_KEYS = ['domain', 'type', 'workplace'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** The chosen id per filter; null: all. */
export type Filters = Record<FilterKey, string | null>;
export const NO_FILTERS: Filters = { domain: null, type: null, workplace: null };

/** The ids each filter accepts. */
export type Allowed = Record<FilterKey, readonly string[]>;

/** The filters a query string asks for, keeping only known ids. */
export function parseFilters(search: string, allowed: Allowed): Filters {
  const params = new URLSearchParams(search);
  const pick = (key: FilterKey): string | null => {
    const value = params.get(key);
    return value !== null && allowed[key].includes(value) ? value : null;
  };
  return { domain: pick('domain'), type: pick('type'), workplace: pick('workplace') };
}

/** The query string for the filters ("" when none), keeping any other parameters of `search`. */
export function filtersToSearch(filters: Filters, search = ''): string {
  const params = new URLSearchParams(search);
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/** Whether a role passes every chosen filter. */
export function matchesFilters(role: { domain: string; type: string; workplace: string }, filters: Filters): boolean {
  return FILTER_KEYS.every((key) => filters[key] === null || filters[key] === role[key]);
}

/** The careers list filtered to one domain, at the list: "/careers?domain=robotics#open-roles". */
export function domainRolesHref(domainId: string): string {
  return openRolesPath(filtersToSearch({ ...NO_FILTERS, domain: domainId }));
}
