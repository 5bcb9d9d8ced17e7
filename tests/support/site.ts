/**
 * The site as the tests expect it, read from the same sources the build uses:
 * the route table in src/config and the Markdown in src/content.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { categories, pageRoutes, type Category } from '../../src/config/routes';

const ROOT = join(import.meta.dirname, '..', '..');

export interface Frontmatter {
  title: string;
  metaTitle?: string;
  description: string;
  route?: string;
  category?: Category;
  cta?: string;
  summary?: string;
  order?: number;
}

export interface MarkdownFile {
  file: string;
  data: Frontmatter;
  body: string;
}

export function readMarkdown(file: string): MarkdownFile {
  const text = readFileSync(file, 'utf8');
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${file}: no frontmatter`);
  return { file, data: parse(match[1] ?? '') as Frontmatter, body: match[2] ?? '' };
}

export function readFolder(folder: 'services' | 'pages'): MarkdownFile[] {
  const dir = join(ROOT, 'src', 'content', folder);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => readMarkdown(join(dir, f)));
}

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

const pageId = (path: string): string => (path === '/' ? 'home' : path.slice(1));
const categoryPaths = new Set(Object.values(categories).map((c) => c.href as string));
const INTERACTIVE = new Set(['/', '/program', '/contact']);

/** All 28 routes with the h1 each must show. */
export function allRoutes(): Route[] {
  const pages = new Map(readFolder('pages').map((p) => [p.file.replace(/^.*\//, '').replace(/\.md$/, ''), p]));
  const fixed: Route[] = pageRoutes.map((path) => {
    const page = pages.get(pageId(path));
    if (!page) throw new Error(`no src/content/pages/${pageId(path)}.md for ${path}`);
    const kind: RouteKind =
      path === '/' ? 'home' : categoryPaths.has(path) || path === '/Staffingservices' ? 'category' : 'page';
    return { path, h1: page.data.title, kind, interactive: INTERACTIVE.has(path) };
  });
  const services: Route[] = readFolder('services').map((s) => ({
    path: `/${s.data.route}`,
    h1: s.data.title,
    kind: 'service',
    ...(s.data.category ? { category: s.data.category } : {}),
    interactive: false,
  }));
  return [...fixed, ...services];
}
