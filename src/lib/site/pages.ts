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
  ABOUT_PATH,
  articlePath,
  caseStudyPath,
  listPagePath,
  SESSIONS_PATH,
  personPath,
  rolePath,
  routeOf,
  tagPath,
} from './routes';
import { fill } from '../utils/fill';
import { articleGroups, tagsInUse, type ArticleGroupWords } from '../insights/articles';
import { PAGE_SIZE, pageCount, pagePaths, type Group } from './pagination';
import { caseStudyGroups, type CaseStudyGroupWords } from '../caseStudies/selection';
import { peopleGroups, type PeopleGroupWords } from '../people/groups';
import { filteredListPages, type CountedFilter } from './filteredLists';

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
  /** Every article of one person or one service, where their page shows the newest few (/insights/by/<person>, its /page/2 …). */
  | 'article-group'
  /** Every case study of one service, where its page shows the newest few (/case-studies/service/<service> …). */
  | 'case-study-group'
  /** Everyone in one service, where its page shows the first few (/about/service/<service> …). */
  | 'people-group'
  /** A later page (2, 3 …) of a long list (/insights, a topic, /careers, /training, /case-studies, /about), or a page of /training/sessions. */
  | 'list-page'
  /** A page of the open roles or the courses filtered to one value (/careers/domain/robotics, its /page/2 …). */
  | 'filtered-list'
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
  cases: readonly { id: string; title: string; services: readonly string[]; picture?: string | undefined }[];
  /** The training courses (served under /training). */
  courses: readonly { id: string; title: string }[];
  /** The published articles (src/lib/insights/articles.ts: isPublished) and the day each last changed. */
  articles: readonly {
    id: string;
    title: string;
    tags: readonly string[];
    authors: readonly string[];
    services: readonly string[];
    lastmod: string;
    picture?: string | undefined;
  }[];
  people: readonly { id: string; name: string; services: readonly string[] }[];
  /** The fixed list of topics, in order, with their names. */
  tags: readonly { id: string; name: string }[];
  /** A topic page's heading ({tag}) and a later list page's ({page}). */
  insightsTitles: { tagTitle: string; pageTitle: string };
  /** The headings and leads of the lists of one person's or one service's articles (src/lib/insights/articles.ts). */
  articleGroupWords: ArticleGroupWords;
  /** The headings and leads of the lists of one service's case studies and people. */
  caseStudyGroupWords: CaseStudyGroupWords;
  peopleGroupWords: PeopleGroupWords;
  /** The heading of a later page of the other lists: {title} is the list's, {page} the number. */
  listPageTitle: string;
  /** The page of every upcoming session: its heading, and how many there are on the build date. */
  sessions: { title: string; count: number };
  /** The filters of the open roles and of the courses, each value with how many open roles or courses have it. */
  filters: { roles: readonly CountedFilter[]; courses: readonly CountedFilter[] };
  /** The heading of a list filtered to one value: {title} is the list's, {filter} the filter's label, {value} the value's. */
  filteredTitle: string;
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
  // The lists of one entry's items where its page shows the first few (groupsPast), page by page.
  const groupPages = (groups: Group<unknown>[], size: number, section: string, kind: PageKind): SitePage[] =>
    groups.flatMap((g) =>
      pagePaths(g.path, g.items.length, size).map((path, i) => ({
        path,
        title: i === 0 ? g.title : fill(content.listPageTitle, { title: g.title, page: i + 1 }),
        section,
        kind,
        indexed: true,
      })),
    );
  const serviceNames = content.services.map((s) => ({ id: s.id, title: s.title }));
  const groups = [
    ...groupPages(
      articleGroups(content.articles, { people: content.people, services: serviceNames }, content.articleGroupWords),
      PAGE_SIZE.articles,
      insights,
      'article-group',
    ),
    ...groupPages(
      caseStudyGroups(
        content.cases.map((c) => ({ services: c.services.map((id) => ({ id })) })),
        serviceNames,
        content.caseStudyGroupWords,
      ),
      PAGE_SIZE.caseStudies,
      cases,
      'case-study-group',
    ),
    ...groupPages(
      peopleGroups(content.people, serviceNames, content.peopleGroupWords),
      PAGE_SIZE.people,
      titleOf(ABOUT_PATH),
      'people-group',
    ),
  ];
  // The later pages of each long list (src/lib/site/pagination.ts), titled by their number.
  const laterPages = (list: string, count: number, size: number, titled: (page: number) => string): SitePage[] =>
    Array.from({ length: pageCount(count, size) - 1 }, (_, i) => ({
      path: listPagePath(list, i + 2),
      title: titled(i + 2),
      section: titleOf(list.startsWith(INSIGHTS_PATH) ? INSIGHTS_PATH : list),
      kind: 'list-page',
      indexed: true,
    }));
  const listTitle = (title: string) => (page: number) => fill(content.listPageTitle, { title, page });
  const later = [
    ...laterPages(INSIGHTS_PATH, content.articles.length, PAGE_SIZE.articles, (page) =>
      fill(content.insightsTitles.pageTitle, { page }),
    ),
    ...used.flatMap((id, i) => {
      const count = content.articles.filter((a) => a.tags.includes(id)).length;
      return laterPages(tagPath(id), count, PAGE_SIZE.articles, listTitle(tags[i]?.title ?? id));
    }),
    ...laterPages(CAREERS_PATH, content.jobs.filter((j) => j.open).length, PAGE_SIZE.roles, listTitle(careers)),
    ...laterPages(TRAINING_PATH, content.courses.length, PAGE_SIZE.courses, listTitle(training)),
    ...pagePaths(SESSIONS_PATH, content.sessions.count, PAGE_SIZE.sessions).map((path, i): SitePage => ({
      path,
      title: i === 0 ? content.sessions.title : listTitle(content.sessions.title)(i + 1),
      section: training,
      kind: 'list-page',
      indexed: true,
    })),
    ...laterPages(CASE_STUDIES_PATH, content.cases.length, PAGE_SIZE.caseStudies, listTitle(cases)),
    ...laterPages(ABOUT_PATH, content.people.length, PAGE_SIZE.people, listTitle(titleOf(ABOUT_PATH))),
  ];
  // Each value of the open roles' and the courses' filters, a list of its own (src/lib/site/filteredLists.ts).
  const filteredPages = (list: string, filters: readonly CountedFilter[], size: number): SitePage[] =>
    filteredListPages(list, titleOf(list), filters, size, {
      filteredTitle: content.filteredTitle,
      pageTitle: content.listPageTitle,
    }).map((p) => ({ ...p, section: titleOf(list), kind: 'filtered-list' }));
  const filtered = [
    ...filteredPages(CAREERS_PATH, content.filters.roles, PAGE_SIZE.roles),
    ...(content.courses.length > 0 ? filteredPages(TRAINING_PATH, content.filters.courses, PAGE_SIZE.courses) : []),
  ];
  const about = titleOf(ABOUT_PATH);
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
    ...groups,
    ...later,
    ...filtered,
    ...people,
  ];
  const seen = new Set<string>();
  for (const page of all) {
    if (seen.has(page.path)) throw new Error(`Two pages would be served at ${page.path}: rename one of their files`);
    seen.add(page.path);
  }
  return all;
}
