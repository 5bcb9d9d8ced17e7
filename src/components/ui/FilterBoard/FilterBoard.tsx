import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useFilterAddress } from './useFilterAddress';
import {
  countText,
  FILTER_ITEM,
  FILTER_LIST,
  matchesFilters,
  valuesOf,
  type Allowed,
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
  /** The whole list's own address (its first page), under which each value of a filter has its pages (filteredListPath). */
  list: string;
  /** How many items this page's list has on all its pages: the whole list, or the part filtered to `chosen`. */
  total: number;
  /** Every page of the whole list, in order: a filter looks through them all. */
  pages: readonly string[];
  /** Which of them this is, from 1; none on a page of the list filtered to one value. */
  current?: number | undefined;
  /** The value this page's list is filtered to, on a page of the list filtered to one value. */
  chosen?: { key: string; value: string } | undefined;
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
 * carries each item once; once hydrated, the filters (kept in the address,
 * so a filtered list can be shared and survives a reload) hide the items
 * whose data attributes do not match, and the count is announced politely.
 * The page starts as built: the whole list's page, or a page of the list
 * filtered to one value with that value chosen. Once the visitor changes the
 * filters, the whole list is filtered: the other pages' items join this
 * page's (src/lib/utils/otherPages.ts), and the address names the first
 * chosen value's page with the others in its query (filtersUrl).
 */
export default function FilterBoard({
  list,
  total,
  pages,
  current,
  chosen,
  controls,
  text,
  noMatchHref,
  children,
}: Props) {
  const keys = useMemo(() => controls.map((c) => c.key), [controls]);
  const allowed = useMemo<Allowed<string>>(
    () => Object.fromEntries(controls.map((c) => [c.key, c.options.map((o) => o.value)])),
    [controls],
  );
  const { filters, asBuilt, change } = useFilterAddress(list, keys, allowed, chosen);

  const [shown, setShown] = useState(total);
  const board = useRef<HTMLDivElement>(null);
  // Once the filters differ from the page's own, the whole list's items join this page's (once).
  const [others, setOthers] = useState<'none' | 'loading' | 'loaded' | 'failed'>('none');
  useEffect(() => {
    const parent = board.current?.querySelector(`[${FILTER_LIST}]`);
    if (asBuilt || others !== 'none' || (!chosen && pages.length < 2) || !parent) return;
    setOthers('loading');
    otherPagesItems(pages, current ?? 0)
      .then(({ before, after }) => {
        parent.prepend(...before);
        parent.append(...after);
        setOthers('loaded');
      })
      .catch(() => setOthers('failed'));
  }, [asBuilt, others, pages, current, chosen]);

  useEffect(() => {
    const whole = others === 'loaded';
    const items = [...(board.current?.querySelectorAll<HTMLElement>(`[${FILTER_ITEM}]`) ?? [])];
    for (const item of items) {
      const other = item.hasAttribute(OTHER_PAGE_ITEM);
      // A filtered list's own items are also among the whole list's: once that is here, they step aside.
      item.hidden = asBuilt
        ? other
        : (whole && !!chosen && !other) || !matchesFilters(valuesOf(item.dataset, keys), filters);
    }
    // Over the whole list the links to this list's other pages are left out (kept if those pages could not be read).
    for (const nav of board.current?.querySelectorAll<HTMLElement>('[data-list-pages]') ?? [])
      nav.hidden = !asBuilt && whole;
    setShown(asBuilt ? total : items.filter((item) => !item.hidden).length);
  }, [filters, keys, asBuilt, others, total, chosen]);

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
      <div ref={board}>{children}</div>
      {shown === 0 && (
        <p className={styles.none}>
          {text.noMatch} <a href={noMatchHref}>{text.noMatchLink}</a>
        </p>
      )}
    </div>
  );
}
