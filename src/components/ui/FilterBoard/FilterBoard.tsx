import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  countText,
  filtersToSearch,
  FILTER_ITEM,
  matchesFilters,
  noFilters,
  parseFilters,
  valuesOf,
  type Allowed,
  type Filters,
} from '../../../lib/utils/listFilters';
import FilterControls, { type FilterControl } from '../FilterControls/FilterControls';
import styles from './FilterBoard.module.css';

export interface FilterBoardText {
  legend: string;
  allLabel: string;
  countOne: string;
  /** With "{count}". */
  countMany: string;
  noMatch: string;
  noMatchLink: string;
}

interface Props {
  /** How many items the list has. */
  total: number;
  controls: readonly FilterControl[];
  text: FilterBoardText;
  /** Where to go when nothing matches (e.g. the general application). */
  noMatchHref: string;
  /** The whole list: static HTML whose items carry their filter values as data attributes (filterData). */
  children: ReactNode;
}

/**
 * A list with its filters (the open roles, the courses). The list comes as
 * static HTML (the island's children, never re-rendered), so the page
 * carries each item once; once hydrated, the filters (kept in the URL query,
 * so a filtered list can be shared and survives a reload) hide the items
 * whose data attributes do not match, and the count is announced politely.
 */
export default function FilterBoard({ total, controls, text, noMatchHref, children }: Props) {
  const keys = useMemo(() => controls.map((c) => c.key), [controls]);
  const allowed = useMemo<Allowed<string>>(
    () => Object.fromEntries(controls.map((c) => [c.key, c.options.map((o) => o.value)])),
    [controls],
  );
  // The first render matches the HTML (no filters); the URL's filters apply after hydration.
  const [filters, setFilters] = useState<Filters<string>>(() => noFilters(keys));
  useEffect(() => {
    const read = () => setFilters(parseFilters(window.location.search, allowed));
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, [allowed]);

  const change = (key: string, value: string | null) => {
    const next = { ...filters, [key]: value };
    setFilters(next);
    const { pathname, search, hash } = window.location;
    window.history.replaceState(null, '', `${pathname}${filtersToSearch(next, search)}${hash}`);
  };

  const [shown, setShown] = useState(total);
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let matching = 0;
    for (const item of list.current?.querySelectorAll<HTMLElement>(`[${FILTER_ITEM}]`) ?? []) {
      item.hidden = !matchesFilters(valuesOf(item.dataset, keys), filters);
      if (!item.hidden) matching++;
    }
    setShown(matching);
  }, [filters, keys]);

  return (
    <div className={styles.board}>
      <FilterControls
        legend={text.legend}
        allLabel={text.allLabel}
        controls={controls}
        value={filters}
        onChange={change}
      />
      <p className={styles.count} role="status" aria-live="polite" aria-atomic="true">
        {countText(shown, text)}
      </p>
      <div ref={list}>{children}</div>
      {shown === 0 && (
        <p className={styles.none}>
          {text.noMatch} <a href={noMatchHref}>{text.noMatchLink}</a>
        </p>
      )}
    </div>
  );
}
