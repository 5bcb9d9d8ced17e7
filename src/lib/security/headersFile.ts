/**
 * The per-page rules of _headers (Netlify and Cloudflare Pages), made at
 * build from the one list of pages: each page is always revalidated. One
 * rule per page, because a /* rule would also match /_astro/* and the
 * hosts would join the two Cache-Control values. Pure.
 */
import { PREVIEW_HEADER_RULE } from '../deploy/preview';
import type { SitePage } from '../site/pages';

export const PAGE_CACHE_CONTROL = 'no-cache';

/** The rules appended to _headers: one per page, and in a preview build one that keeps every path out of search engines. */
export function pageHeaderRules(pages: readonly SitePage[], { preview = false } = {}): string {
  const rules = pages
    .filter((p) => p.kind !== 'not-found')
    .map((p) => `${p.path}\n  Cache-Control: ${PAGE_CACHE_CONTROL}`);
  return `${rules.join('\n')}\n${preview ? PREVIEW_HEADER_RULE : ''}`;
}
