/**
 * Reading the content collections at build time, with errors that say which
 * file to fix. The routes in src/pages and the layouts use these modules
 * (through ./index.ts); components get what they need as props.
 */
import { getCollection, getEntry, type CollectionEntry, type CollectionKey } from 'astro:content';
import type { Closing, Section, SectionKey } from '../../content/schema';
import { sourcePath, sources } from '../../content/sources';

const cache = new Map<CollectionKey, Promise<readonly unknown[]>>();

/**
 * Every entry of a collection. Astro copies each entry of the collection on
 * every getCollection() call, and the layout reads the services for the
 * footer on every page, so a large build spent most of its time copying. A
 * build's content never changes, so each collection is read once; `astro
 * dev` reads afresh so edits show. The entries are shared: sort or filter a
 * copy, never the array. A list file's entries come in the file's order
 * (src/content.config.ts).
 */
export function entriesOf<C extends CollectionKey>(name: C): Promise<readonly CollectionEntry<C>[]> {
  if (import.meta.env.DEV) return getCollection(name);
  let entries = cache.get(name);
  if (!entries) cache.set(name, (entries = getCollection(name)));
  return entries as Promise<readonly CollectionEntry<C>[]>;
}

/**
 * What `read` computes from the content, once per build: every page of the
 * build shares its promise, so a page's cost does not grow with the content
 * that other pages list. `astro dev` reads afresh on each call, so edits
 * show. Share, never change, what it returns.
 */
export function perBuild<T>(read: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (import.meta.env.DEV ? read() : (value ??= read()));
}

type ObjectSource = {
  [N in keyof typeof sources]: (typeof sources)[N]['kind'] extends 'object' ? N : never;
}[keyof typeof sources];

/** The one entry of a single-file source (kind `object` in src/content/sources.ts); the build stops if it is missing. */
export async function objectOf<N extends ObjectSource>(name: N): Promise<CollectionEntry<N>['data']> {
  const entry = await getEntry(name, name);
  if (!entry) throw new Error(`Missing ${sourcePath(sources[name])}`);
  return entry.data;
}

export type PageEntry = CollectionEntry<'pages'>;
export type ServiceEntry = CollectionEntry<'services'>;
export type JobEntry = CollectionEntry<'jobs'>;
export type CaseStudyEntry = CollectionEntry<'cases'>;
export type ArticleEntry = CollectionEntry<'articles'>;
export type PersonEntry = CollectionEntry<'people'>;

/** The page entry src/content/pages/{id}.md; the build stops if it is missing. */
export async function getPage(id: string): Promise<PageEntry> {
  const entry = await getEntry('pages', id);
  if (!entry) throw new Error(`Missing page content: create src/content/pages/${id}.md`);
  return entry;
}

/** A titled block of a page; the build stops, naming file and key, if it is missing. */
export function section(page: PageEntry, key: SectionKey): Section {
  const found = page.data.sections[key];
  if (!found) throw new Error(`src/content/pages/${page.id}.md: add "sections.${key}" (heading, intro?, link?)`);
  return found;
}

/** A page-only field (e.g. hero, teaser); the build stops, naming file and field, if it is missing. */
export function required<T>(value: T | undefined, page: PageEntry, field: string): T {
  if (value === undefined) throw new Error(`src/content/pages/${page.id}.md: the field "${field}" is required`);
  return value;
}

/** A page's closing call to action (front matter `closing`) with the contact form's topic for it. */
export function closingOf(page: PageEntry, topic?: string): Closing & { topic?: string | undefined } {
  return { ...required(page.data.closing, page, 'closing'), topic };
}
