/**
 * The one list of the site's pages: every route the build makes, with its
 * title, the section its share image names, and whether search engines may
 * list it. The 404 page's redirect list, the sitemap's filter, the share
 * images and the per-page rules of _headers derive from it; a build test
 * compares it with the files in dist/. Pure: the content comes in as
 * arguments (src/content/sitePages.ts reads it).
 */
import type { Category, ProgramId } from '../content/ids';
import {
  CASE_STUDIES_PATH,
  CAREERS_PATH,
  GENERAL_APPLICATION_PATH,
  HOME_ID,
  caseStudyPath,
  rolePath,
  routeOf,
} from './routes';

export type PageKind = 'home' | 'page' | 'program' | 'service' | 'role' | 'application' | 'case-study' | 'not-found';

export interface SitePage {
  path: string;
  title: string;
  /** The page above it (its program, careers, case studies), or the company's tagline at the top level. */
  section: string;
  kind: PageKind;
  /** Listed in the sitemap and open to search engines (not the 404 page or a closed role). */
  indexed: boolean;
}

export interface SiteContent {
  tagline: string;
  pages: readonly { id: string; title: string }[];
  programs: readonly { id: ProgramId; page: string }[];
  services: readonly { id: string; title: string; category: Category }[];
  jobs: readonly { id: string; title: string; open: boolean }[];
  /** The general application's title. */
  generalHeading: string;
  cases: readonly { id: string; title: string }[];
}

export const NOT_FOUND_ID = '404';

export function sitePages(content: SiteContent): SitePage[] {
  const titleOf = (path: string): string => {
    const page = content.pages.find((p) => routeOf(p.id) === path);
    if (!page) throw new Error(`src/content/pages${path}.md is missing`);
    return page.title;
  };
  const programPaths = new Map(content.programs.map((p) => [p.id, routeOf(p.page)]));
  const isProgram = new Set(programPaths.values());
  const pages = content.pages.map((p): SitePage => {
    const path = routeOf(p.id);
    const kind =
      p.id === HOME_ID ? 'home' : p.id === NOT_FOUND_ID ? 'not-found' : isProgram.has(path) ? 'program' : 'page';
    const section = kind === 'program' ? titleOf(routeOf('program')) : content.tagline;
    return { path, title: p.title, section, kind, indexed: kind !== 'not-found' };
  });
  const services = content.services.map((s): SitePage => {
    const program = programPaths.get(s.category);
    return {
      path: routeOf(s.id),
      title: s.title,
      section: program ? titleOf(program) : titleOf(routeOf('program')),
      kind: 'service',
      indexed: true,
    };
  });
  const careers = titleOf(CAREERS_PATH);
  const roles = content.jobs.map((j): SitePage => ({
    path: rolePath(j.id),
    title: j.title,
    section: careers,
    kind: 'role',
    indexed: j.open,
  }));
  const application: SitePage = {
    path: GENERAL_APPLICATION_PATH,
    title: content.generalHeading,
    section: careers,
    kind: 'application',
    indexed: true,
  };
  const cases = titleOf(CASE_STUDIES_PATH);
  const caseStudies = content.cases.map((c): SitePage => ({
    path: caseStudyPath(c.id),
    title: c.title,
    section: cases,
    kind: 'case-study',
    indexed: true,
  }));
  const all = [...pages, ...services, ...roles, application, ...caseStudies];
  const seen = new Set<string>();
  for (const page of all) {
    if (seen.has(page.path)) throw new Error(`Two pages would be served at ${page.path}: rename one of their files`);
    seen.add(page.path);
  }
  return all;
}
