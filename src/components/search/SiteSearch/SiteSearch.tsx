import { useEffect, useRef, useState } from 'react';
import type { SearchText } from '../../../content/schema';
import { SITE_MAP_ID } from '../../../lib/site/routes';
import { countText, parseKind, searchQueryString, type SearchKind } from '../../../lib/search/indexing';
import KindFilter from '../KindFilter/KindFilter';
import SearchResults from '../SearchResults/SearchResults';
import SearchField from './SearchField';
import { preloadSearch } from './pagefind';
import { useSearch } from './useSearch';
import styles from './SiteSearch.module.css';

interface Props {
  text: SearchText;
}

/** The query and kind in the address, so a search can be shared (?q=…&kind=…). */
function keep(query: string, kind: SearchKind | null) {
  const { pathname, search } = window.location;
  window.history.replaceState(null, '', `${pathname}${searchQueryString(search, query, kind)}`);
}

/**
 * The search page's island, over Pagefind's JavaScript API (useSearch.ts):
 * reads ?q= and ?kind= as text, loads search once the page is idle or the
 * field is used, searches as the visitor types, and shows the first results
 * with a button for more. `/` anywhere on the page comes back to the field.
 */
export default function SiteSearch({ text }: Props) {
  const [query, setQuery] = useState('');
  const [kind, setKind] = useState<SearchKind | null>(null);
  const { status, kinds, run, more } = useSearch();
  const field = useRef<HTMLInputElement>(null);

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
    // The island hydrates when the page is idle (client:idle), so this is loading search at idle.
    preloadSearch();
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
          ? countText(found.hits.length, found.query, text)
          : '';

  return (
    <>
      <div className={styles.search}>
        <SearchField
          ref={field}
          text={text}
          value={query}
          onChange={(q) => change(q, kind)}
          onFocus={preloadSearch}
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
          <SearchResults
            results={found?.results ?? []}
            kinds={text.kinds}
            moreLabel={text.more}
            onMore={found && found.results.length < found.hits.length ? () => more(found) : null}
            onLeave={() => field.current?.focus()}
          />
        </div>
      </div>
      {/* Without script there are no results: the page says so, and where to look instead. */}
      <p className={styles.noScript}>
        {text.noScript} <a href={`#${SITE_MAP_ID}`}>{text.noScriptLink}</a>
      </p>
    </>
  );
}
