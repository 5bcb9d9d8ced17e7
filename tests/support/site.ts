/**
 * The site as the tests expect it, read from the same sources the build uses:
 * the data files and the Markdown in src/content, through the same schemas.
 */
import { readAll, readOne, readSource } from '../../src/content/read';
import { readSitePages } from '../../src/content/sitePages';
import {
  COURSE_FORMATS,
  EMPLOYMENT_TYPES,
  WORKPLACES,
  type Category,
  type PageData,
  type ServiceData,
} from '../../src/content/schema';
import { isOpen } from '../../src/lib/careers/jobs';
import { isPublished } from '../../src/lib/insights/articles';
import { isUpcoming } from '../../src/lib/training/courses';
import {
  articlePath,
  caseStudyPath,
  coursePath,
  personPath,
  rolePath,
  routeOf,
  TRAINING_PATH,
} from '../../src/lib/site/routes';
import { testBuildEnv } from '../../scripts/lib/test-env.mjs';
import { ADDED_ROUTES, SPEC_ROUTES } from './spec';

export const site = readOne('site');
export const nav = readAll('nav');
export const capabilities = readAll('domains');
export const partners = readAll('partners');
export const careersText = readOne('careers');

/** The build date of the test build (scripts/lib/test-env.mjs), which decides which roles are open. */
export const TEST_BUILD_DATE = testBuildEnv().BUILD_DATE;

/** Every role with its route and whether the test build lists it, newest first. */
export const jobs = readSource('jobs')
  .map((job) => ({ ...job, slug: job.id, path: rolePath(job.id), open: isOpen(job.data, TEST_BUILD_DATE) }))
  .sort((a, b) => b.data.posted.getTime() - a.data.posted.getTime() || a.data.title.localeCompare(b.data.title));
export const openJobs = jobs.filter((j) => j.open);
/** An open role at a place (not remote), with its city: a word search must find on its page. */
export const onSiteRole = openJobs.find((j) => j.data.workplace !== 'remote' && j.data.location?.city);

/** The articles the test build publishes (on or before its build date), newest first, with their routes. */
export const articles = readSource('articles')
  .filter((a) => isPublished(a.data, TEST_BUILD_DATE))
  .map((a) => ({ ...a, slug: a.id, path: articlePath(a.id) }))
  .sort((a, b) => b.data.published.getTime() - a.data.published.getTime() || a.slug.localeCompare(b.slug));

/** The people with their routes. */
export const people = readSource('people').map((p) => ({ ...p, slug: p.id, path: personPath(p.id) }));

/** The case studies with their routes, most recent first. */
export const caseStudies = readSource('cases')
  .map((c) => ({ ...c, slug: c.id, path: caseStudyPath(c.id) }))
  .sort((a, b) => b.data.date.getTime() - a.data.date.getTime() || a.slug.localeCompare(b.slug));

/** The courses with their routes, by title. */
export const courses = readSource('courses')
  .map((c) => ({ ...c, slug: c.id, path: coursePath(c.id) }))
  .sort((a, b) => a.data.title.localeCompare(b.data.title));
export const trainingText = readOne('training');

/** One value of a list's filter, and the routes of the items that have it, in the list's order. */
export interface FilterValue {
  key: string;
  value: string;
  items: string[];
}

/** The open roles' filter values: every domain, employment type and workplace, whether or not an open role has it. */
export const roleFilterValues: FilterValue[] = [
  ...capabilities.map((d) => ({ key: 'domain', value: d.id, roles: openJobs.filter((j) => j.data.domain === d.id) })),
  ...EMPLOYMENT_TYPES.map((t) => ({
    key: 'type',
    value: t,
    roles: openJobs.filter((j) => j.data.employmentType === t),
  })),
  ...WORKPLACES.map((w) => ({ key: 'workplace', value: w, roles: openJobs.filter((j) => j.data.workplace === w) })),
].map(({ roles, ...v }) => ({ ...v, items: roles.map((j) => j.path) }));

/** The months (YYYY-MM) in which a course has an upcoming session that takes requests. */
const monthsOfCourse = (c: (typeof courses)[number]) =>
  c.data.sessions
    .filter((s) => isUpcoming(s, TEST_BUILD_DATE) && s.seats !== 'cancelled')
    .map((s) => s.start.slice(0, 7));

const serviceOrder = new Map(readSource('services').map((s) => [s.id, s.data.order]));
const byServiceOrder = (a: string, b: string) => (serviceOrder.get(a) ?? 0) - (serviceOrder.get(b) ?? 0);

/** The courses' filter values, in the order the filters list them: each format, topic (service) and month that some course has. */
export const courseFilterValues: FilterValue[] = [
  ...COURSE_FORMATS.map((f) => ({ key: 'format', value: f, of: (c: (typeof courses)[number]) => c.data.format === f })),
  ...[...new Set(courses.flatMap((c) => c.data.services))].sort(byServiceOrder).map((s) => ({
    key: 'topic',
    value: s,
    of: (c: (typeof courses)[number]) => c.data.services.includes(s),
  })),
  ...[...new Set(courses.flatMap(monthsOfCourse))].sort().map((m) => ({
    key: 'month',
    value: m,
    of: (c: (typeof courses)[number]) => monthsOfCourse(c).includes(m),
  })),
]
  .map(({ of, ...v }) => ({ ...v, items: courses.filter(of).map((c) => c.path) }))
  .filter((v) => v.items.length > 0);

/** A Markdown entry of a folder, with its file for messages. */
export interface MarkdownFile<T = PageData | ServiceData> {
  file: string;
  /** The file name without .md: the entry's id, and so its route. */
  id: string;
  data: T;
  body: string;
}

export function readFolder(folder: 'services'): MarkdownFile<ServiceData>[];
export function readFolder(folder: 'pages'): MarkdownFile<PageData>[];
export function readFolder(folder: 'services' | 'pages'): MarkdownFile[] {
  return readSource(folder).map((e) => ({ ...e, file: `src/content/${folder}/${e.id}.md` }));
}

const pages = new Map(readFolder('pages').map((p) => [p.id, p]));
const titleOf = (id: string): string => {
  const page = pages.get(id);
  if (!page) throw new Error(`no src/content/pages/${id}.md`);
  return page.data.title;
};

/** The programs as the site names them: the title of each program's page. */
export const programs = readAll('programs').map((p) => ({ ...p, name: titleOf(p.page), href: routeOf(p.page) }));

/** Each category's breadcrumb step: its program's name and page. */
export const categories = Object.fromEntries(
  programs.filter((p) => p.id !== 'staffing').map((p) => [p.id, { label: p.name, href: p.href }]),
) as Record<Category, { label: string; href: string }>;

/** The second breadcrumb step on every program and service page. */
export const programsCrumb = { label: titleOf('program'), href: '/program' };

/** The one list of pages the test build makes (src/lib/site/pages.ts). */
export const sitePages = readSitePages(TEST_BUILD_DATE);

/**
 * 'careers': /careers, the role pages and the general application, added after the specification
 * (issue 13); 'cases': /case-studies and one page per case study (issue 12);
 * 'training': /training and one page per course (issue 22);
 * 'insights': /insights, its topic and later pages, each article and each person's page (issue 23);
 * 'added': the other routes added since (ADDED_ROUTES in spec.ts, e.g.
 * /privacy, /accessibility); every other kind is one of the specification's 28 routes.
 */
export type RouteKind =
  'home' | 'page' | 'category' | 'service' | 'careers' | 'cases' | 'training' | 'insights' | 'added';

export interface Route {
  path: string;
  h1: string;
  kind: RouteKind;
  /** For service pages: which category's breadcrumb they carry. */
  category?: Category;
  /** Loads JavaScript by design (home/programs: carousel; contact: the form; careers: the list filters; search: the search; an open role and the general application: the application form). */
  interactive: boolean;
  /** Kept out of search engines and the sitemap (a closed role, a filtered list with no items): noindex, no canonical. */
  noindex?: true;
}

const INTERACTIVE = new Set(['/', '/program', '/contact', '/careers', '/search']);
const CAREERS = '/careers';
const CASES = '/case-studies';
const INSIGHTS = '/insights';
const added = new Set<string>(ADDED_ROUTES);

/** Every route the site builds, with the h1 each must show (the 404 page aside): the one list of pages, as the tests see it. */
export function allRoutes(): Route[] {
  const services = new Map(readFolder('services').map((s) => [routeOf(s.id), s.data.category]));
  const jobOpen = new Map(jobs.map((j) => [j.path, j.open]));
  return sitePages
    .filter((p) => p.kind !== 'not-found')
    .map((p): Route => {
      const base = { path: p.path, h1: p.title };
      switch (p.kind) {
        case 'home':
          return { ...base, kind: 'home', interactive: true };
        case 'program':
          return { ...base, kind: 'category', interactive: INTERACTIVE.has(p.path) };
        case 'service': {
          const category = services.get(p.path);
          return { ...base, kind: 'service', ...(category ? { category } : {}), interactive: false };
        }
        case 'role': {
          // An open role has the application form; a closed one is kept out of search engines.
          const open = jobOpen.get(p.path) ?? false;
          return { ...base, kind: 'careers', interactive: open, ...(open ? {} : { noindex: true as const }) };
        }
        case 'application':
          return { ...base, kind: 'careers', interactive: true };
        case 'case-study':
          return { ...base, kind: 'cases', interactive: false };
        case 'catalog':
          // The course filters.
          return { ...base, kind: 'training', interactive: true };
        case 'course':
          // Its buttons link to /contact: no form, no script.
          return { ...base, kind: 'training', interactive: false };
        case 'article':
        case 'insights-tag':
        case 'article-group':
        case 'person':
          return { ...base, kind: 'insights', interactive: false };
        case 'case-study-group':
          return { ...base, kind: 'cases', interactive: false };
        case 'people-group':
          return { ...base, kind: 'added', interactive: false };
        case 'filtered-list':
          // A list filtered to one value is of its list's kind and, like it, filtered with a script; one
          // that no item has is kept out of search engines.
          return {
            ...base,
            kind: p.path.startsWith(`${CAREERS}/`) ? 'careers' : 'training',
            interactive: true,
            ...(p.indexed ? {} : { noindex: true as const }),
          };
        case 'list-page': {
          // A later page of a list (or a page of /training/sessions) is of its list's kind and, like it, filtered with a script or not.
          const list = p.path.replace(/\/page\/\d+$/, '');
          const kind: RouteKind = list.startsWith(INSIGHTS)
            ? 'insights'
            : list === CAREERS
              ? 'careers'
              : list === CASES
                ? 'cases'
                : list === TRAINING_PATH || list.startsWith(`${TRAINING_PATH}/`)
                  ? 'training'
                  : 'added';
          return { ...base, kind, interactive: list === CAREERS || list === TRAINING_PATH };
        }
        default: {
          const kind: RouteKind =
            p.path === CAREERS
              ? 'careers'
              : p.path === CASES
                ? 'cases'
                : p.path === INSIGHTS
                  ? 'insights'
                  : added.has(p.path)
                    ? 'added'
                    : 'page';
          return { ...base, kind, interactive: INTERACTIVE.has(p.path) };
        }
      }
    });
}

/** The routes added since the specification, as documented (careers: issue 13; case studies: issue 12; training: issue 22; insights: issue 23; others: ADDED_ROUTES). */
export const ADDED: readonly RouteKind[] = ['careers', 'cases', 'training', 'insights', 'added'];

/** The specification's routes that the build has: all 28 while the owner keeps their files. */
export function specRoutes(): Route[] {
  return allRoutes().filter((r) => SPEC_ROUTES.includes(r.path));
}

/** The service pages the owner added since the specification (the editor's "New service page"). */
export function addedServices(): Route[] {
  return allRoutes().filter((r) => r.kind === 'service' && !SPEC_ROUTES.includes(r.path));
}
