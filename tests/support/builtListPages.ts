/**
 * A list cut into pages (src/lib/site/pagination.ts) as the build wrote it:
 * each of its pages parsed once, with the items the page shows, in order,
 * so a test can follow a list across its pages whatever the content's size.
 */
import type { HTMLElement } from 'node-html-parser';
import { readBuilt, type Json } from './dist';
import { pagePaths } from '../../src/lib/site/pagination';

/** One built page of a list: its route, its parsed HTML and the routes of the items it shows, in order. */
export interface BuiltListPage {
  path: string;
  doc: HTMLElement;
  items: string[];
}

/**
 * The pages of the list at `list` of `count` items, `size` a page (`list`,
 * `list`/page/2 …), each with the items it shows: the href of every link
 * `itemLink` selects (one per item: a card's title link), in order.
 */
export function builtListPages(
  list: string,
  count: number,
  size: number,
  itemLink: string,
): [BuiltListPage, ...BuiltListPage[]] {
  const [first = list, ...later] = pagePaths(list, count, size);
  const page = (path: string): BuiltListPage => {
    const doc = readBuilt(path);
    return { path, doc, items: doc.querySelectorAll(itemLink).map((a) => a.getAttribute('href') ?? '') };
  };
  return [page(first), ...later.map(page)];
}

/** `items` cut as a list of `size` a page shows them: the first `size`, the next `size` …; one empty page when none. */
export function inPagesOf<T>(items: readonly T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += size) pages.push(items.slice(start, start + size));
  return pages.length > 0 ? pages : [[]];
}

/** Every JSON-LD node of a parsed page, from all its ld+json scripts, arrays flattened. */
export const jsonLdIn = (doc: HTMLElement): Json[] =>
  doc
    .querySelectorAll('script[type="application/ld+json"]')
    .flatMap((s): Json[] => [JSON.parse(s.textContent) as Json | Json[]].flat());
