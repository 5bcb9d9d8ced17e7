/**
 * The site as the tests expect it, read from the same sources the build uses:
 * the data files and the Markdown in src/content, through the same schemas.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import {
  readCapabilities,
  readCareersText,
  readCaseStudies,
  readIdentity,
  readJobs,
  readNav,
  readPartners,
  readPrograms,
} from '../../src/content/dataFiles';
import type { Category } from '../../src/content/schema';
import { GENERAL_APPLICATION_PATH, isOpen } from '../../src/lib/jobs';
import { routeOf } from '../../src/lib/routes';
import { testBuildEnv } from '../../scripts/test-env.mjs';
import { ADDED_ROUTES } from './spec';

const ROOT = join(import.meta.dirname, '..', '..');

export const site = readIdentity();
export const nav = readNav();
export const capabilities = readCapabilities();
export const partners = readPartners();
export const careersText = readCareersText();

/** The build date of the test build (scripts/test-env.mjs), which decides which roles are open. */
export const TEST_BUILD_DATE = testBuildEnv().BUILD_DATE;

/** Every role with its route and whether the test build lists it, newest first. */
export const jobs = readJobs()
  .map((job) => ({ ...job, path: `/careers/${job.slug}`, open: isOpen(job.data, TEST_BUILD_DATE) }))
  .sort((a, b) => b.data.posted.getTime() - a.data.posted.getTime() || a.data.title.localeCompare(b.data.title));
export const openJobs = jobs.filter((j) => j.open);

/** The case studies with their routes, most recent first. */
export const caseStudies = readCaseStudies()
  .map((c) => ({ ...c, path: `/case-studies/${c.slug}` }))
  .sort((a, b) => b.data.date.getTime() - a.data.date.getTime() || a.slug.localeCompare(b.slug));

export interface Frontmatter {
  title: string;
  metaTitle?: string;
  description: string;
  category?: Category;
  icon?: string;
  cta?: string;
  summary?: string;
  order?: number;
}

export interface MarkdownFile {
  file: string;
  /** The file name without .md: the entry's id, and so its route. */
  id: string;
  data: Frontmatter;
  body: string;
}

export function readMarkdown(file: string): MarkdownFile {
  const text = readFileSync(file, 'utf8');
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${file}: no frontmatter`);
  const id = file.replace(/^.*\//, '').replace(/\.md$/, '');
  return { file, id, data: parse(match[1] ?? '') as Frontmatter, body: match[2] ?? '' };
}

export function readFolder(folder: 'services' | 'pages'): MarkdownFile[] {
  const dir = join(ROOT, 'src', 'content', folder);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => readMarkdown(join(dir, f)));
}

const pages = new Map(readFolder('pages').map((p) => [p.id, p]));
const titleOf = (id: string): string => {
  const page = pages.get(id);
  if (!page) throw new Error(`no src/content/pages/${id}.md`);
  return page.data.title;
};

/** The programs as the site names them: the title of each program's page. */
export const programs = readPrograms().map((p) => ({ ...p, name: titleOf(p.page), href: routeOf(p.page) }));

/** Each category's breadcrumb step: its program's name and page. */
export const categories = Object.fromEntries(
  programs.filter((p) => p.id !== 'staffing').map((p) => [p.id, { label: p.name, href: p.href }]),
) as Record<Category, { label: string; href: string }>;

/** The second breadcrumb step on every program and service page. */
export const programsCrumb = { label: titleOf('program'), href: '/program' };

/**
 * 'careers': /careers, the role pages and the general application, added after the specification
 * (issue 13); 'cases': /case-studies and one page per case study (issue 12);
 * 'added': the other routes added since (ADDED_ROUTES in spec.ts, e.g.
 * /privacy); every other kind is one of the specification's 28 routes.
 */
export type RouteKind = 'home' | 'page' | 'category' | 'service' | 'careers' | 'cases' | 'added';

export interface Route {
  path: string;
  h1: string;
  kind: RouteKind;
  /** For service pages: which category's breadcrumb they carry. */
  category?: Category;
  /** Loads JavaScript by design (home/programs: carousel; contact: the form; careers: the list filters; an open role and the general application: the application form). */
  interactive: boolean;
  /** Kept out of search engines and the sitemap (a closed role): noindex, no canonical. */
  noindex?: true;
}

const programPaths = new Set(programs.map((p) => p.href));
const INTERACTIVE = new Set(['/', '/program', '/contact', '/careers']);
const CAREERS = '/careers';
const CASES = '/case-studies';
const added = new Set<string>(ADDED_ROUTES);

/** Every route the site builds, with the h1 each must show (the 404 page aside). */
export function allRoutes(): Route[] {
  const fixed: Route[] = [...pages.values()]
    .filter((p) => p.id !== '404')
    .map((p) => {
      const path = routeOf(p.id);
      const kind: RouteKind =
        path === '/'
          ? 'home'
          : path === CAREERS
            ? 'careers'
            : path === CASES
              ? 'cases'
              : added.has(path)
                ? 'added'
                : programPaths.has(path)
                  ? 'category'
                  : 'page';
      return { path, h1: p.data.title, kind, interactive: INTERACTIVE.has(path) };
    });
  const services: Route[] = readFolder('services').map((s) => ({
    path: routeOf(s.id),
    h1: s.data.title,
    kind: 'service',
    ...(s.data.category ? { category: s.data.category } : {}),
    interactive: false,
  }));
  const roles: Route[] = jobs.map((j) => ({
    path: j.path,
    h1: j.data.title,
    kind: 'careers',
    interactive: j.open, // an open role has the application form
    ...(j.open ? {} : { noindex: true as const }),
  }));
  // The general application: the application form without a role.
  const general: Route = {
    path: GENERAL_APPLICATION_PATH,
    h1: careersText.generalHeading,
    kind: 'careers',
    interactive: true,
  };
  const cases: Route[] = caseStudies.map((c) => ({
    path: c.path,
    h1: c.data.title,
    kind: 'cases',
    interactive: false,
  }));
  return [...fixed, ...services, ...roles, general, ...cases];
}

/** The routes added since the specification, as documented (careers: issue 13; case studies: issue 12; others: ADDED_ROUTES). */
const ADDED: readonly RouteKind[] = ['careers', 'cases', 'added'];

/** The specification's 28 routes (every kind but the added ones). */
export function specRoutes(): Route[] {
  return allRoutes().filter((r) => !ADDED.includes(r.kind));
}
