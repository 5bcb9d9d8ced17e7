/**
 * The site as the tests expect it, read from the same sources the build uses:
 * the data files and the Markdown in src/content, through the same schemas.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { readCapabilities, readIdentity, readNav, readPartners, readPrograms } from '../../src/content/dataFiles';
import type { Category } from '../../src/content/schema';
import { routeOf } from '../../src/lib/routes';

const ROOT = join(import.meta.dirname, '..', '..');

export const site = readIdentity();
export const nav = readNav();
export const capabilities = readCapabilities();
export const partners = readPartners();

export interface Frontmatter {
  title: string;
  metaTitle?: string;
  description: string;
  category?: Category;
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

export type RouteKind = 'home' | 'page' | 'category' | 'service';

export interface Route {
  path: string;
  h1: string;
  kind: RouteKind;
  /** For service pages: which category's breadcrumb they carry. */
  category?: Category;
  /** Loads JavaScript by design (home/programs: carousel; contact: the form). */
  interactive: boolean;
}

const programPaths = new Set(programs.map((p) => p.href));
const INTERACTIVE = new Set(['/', '/program', '/contact']);

/** Every route the site builds, with the h1 each must show (the 404 page aside). */
export function allRoutes(): Route[] {
  const fixed: Route[] = [...pages.values()]
    .filter((p) => p.id !== '404')
    .map((p) => {
      const path = routeOf(p.id);
      const kind: RouteKind = path === '/' ? 'home' : programPaths.has(path) ? 'category' : 'page';
      return { path, h1: p.data.title, kind, interactive: INTERACTIVE.has(path) };
    });
  const services: Route[] = readFolder('services').map((s) => ({
    path: routeOf(s.id),
    h1: s.data.title,
    kind: 'service',
    ...(s.data.category ? { category: s.data.category } : {}),
    interactive: false,
  }));
  return [...fixed, ...services];
}
