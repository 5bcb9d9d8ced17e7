/**
 * Site search (Pagefind over the built pages): which pages are indexed and as
 * what kind of result, and the pure pieces the search page and the 404 page
 * use. The kind comes from the one list of pages (src/lib/site/pages.ts): a new
 * PageKind needs one line in SEARCH_KINDS.
 */
import { fill } from '../utils/fill';
import type { PageKind, SitePage } from '../site/pages';

/** The kinds a result can be, in the order the filter lists them. */
export const SEARCH_KINDS = ['service', 'role', 'course', 'article', 'case-study', 'page'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The Pagefind filter that holds a result's kind. */
export const KIND_FILTER = 'kind';

/** Each kind of page as a search result, or null: not indexed. */
const BY_PAGE_KIND: Record<PageKind, SearchKind | null> = {
  home: 'page',
  page: 'page',
  program: 'service',
  service: 'service',
  role: 'role',
  application: 'page',
  'case-study': 'case-study',
  catalog: 'page',
  course: 'course',
  article: 'article',
  person: 'page',
  // Lists of articles: the articles themselves are the results.
  'insights-tag': null,
  'article-group': null,
  'case-study-group': null,
  'people-group': null,
  'list-page': null,
  // A list filtered to one value: its roles and courses are results of their own.
  'filtered-list': null,
  'not-found': null,
  search: null,
};

/** What kind of result a page of this kind is, or null when search leaves it out. */
export function searchKind(kind: PageKind): SearchKind | null {
  return BY_PAGE_KIND[kind];
}

/** A page's kind of result, or null: pages search engines may not list (a closed role) stay out of search too. */
export function searchKindOf(page: Pick<SitePage, 'kind' | 'indexed'>): SearchKind | null {
  return page.indexed ? searchKind(page.kind) : null;
}

/** The Pagefind attributes of a page's <main>: indexed with its kind as a filter and as metadata, or nothing. */
export function searchAttributes(page: Pick<SitePage, 'kind' | 'indexed'> | undefined): Record<string, string> {
  const kind = page ? searchKindOf(page) : null;
  if (!kind) return {};
  return {
    'data-pagefind-body': '',
    'data-pagefind-filter': `${KIND_FILTER}:${kind}`,
    'data-pagefind-meta': `${KIND_FILTER}:${kind}`,
  };
}

/** A kind from a URL or an index: one of SEARCH_KINDS, else null. */
export function parseKind(value: string | null | undefined): SearchKind | null {
  return (SEARCH_KINDS as readonly string[]).includes(value ?? '') ? (value as SearchKind) : null;
}

/** A piece of an excerpt: its text, and whether it is the match. */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });

/**
 * Pagefind's excerpt (escaped text with the matches in <mark>) as plain
 * text pieces for React to render: only <mark> means anything, every other
 * character stays text, so nothing in an excerpt is ever inserted as HTML.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let marked = false;
  for (const piece of excerpt.split(/(<\/?mark>)/i)) {
    if (/^<mark>$/i.test(piece)) marked = true;
    else if (/^<\/mark>$/i.test(piece)) marked = false;
    else if (piece !== '') parts.push({ text: decode(piece), marked });
  }
  return parts;
}

/**
 * The words of a mistyped address, to search for on the 404 page:
 * "/careers/data-enginer" → "careers data enginer". Letters and digits only.
 */
export function queryFromPath(pathname: string): string {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    path = pathname;
  }
  return path
    .replace(/\.html?$/i, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ')
    .toLowerCase()
    .slice(0, 100);
}

/** The search page's address for a query and kind, other parameters kept: ("", "a b", "role") → "?q=a+b&kind=role". */
export function searchQueryString(current: string, query: string, kind: SearchKind | null): string {
  const params = new URLSearchParams(current);
  for (const [key, value] of [
    ['q', query],
    ['kind', kind ?? ''],
  ] as const)
    if (value) params.set(key, value);
    else params.delete(key);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** What the results' live region says, from the search page's words (search.yml). */
export interface CountWords {
  countOne: string;
  countMany: string;
  none: string;
}

/** "3 results for “x”", "1 result for “x”" or "Nothing found for “x”…". */
export function countText(total: number, query: string, words: CountWords): string {
  if (total === 0) return fill(words.none, { query });
  if (total === 1) return fill(words.countOne, { query });
  return fill(words.countMany, { count: String(total), query });
}
