import { useCallback, useEffect, useRef, useState } from 'react';
import type { SearchText } from '../../../content/schema';
import { SITE_MAP_ID } from '../../../lib/site/routes';
import { countText, parseKind, SEARCH_KINDS, searchQueryString, type SearchKind } from '../../../lib/search/indexing';
import { correctQuery } from '../../../lib/search/spelling';
import KindFilter from '../KindFilter/KindFilter';
import SearchResults from '../SearchResults/SearchResults';
import SearchField from './SearchField';
import { indexedKinds, search, siteWords, type Result } from './pagefind';
import styles from './SiteSearch.module.css';

interface Props {
  text: SearchText;
}

type Found = { query: string; total: number; results: Result[]; correctedFrom: string | null };
type Status = 'idle' | 'loading' | 'failed' | Found;

/** The query and kind in the address, so a search can be shared (?q=…&kind=…). */
function keep(query: string, kind: SearchKind | null) {
  const { pathname, search } = window.location;
  window.history.replaceState(null, '', `${pathname}${searchQueryString(search, query, kind)}`);
}

/**
 * The search page's island, over Pagefind's JavaScript API: reads ?q= and
 * ?kind= as text, searches as the visitor types, and when a word of the
 * query is not one the site uses, searches with the closest spelling of the
 * site's own words instead and says so (src/lib/search/spelling.ts).
 * `/` anywhere on the page comes back to the field.
 */
export default function SiteSearch({ text }: Props) {
  const [query, setQuery] = useState('');
  const [kind, setKind] = useState<SearchKind | null>(null);
  // The kinds the index has, known once the first search has loaded it (the filter shows from then on).
  const [kinds, setKinds] = useState<readonly SearchKind[] | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const field = useRef<HTMLInputElement>(null);
  const latest = useRef(0);

  const run = useCallback(async (q: string, k: SearchKind | null) => {
    const asked = ++latest.current;
    const trimmed = q.trim();
    if (!trimmed) return setStatus('idle');
    setStatus((s) => (typeof s === 'object' ? s : 'loading'));
    try {
      // The site's words come with the first search, to spot a word the site never uses.
      const [asTyped, words, indexed] = await Promise.all([search(trimmed, k), siteWords(), indexedKinds()]);
      const corrected = correctQuery(trimmed, words);
      const better = corrected ? await search(corrected, k) : null;
      const useCorrected = corrected !== null && better !== null && better.total > 0;
      const { total, results } = useCorrected ? better : asTyped;
      const correctedFrom = useCorrected ? trimmed : null;
      const shown = useCorrected ? corrected : trimmed;
      if (asked === latest.current) setStatus({ query: shown, total, results, correctedFrom });
      setKinds((known) => known ?? SEARCH_KINDS.filter((s) => indexed.includes(s)));
    } catch {
      if (asked === latest.current) setStatus('failed');
    }
  }, []);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    // What the address asks for, else what was typed into the server-rendered field before hydration.
    const q = params.get('q') ?? field.current?.value ?? '';
    const k = parseKind(params.get('kind'));
    setQuery(q);
    setKind(k);
    if (q.trim()) {
      if (!params.has('q')) keep(q.trim(), k);
      void run(q, k);
    }
    const slash = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement;
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey) return;
      if (target.closest('input, textarea, select, [contenteditable]')) return;
      e.preventDefault();
      field.current?.focus();
      field.current?.select();
    };
    document.addEventListener('keydown', slash);
    return () => document.removeEventListener('keydown', slash);
  }, [run]);

  const change = (q: string, k: SearchKind | null) => {
    setQuery(q);
    setKind(k);
    keep(q.trim(), k);
    void run(q, k);
  };

  const found = typeof status === 'object' ? status : null;
  const announcement =
    status === 'loading'
      ? text.loading
      : status === 'failed'
        ? text.failed
        : found
          ? countText(found.total, found.query, text)
          : '';

  return (
    <>
      <div className={styles.search}>
        <SearchField
          ref={field}
          text={text}
          value={query}
          onChange={(q) => change(q, kind)}
          onFirstResult={() => document.querySelector<HTMLAnchorElement>('[data-search-results] a')?.focus()}
        />
        {kinds && (
          <KindFilter
            legend={text.filterLegend}
            allLabel={text.allKinds}
            labels={text.kinds}
            kinds={kinds}
            value={kind}
            onChange={(k) => change(query, k)}
          />
        )}
        <p className={styles.count} role="status" aria-live="polite" aria-atomic="true">
          {announcement}
        </p>
        {found?.correctedFrom && (
          <p className={styles.corrected}>
            {text.showingFor} <strong>{found.query}</strong>
          </p>
        )}
        <div data-search-results>
          <SearchResults results={found?.results ?? []} kinds={text.kinds} onLeave={() => field.current?.focus()} />
        </div>
      </div>
      {/* Without script there are no results: the page says so, and where to look instead. */}
      <p className={styles.noScript}>
        {text.noScript} <a href={`#${SITE_MAP_ID}`}>{text.noScriptLink}</a>
      </p>
    </>
  );
}
