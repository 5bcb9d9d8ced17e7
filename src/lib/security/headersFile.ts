/**
 * The per-page rules of _headers (Netlify and Cloudflare Pages), made at
 * build from the one list of pages: each page is always revalidated. One
 * rule per page, because a /* rule would also match /_astro/* and the
 * hosts would join the two Cache-Control values. Pure.
 */
import type { SitePage } from '../site/pages';

export const PAGE_CACHE_CONTROL = 'no-cache';

export function pageHeaderRules(pages: readonly SitePage[]): string {
  const rules = pages
    .filter((p) => p.kind !== 'not-found')
    .map((p) => `${p.path}\n  Cache-Control: ${PAGE_CACHE_CONTROL}`);
  return `${rules.join('\n')}\n`;
}
