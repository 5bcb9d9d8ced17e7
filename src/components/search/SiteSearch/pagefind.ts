/**
 * The browser side of Pagefind: its script, loaded from the build's
 * /pagefind/ folder with the site's word list when the search page is idle
 * or its field is used (src/integrations/pagefind.ts writes both). Each
 * result's excerpt is a file of its own: only the results shown are fetched.
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

/** A result as Pagefind ranks it, before its excerpt file is fetched. */
export interface Hit {
  id: string;
  data: () => Promise<PagefindResultData>;
}

interface PagefindSearch {
  results: Hit[];
}

interface PagefindApi {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
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

/** How many results are shown at first, and how many more each "show more" adds. */
export const PAGE_SIZE = 10;
/** How many results a phone's first screen holds: their excerpts are fetched first. */
export const FIRST_SCREEN = 4;

let api: Promise<PagefindApi> | undefined;
let words: Promise<string[]> | undefined;
let preloaded: Promise<void> | undefined;
let kinds: Promise<SearchKind[]> | undefined;

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

/** The kinds that have pages in the index, for the filter: asked of Pagefind once. */
export function indexedKinds(): Promise<SearchKind[]> {
  kinds ??= pagefind()
    .then((pf) => pf.filters())
    .then((filters) => {
      const counts = filters[KIND_FILTER] ?? {};
      return Object.keys(counts).flatMap((k) => (parseKind(k) && (counts[k] ?? 0) > 0 ? [parseKind(k)!] : []));
    });
  kinds.catch(() => (kinds = undefined));
  return kinds;
}

/**
 * Loads Pagefind (its script, its worker, its WebAssembly and the index's
 * metadata) and the site's words ahead of the first search: once, when the
 * search page is idle or its field is reached for, whichever comes first.
 */
export function preloadSearch(): void {
  preloaded ??= Promise.all([pagefind().then((pf) => pf.init()), siteWords()])
    .then(() => undefined)
    .catch(() => {
      preloaded = undefined;
    });
}

/** Every page that matches a query, best first, of one kind or of every kind. */
export async function search(query: string, kind: SearchKind | null): Promise<Hit[]> {
  return (await (await pagefind()).search(query, kind ? { filters: { [KIND_FILTER]: kind } } : {}))?.results ?? [];
}

/** The results as the page shows them: each hit's excerpt file fetched. */
export async function resultsOf(hits: readonly Hit[]): Promise<Result[]> {
  const data = await Promise.all(hits.map((h) => h.data()));
  return data.map((d) => ({
    url: d.url,
    title: d.meta['title'] ?? d.url,
    kind: parseKind(d.meta[KIND_FILTER]) ?? 'page',
    excerpt: d.excerpt,
  }));
}
