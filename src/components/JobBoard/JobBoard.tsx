import { useEffect, useMemo, useState } from 'react';
import {
  filtersToSearch,
  matchesFilters,
  NO_FILTERS,
  parseFilters,
  type Allowed,
  type FilterKey,
  type Filters,
} from '../../lib/jobFilters';
import { countText, type RoleSummary } from '../../lib/jobs';
import JobCard from '../JobCard/JobCard';
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
  /** The open roles, newest first. */
  roles: readonly RoleSummary[];
  controls: readonly FilterControl[];
  text: JobBoardText;
  /** Where the general application is (e.g. "#general-application"). */
  generalHref: string;
}

/**
 * The open roles with their filters. The HTML lists every role; once
 * hydrated, the filters (kept in the URL query, so a filtered list can be
 * shared and survives a reload) narrow the list in place, and the count is
 * announced politely.
 */
export default function JobBoard({ roles, controls, text, generalHref }: Props) {
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

  const shown = roles.filter((r) => matchesFilters(r, filters));
  return (
    <div className={styles.board}>
      <JobFilters legend={text.legend} allLabel={text.allLabel} controls={controls} value={filters} onChange={change} />
      <p className={styles.count} role="status" aria-live="polite" aria-atomic="true">
        {countText(shown.length, text)}
      </p>
      {shown.length > 0 ? (
        <ul className={styles.list}>
          {shown.map((role) => (
            <JobCard key={role.slug} role={role} />
          ))}
        </ul>
      ) : (
        <p className={styles.none}>
          {text.noMatch} <a href={generalHref}>{text.noMatchLink}</a>
        </p>
      )}
    </div>
  );
}
