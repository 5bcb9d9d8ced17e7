import { useCallback, useRef, useState } from 'react';
import { SEARCH_KINDS, type SearchKind } from '../../../lib/search/indexing';
import { correctQuery } from '../../../lib/search/spelling';
import { FIRST_SCREEN, indexedKinds, PAGE_SIZE, resultsOf, search, siteWords, type Hit, type Result } from './pagefind';

/** A finished search: what was searched for, every hit, and the results shown so far (their excerpts fetched). */
export type Found = { query: string; hits: Hit[]; results: Result[]; correctedFrom: string | null };
export type Status = 'idle' | 'loading' | 'failed' | Found;

/**
 * The search page's searches: `run` searches as the visitor types (an
 * answer to an older query than the last is dropped); when a word of the
 * query is not one the site uses, the closest of the site's words is
 * searched too and, if it finds pages, shown instead, saying so
 * (src/lib/search/spelling.ts). Each result's excerpt is a request of its
 * own, so only the results shown are fetched, the first screen's first.
 * `more` shows the next results.
 */
export function useSearch() {
  const [status, setStatus] = useState<Status>('idle');
  // The kinds the index has, known once the first search has loaded it (the filter shows from then on).
  const [kinds, setKinds] = useState<readonly SearchKind[] | null>(null);
  const latest = useRef(0);

  const more = useCallback(async (found: Found, count = PAGE_SIZE) => {
    const asked = latest.current;
    const next = await resultsOf(found.hits.slice(found.results.length, found.results.length + count));
    if (asked === latest.current)
      setStatus((s) => (s === found ? { ...found, results: [...found.results, ...next] } : s));
  }, []);

  const run = useCallback(
    async (q: string, k: SearchKind | null) => {
      const asked = ++latest.current;
      const trimmed = q.trim();
      if (!trimmed) return setStatus('idle');
      setStatus((s) => (typeof s === 'object' ? s : 'loading'));
      try {
        const [asTyped, words, indexed] = await Promise.all([search(trimmed, k), siteWords(), indexedKinds()]);
        const corrected = correctQuery(trimmed, words);
        const better = corrected ? await search(corrected, k) : [];
        const useCorrected = corrected !== null && better.length > 0;
        setKinds((known) => known ?? SEARCH_KINDS.filter((s) => indexed.includes(s)));
        // A query typed over since fetches no excerpts.
        if (asked !== latest.current) return;
        const hits = useCorrected ? better : asTyped;
        const query = useCorrected ? corrected : trimmed;
        // The results a phone's first screen holds come first; the rest of the page of results after them.
        const first = await resultsOf(hits.slice(0, FIRST_SCREEN));
        if (asked !== latest.current) return;
        const found: Found = { query, hits, results: first, correctedFrom: useCorrected ? trimmed : null };
        setStatus(found);
        if (hits.length > FIRST_SCREEN) await more(found, PAGE_SIZE - FIRST_SCREEN);
      } catch {
        if (asked === latest.current) setStatus('failed');
      }
    },
    [more],
  );

  return { status, kinds, run, more };
}
