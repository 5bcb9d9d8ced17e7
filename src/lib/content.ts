/**
 * Reading the content collections, with errors that say which file to fix.
 * Used by the routes in src/pages at build time.
 */
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import type { Category } from '../config/routes';
import type { Section } from '../content/schema';

export type PageEntry = CollectionEntry<'pages'>;
export type ServiceEntry = CollectionEntry<'services'>;

/** The page entry src/content/pages/{id}.md; the build stops if it is missing. */
export async function getPage(id: string): Promise<PageEntry> {
  const entry = await getEntry('pages', id);
  if (!entry) throw new Error(`Missing page content: create src/content/pages/${id}.md`);
  return entry;
}

/** A titled block of a page; the build stops, naming file and key, if it is missing. */
export function section(page: PageEntry, key: string): Section {
  const found = page.data.sections[key];
  if (!found) throw new Error(`src/content/pages/${page.id}.md: add "sections.${key}" (heading, intro?, link?)`);
  return found;
}

/** A page-only field (e.g. hero, teaser); the build stops, naming file and field, if it is missing. */
export function required<T>(value: T | undefined, page: PageEntry, field: string): T {
  if (value === undefined) throw new Error(`src/content/pages/${page.id}.md: the field "${field}" is required`);
  return value;
}

/** The service pages, in their card order; optionally only one category. */
export async function getServices(category?: Category): Promise<ServiceEntry[]> {
  const all = await getCollection('services', (e) => !category || e.data.category === category);
  return all.sort((a, b) => a.data.order - b.data.order);
}
