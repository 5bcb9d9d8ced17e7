/**
 * The browser side of Pagefind: its script, loaded from the build's
 * /pagefind/ folder the first time a search runs, and the site's word list
 * (src/integrations/pagefind.ts writes both). Nothing loads before a search.
 */
import { KIND_FILTER, parseKind, type SearchKind } from '../../../lib/search/indexing';

export const PAGEFIND_BASE = '/pagefind/';
/** The site's words, for correcting a word of a query the site never uses (src/lib/search/spelling.ts). */
export const WORDS_FILE = `${PAGEFIND_BASE}words.json`;

interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
}

interface PagefindSearch {
  results: { id: string; data: () => Promise<PagefindResultData> }[];
}

interface PagefindApi {
  options: (options: Record<string, unknown>) => Promise<void>;
  search: (query: string, options?: { filters?: Record<string, string> }) => Promise<PagefindSearch | null>;
  filters: () => Promise<Record<string, Record<string, number>>>;
}

/** A result as the page shows it. */
export interface Result {
  url: string;
  title: string;
  kind: SearchKind;
  excerpt: string;
}

/** How many results are shown (Pagefind ranks them; each loads its own excerpt file). */
export const MAX_RESULTS = 50;

let api: Promise<PagefindApi> | undefined;
let words: Promise<string[]> | undefined;

function pagefind(): Promise<PagefindApi> {
  api ??= (import(/* @vite-ignore */ `${PAGEFIND_BASE}pagefind.js`) as Promise<PagefindApi>).then(async (pf) => {
    await pf.options({ excerptLength: 24 });
    return pf;
  });
  api.catch(() => (api = undefined));
  return api;
}

/** The site's word list, loaded once; empty (no corrections) when it cannot be loaded. */
export function siteWords(): Promise<string[]> {
  words ??= fetch(WORDS_FILE)
    .then((r) => (r.ok ? (r.json() as Promise<string[]>) : []))
    .catch(() => {
      words = undefined;
      return [];
    });
  return words;
}

/** The kinds that have pages in the index, for the filter. */
export async function indexedKinds(): Promise<SearchKind[]> {
  const counts = (await (await pagefind()).filters())[KIND_FILTER] ?? {};
  return Object.keys(counts).flatMap((k) => (parseKind(k) && (counts[k] ?? 0) > 0 ? [parseKind(k)!] : []));
}

/** The best results for a query (at most MAX_RESULTS), of one kind or of every kind, and how many were found. */
export async function search(query: string, kind: SearchKind | null): Promise<{ total: number; results: Result[] }> {
  const found =
    (await (await pagefind()).search(query, kind ? { filters: { [KIND_FILTER]: kind } } : {}))?.results ?? [];
  const data = await Promise.all(found.slice(0, MAX_RESULTS).map((r) => r.data()));
  const results = data.map((d) => ({
    url: d.url,
    title: d.meta['title'] ?? d.url,
    kind: parseKind(d.meta[KIND_FILTER]) ?? 'page',
    excerpt: d.excerpt,
  }));
  return { total: found.length, results };
}
