/**
 * The one list of the site's pages: every route the build makes, with its
 * title, the section its share image names, and whether search engines may
 * list it. The 404 page's redirect list, the sitemap's filter, the share
 * images and the build's check of _headers derive from it; a build test
 * compares it with the files in dist/. Pure: the content comes in as
 * arguments (src/content/sitePages.ts reads it).
 */
import type { Category, ProgramId } from '../../content/ids';
import {
  CASE_STUDIES_PATH,
  CAREERS_PATH,
  TRAINING_PATH,
  coursePath,
  GENERAL_APPLICATION_PATH,
  HOME_ID,
  SEARCH_PATH,
  INSIGHTS_PATH,
  articlePath,
  caseStudyPath,
  insightsPagePath,
  personPath,
  rolePath,
  routeOf,
  tagPath,
} from './routes';
import { fill } from '../utils/fill';
import { pageCount, tagsInUse } from '../insights/articles';

export type PageKind =
  | 'home'
  | 'page'
  | 'program'
  | 'service'
  | 'role'
  | 'application'
  | 'case-study'
  | 'catalog'
  | 'course'
  | 'article'
  | 'insights-tag'
  | 'insights-page'
  | 'person'
  | 'not-found'
  | 'search';

export interface SitePage {
  path: string;
  title: string;
  /** The page above it (its program, careers, case studies), or the company's tagline at the top level. */
  section: string;
  kind: PageKind;
  /** Listed in the sitemap and open to search engines (not the 404 page or a closed role). */
  indexed: boolean;
  /** The day its content last changed ("YYYY-MM-DD"), for the sitemap; only where the content says (articles). */
  lastmod?: string;
  /** Its picture's source file, from the project's root, which its share image shows (an article's, a case study's). */
  picture?: string;
}

export interface SiteContent {
  tagline: string;
  pages: readonly { id: string; title: string }[];
  programs: readonly { id: ProgramId; page: string }[];
  services: readonly { id: string; title: string; category: Category }[];
  jobs: readonly { id: string; title: string; open: boolean }[];
  /** The general application's title. */
  generalHeading: string;
  cases: readonly { id: string; title: string; picture?: string | undefined }[];
  /** The training courses (served under /training). */
  courses: readonly { id: string; title: string }[];
  /** The published articles (src/lib/insights/articles.ts: isPublished) and the day each last changed. */
  articles: readonly {
    id: string;
    title: string;
    tags: readonly string[];
    lastmod: string;
    picture?: string | undefined;
  }[];
  people: readonly { id: string; name: string }[];
  /** The fixed list of topics, in order, with their names. */
  tags: readonly { id: string; name: string }[];
  /** A topic page's heading ({tag}) and a later list page's ({page}). */
  insightsTitles: { tagTitle: string; pageTitle: string };
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
    const kind: PageKind =
      p.id === HOME_ID
        ? 'home'
        : p.id === NOT_FOUND_ID
          ? 'not-found'
          : path === SEARCH_PATH
            ? 'search'
            : isProgram.has(path)
              ? 'program'
              : path === TRAINING_PATH
                ? 'catalog'
                : 'page';
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
    ...(c.picture ? { picture: c.picture } : {}),
  }));
  const training = content.courses.length > 0 ? titleOf(TRAINING_PATH) : '';
  const courses = content.courses.map((c): SitePage => ({
    path: coursePath(c.id),
    title: c.title,
    section: training,
    kind: 'course',
    indexed: true,
  }));
  const insights = titleOf(INSIGHTS_PATH);
  const articles = content.articles.map((a): SitePage => ({
    path: articlePath(a.id),
    title: a.title,
    section: insights,
    kind: 'article',
    indexed: true,
    lastmod: a.lastmod,
    ...(a.picture ? { picture: a.picture } : {}),
  }));
  const used = tagsInUse(
    content.tags.map((t) => t.id),
    content.articles,
  );
  const tags = used.map((id): SitePage => {
    const name = content.tags.find((t) => t.id === id)?.name ?? id;
    const title = fill(content.insightsTitles.tagTitle, { tag: name });
    return { path: tagPath(id), title, section: insights, kind: 'insights-tag', indexed: true };
  });
  const later = Array.from({ length: pageCount(content.articles.length) - 1 }, (_, i): SitePage => {
    const title = fill(content.insightsTitles.pageTitle, { page: String(i + 2) });
    return { path: insightsPagePath(i + 2), title, section: insights, kind: 'insights-page', indexed: true };
  });
  const about = titleOf(routeOf('about'));
  const people = content.people.map((p): SitePage => ({
    path: personPath(p.id),
    title: p.name,
    section: about,
    kind: 'person',
    indexed: true,
  }));
  const all = [
    ...pages,
    ...services,
    ...roles,
    application,
    ...caseStudies,
    ...courses,
    ...articles,
    ...tags,
    ...later,
    ...people,
  ];
  const seen = new Set<string>();
  for (const page of all) {
    if (seen.has(page.path)) throw new Error(`Two pages would be served at ${page.path}: rename one of their files`);
    seen.add(page.path);
  }
  return all;
}
