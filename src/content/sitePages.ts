/** The one list of pages (src/lib/sitePages.ts), read from the content sources for a build date. */
import { isOpen } from '../lib/jobs';
import { sitePages, type SitePage } from '../lib/sitePages';
import { readAll, readOne, readSource } from './read';

export function readSitePages(buildDate: string): SitePage[] {
  return sitePages({
    tagline: readOne('site').tagline,
    pages: readSource('pages').map((p) => ({ id: p.id, title: p.data.title })),
    programs: readAll('programs'),
    services: readSource('services').map((s) => ({ id: s.id, title: s.data.title, category: s.data.category })),
    jobs: readSource('jobs').map((j) => ({ id: j.id, title: j.data.title, open: isOpen(j.data, buildDate) })),
    generalHeading: readOne('careers').generalHeading,
    cases: readSource('cases').map((c) => ({ id: c.id, title: c.data.title })),
  });
}
