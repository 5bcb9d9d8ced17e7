/**
 * Lists that stay small, whatever the content: a full list is cut into pages
 * served at <list>, <list>/page/2 … (listPagePath in src/lib/site/routes.ts),
 * and a page that shows part of a list kept elsewhere (the home page's case
 * studies, a service's articles) shows its first few and links to the whole.
 * Every list's sizes are here. Pure: no content reading, no I/O.
 */
import { listPageParam, listPagePath, trail, type Crumb } from './routes';
import { fill } from '../utils/fill';
import { DESCRIPTION_LENGTH } from '../../content/schemas/common';

/** How many items one page of each full list shows; past it the list goes on at <list>/page/2. */
export const PAGE_SIZE = {
  /** /insights and each topic page. */
  articles: 12,
  /** /careers' open roles (its first page also carries the page's own text). */
  roles: 15,
  /** /training's courses. */
  courses: 12,
  /** /case-studies. */
  caseStudies: 9,
  /** /about's people. */
  people: 12,
  /** /training/sessions: every upcoming session. */
  sessions: 30,
} as const;

/** How many items a page shows of a list kept elsewhere (the first few, in the full list's order), with a link to it. */
export const FIRST_FEW = {
  /** The home page and /program. */
  caseStudies: 3,
  /** A service page's case studies. */
  serviceCaseStudies: 3,
  /** A service page's courses. */
  courses: 4,
  /** A service page's people. */
  people: 6,
  /** A service page's and a person page's articles. */
  articles: 3,
  /** /training's soonest sessions. */
  sessions: 15,
} as const;

/** How many pages a list of `count` items takes at `size` a page; one even when empty. */
export function pageCount(count: number, size: number): number {
  return Math.max(1, Math.ceil(count / size));
}

/** One page of a list: its number (from 1), the number of the last page, and its items. */
export interface ListPage<T> {
  number: number;
  last: number;
  items: T[];
}

/** The pages of a list at `size` items a page, in order; one (empty) page for an empty list. */
export function pagesOf<T>(items: readonly T[], size: number): ListPage<T>[] {
  if (!Number.isInteger(size) || size < 1) throw new Error(`A page size must be a whole number from 1: ${size}`);
  const last = pageCount(items.length, size);
  return Array.from({ length: last }, (_, i) => ({
    number: i + 1,
    last,
    items: items.slice(i * size, (i + 1) * size),
  }));
}

/**
 * The static paths of a list's pages for a rest parameter ([...page].astro):
 * page 1 at the list's own route, then "page/2" …; `props` adds what every
 * page needs (a topic).
 */
export function listPaths<T, P extends object = object>(
  items: readonly T[],
  size: number,
  props: P = {} as P,
): { params: { page: string | undefined }; props: P & { list: ListPage<T> } }[] {
  return pagesOf(items, size).map((list) => ({
    params: { page: listPageParam(list.number) },
    props: { ...props, list },
  }));
}

/** The words of the links between pages. */
export interface PageWords {
  previous: string;
  next: string;
}

/** A page's links to the page before and after it, at `list`'s routes; none past either end. */
export function pageLinks(
  list: string,
  page: Pick<ListPage<unknown>, 'number' | 'last'>,
  words: PageWords,
): { previous?: { label: string; href: string }; next?: { label: string; href: string } } {
  return {
    ...(page.number > 1 ? { previous: { label: words.previous, href: listPagePath(list, page.number - 1) } } : {}),
    ...(page.number < page.last ? { next: { label: words.next, href: listPagePath(list, page.number + 1) } } : {}),
  };
}

/** The URL of every page of a list of `count` items, in order. */
export function pagePaths(list: string, count: number, size: number): string[] {
  return Array.from({ length: pageCount(count, size) }, (_, i) => listPagePath(list, i + 1));
}

/** The first `few` items of a list, and whether it has more (then the page links to the whole list). */
export function firstFew<T>(items: readonly T[], few: number): { items: T[]; more: boolean } {
  return { items: items.slice(0, few), more: items.length > few };
}

/** One entry's items (a person's articles, a service's case studies) as a list of its own: its route, heading and lead. */
export interface Group<T> {
  path: string;
  title: string;
  lead: string;
  items: T[];
}

/**
 * The lists of each owner's items (`groupOf`) that the owner's page shows only the first `few` of, whole:
 * one for each owner with more; an owner whose page shows them all has none.
 */
export function groupsPast<O, T>(owners: readonly O[], few: number, groupOf: (owner: O) => Group<T>): Group<T>[] {
  return owners.map(groupOf).filter((g) => firstFew(g.items, few).more);
}

/**
 * What the layout shows of a page of a group (groupsPast): its heading (numbered past the first page) and
 * lead, a summary made of the lead and the whole list's, a breadcrumb up through the whole list
 * (`whole`: /insights above a person's articles), and the links between its pages.
 */
export function groupPageHead(
  group: Omit<Group<unknown>, 'items'>,
  page: Pick<ListPage<unknown>, 'number' | 'last'>,
  whole: { title: string; description: string; href: string },
  words: ListWords,
  companyName: string,
) {
  const first = { title: group.title, description: withinLength(`${group.lead} ${whole.description}`) };
  const { title, description, nav } = listPageText(group.path, page, first, words);
  const here = { label: title, href: listPagePath(group.path, page.number) };
  return {
    title,
    description,
    lead: group.lead,
    nav,
    trail: trail(companyName, [{ label: whole.title, href: whole.href }], here),
  };
}

/** The words of a list cut into pages (pageText's `lists`, or a list's own). */
export interface ListWords extends PageWords {
  /** With {page}, and {title}: the first page's heading. */
  pageTitle: string;
  /** With {page}, and {title} or {description}: the first page's. */
  pageDescription: string;
  pagination: string;
  /** With {page} and {last}. */
  pageOf: string;
}

/** A description cut, at a word, to the length search engines show (the first page's with "Page 2:" before it is longer). */
export function withinLength(description: string, max: number = DESCRIPTION_LENGTH.max): string {
  if (description.length <= max) return description;
  const cut = description.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,;:.]+$/, '')}…`;
}

/**
 * What a page of a list says about itself: the first keeps the list page's
 * heading and description, a later one is titled by its number; and the
 * navigation to the pages beside it (ListPages).
 */
export function listPageText(
  list: string,
  page: Pick<ListPage<unknown>, 'number' | 'last'>,
  first: { title: string; description: string },
  words: ListWords,
): {
  title: string;
  description: string;
  nav: { label: string; status: string } & ReturnType<typeof pageLinks>;
} {
  const values = { title: first.title, page: page.number, description: first.description };
  const later = page.number > 1;
  return {
    title: later ? fill(words.pageTitle, values) : first.title,
    description: later ? withinLength(fill(words.pageDescription, values)) : first.description,
    nav: {
      label: words.pagination,
      status: fill(words.pageOf, { page: page.number, last: page.last }),
      ...pageLinks(list, page, words),
    },
  };
}

/**
 * What the layout shows of a page of a list: the first page keeps its own
 * words, lead and breadcrumb (`firstTrail`, the layout's default when
 * absent); a later page is titled by its number, without the lead, with a
 * breadcrumb up to the list (through `above`, the steps above the list:
 * the whole list above a filtered one).
 */
export function listPageHead(
  list: string,
  page: Pick<ListPage<unknown>, 'number' | 'last'>,
  first: { title: string; description: string; metaTitle?: string | undefined; lead?: string | undefined },
  words: ListWords,
  companyName: string,
  firstTrail?: Crumb[],
  above: readonly Crumb[] = [],
): ReturnType<typeof listPageText> & {
  metaTitle: string | undefined;
  lead: string | undefined;
  trail: Crumb[] | undefined;
} {
  const text = listPageText(list, page, first, words);
  if (page.number === 1) return { ...text, metaTitle: first.metaTitle, lead: first.lead, trail: firstTrail };
  return {
    ...text,
    metaTitle: text.title,
    lead: undefined,
    trail: trail(companyName, [...above, { label: first.title, href: list }], {
      label: text.title,
      href: listPagePath(list, page.number),
    }),
  };
}

/**
 * The link under the first few of a longer list, to the whole list: only
 * when some were left out and the section's own link (from the content)
 * does not already lead there.
 */
export function moreLink(
  few: { more: boolean },
  whole: { label: string; href: string },
  sectionLink?: { href: string } | undefined,
): { label: string; href: string } | undefined {
  const there = (href: string) => href.split('#')[0]?.split('?')[0] === whole.href.split('#')[0]?.split('?')[0];
  return few.more && !(sectionLink && there(sectionLink.href)) ? whole : undefined;
}
