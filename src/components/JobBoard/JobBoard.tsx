import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  filtersToSearch,
  matchesFilters,
  NO_FILTERS,
  parseFilters,
  type Allowed,
  type FilterKey,
  type Filters,
} from '../../lib/jobFilters';
import { countText } from '../../lib/jobs';
import JobFilters, { type FilterControl } from '../JobFilters/JobFilters';
import styles from './JobBoard.module.css';

export interface JobBoardText {
  legend: string;
  allLabel: string;
  countOne: string;
  /** With "{count}". */
  countMany: string;
  noMatch: string;
  noMatchLink: string;
}

interface Props {
  /** How many open roles the list has. */
  total: number;
  controls: readonly FilterControl[];
  text: JobBoardText;
  /** Where the general application is (e.g. "#general-application"). */
  generalHref: string;
  /** The list of every open role (JobList): static HTML whose cards carry their filter values as data attributes. */
  children: ReactNode;
}

/**
 * The open roles with their filters. The list comes as static HTML (the
 * island's children, never re-rendered), so the page carries each role once;
 * once hydrated, the filters (kept in the URL query, so a filtered list can be
 * shared and survives a reload) hide the cards whose data attributes do not
 * match, and the count is announced politely.
 */
export default function JobBoard({ total, controls, text, generalHref, children }: Props) {
  const allowed = useMemo<Allowed>(() => {
    const ids = (key: FilterKey) => controls.find((c) => c.key === key)?.options.map((o) => o.value) ?? [];
    return { domain: ids('domain'), type: ids('type'), workplace: ids('workplace') };
  }, [controls]);
  // The first render matches the HTML (no filters); the URL's filters apply after hydration.
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  useEffect(() => {
    const read = () => setFilters(parseFilters(window.location.search, allowed));
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, [allowed]);

  const change = (key: FilterKey, value: string | null) => {
    const next = { ...filters, [key]: value };
    setFilters(next);
    const { pathname, search, hash } = window.location;
    window.history.replaceState(null, '', `${pathname}${filtersToSearch(next, search)}${hash}`);
  };

  const [shown, setShown] = useState(total);
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let matching = 0;
    for (const card of list.current?.querySelectorAll<HTMLElement>('[data-domain]') ?? []) {
      const { domain = '', type = '', workplace = '' } = card.dataset;
      card.hidden = !matchesFilters({ domain, type, workplace }, filters);
      if (!card.hidden) matching++;
    }
    setShown(matching);
  }, [filters]);

  return (
    <div className={styles.board}>
      <JobFilters legend={text.legend} allLabel={text.allLabel} controls={controls} value={filters} onChange={change} />
      <p className={styles.count} role="status" aria-live="polite" aria-atomic="true">
        {countText(shown, text)}
      </p>
      <div ref={list}>{children}</div>
      {shown === 0 && (
        <p className={styles.none}>
          {text.noMatch} <a href={generalHref}>{text.noMatchLink}</a>
        </p>
      )}
    </div>
  );
}
