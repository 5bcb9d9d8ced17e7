/** The one list of pages (src/lib/site/pages.ts) for this build. */
import { readSitePages } from '../../content/sitePages';
import { buildDate } from './buildDate';
import { type SitePage } from './pages';

let cached: SitePage[] | undefined;

/** Every page this build makes; read once per build, afresh under `astro dev`. */
export function getSitePages(): SitePage[] {
  if (import.meta.env.DEV) return readSitePages(buildDate());
  return (cached ??= readSitePages(buildDate()));
}
