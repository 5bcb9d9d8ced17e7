import { useEffect, useMemo, useRef, useState } from 'react';
import {
  filtersFromUrl,
  filtersToSearch,
  filtersUrl,
  noFilters,
  type Allowed,
  type Filters,
} from '../../../lib/utils/listFilters';

/**
 * A list's filters, kept in the address: they start as the page was built
 * (no filter, or the value of the filtered list's page, so the first render
 * matches the HTML), then read the address (its page and query) and follow
 * it back and forward. `change` replaces the address with the filters':
 * this page's own address when they are the page's again, else the first
 * chosen value's page with the others in its query (filtersUrl). `asBuilt`:
 * the filters are the page's own, so its list shows as built.
 */
export function useFilterAddress(
  list: string,
  keys: readonly string[],
  allowed: Allowed<string>,
  chosen: { key: string; value: string } | undefined,
) {
  const built = useMemo<Filters<string>>(
    () => ({ ...noFilters(keys), ...(chosen ? { [chosen.key]: chosen.value } : {}) }),
    [keys, chosen],
  );
  const [filters, setFilters] = useState(built);
  const own = useRef('');
  useEffect(() => {
    own.current = window.location.pathname;
    const read = () => setFilters(filtersFromUrl(window.location.pathname, window.location.search, list, allowed));
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, [allowed, list]);
  const isBuilt = (f: Filters<string>) => keys.every((k) => f[k] === built[k]);

  const change = (key: string, value: string | null) => {
    const next = { ...filters, [key]: value };
    setFilters(next);
    const { search, hash } = window.location;
    const address = isBuilt(next)
      ? `${own.current}${filtersToSearch(noFilters(keys), search)}`
      : filtersUrl(next, list, search);
    window.history.replaceState(null, '', `${address}${hash}`);
  };
  return { filters, asBuilt: isBuilt(filters), change };
}
