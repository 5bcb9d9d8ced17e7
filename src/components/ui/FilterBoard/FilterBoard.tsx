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
import { OTHER_PAGE_ITEM, otherPagesItems } from '../../../lib/utils/otherPages';
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
  /** How many items the whole list has (on every page). */
  total: number;
  /** Every page of the list, in order, when it is cut into pages: a filter then looks through them all. */
  pages?: readonly string[] | undefined;
  /** Which of them this is, from 1. */
  current?: number | undefined;
  controls: readonly FilterControl[];
  text: FilterBoardText;
  /** Where to go when nothing matches (e.g. the general application). */
  noMatchHref: string;
  /** The list (this page of it) and its links to its other pages: static HTML whose items carry their filter values as data attributes (filterData). */
  children: ReactNode;
}

/**
 * A list with its filters (the open roles, the courses). The list comes as
 * static HTML (the island's children, never re-rendered), so the page
 * carries each item once; once hydrated, the filters (kept in the URL query,
 * so a filtered list can be shared and survives a reload) hide the items
 * whose data attributes do not match, and the count is announced politely.
 * A list cut into pages is filtered whole: the other pages' items join this
 * page's once a filter is chosen (src/lib/utils/otherPages.ts).
 */
export default function FilterBoard({ total, pages = [], current = 1, controls, text, noMatchHref, children }: Props) {
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
  const filtering = Object.values(filters).some((v) => v !== null);
  // Once a filter is chosen on a list of several pages, the other pages' items join this one's.
  const [others, setOthers] = useState<'none' | 'loading' | 'loaded' | 'failed'>('none');
  useEffect(() => {
    const own = list.current?.querySelector(`[${FILTER_ITEM}]`);
    if (!filtering || others !== 'none' || pages.length < 2 || !own?.parentElement) return;
    const parent = own.parentElement;
    setOthers('loading');
    otherPagesItems(pages, current)
      .then(({ before, after }) => {
        parent.prepend(...before);
        parent.append(...after);
        setOthers('loaded');
      })
      .catch(() => setOthers('failed'));
  }, [filtering, others, pages, current]);

  useEffect(() => {
    let matching = 0;
    for (const item of list.current?.querySelectorAll<HTMLElement>(`[${FILTER_ITEM}]`) ?? []) {
      item.hidden = filtering
        ? !matchesFilters(valuesOf(item.dataset, keys), filters)
        : item.hasAttribute(OTHER_PAGE_ITEM);
      if (!item.hidden) matching++;
    }
    // Over the filtered whole list the links to its other pages are left out (kept if those pages could not be read).
    const whole = filtering && others === 'loaded';
    for (const nav of list.current?.querySelectorAll<HTMLElement>('[data-list-pages]') ?? []) nav.hidden = whole;
    setShown(filtering ? matching : total);
  }, [filters, keys, filtering, others, total]);

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
