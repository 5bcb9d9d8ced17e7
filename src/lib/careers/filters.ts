/**
 * The open-roles filters and the URL query that holds them
 * (?domain=…&type=…&workplace=…), on the shared list filters
 * (./listFilters.ts). Pure; the list island imports it, so it imports only
 * the pure routes. A value that is not one of the known ids is ignored.
 */
import * as list from '../utils/listFilters';
import { openRolesPath } from '../site/routes';

export const FILTER_KEYS = ['domain', 'type', 'workplace'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** The chosen id per filter; null: all. */
export type Filters = list.Filters<FilterKey>;
export const NO_FILTERS: Filters = list.noFilters(FILTER_KEYS);

/** The ids each filter accepts. */
export type Allowed = list.Allowed<FilterKey>;

/** The filters a query string asks for, keeping only known ids. */
export const parseFilters = (search: string, allowed: Allowed): Filters => list.parseFilters(search, allowed);

/** The query string for the filters ("" when none), keeping any other parameters of `search`. */
export const filtersToSearch = (filters: Filters, search = ''): string => list.filtersToSearch(filters, search);

/** Whether a role passes every chosen filter. */
export const matchesFilters = (role: Record<FilterKey, string>, filters: Filters): boolean =>
  list.matchesFilters(role, filters);

/** The careers list filtered to one domain, at the list: "/careers?domain=robotics#open-roles". */
export function domainRolesHref(domainId: string): string {
  return openRolesPath(filtersToSearch({ ...NO_FILTERS, domain: domainId }));
}
