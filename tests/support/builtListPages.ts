/**
 * A list cut into pages (src/lib/site/pagination.ts) as the build wrote it:
 * each of its pages parsed once, with the items the page shows, in order,
 * so a test can follow a list across its pages whatever the content's size.
 */
import type { HTMLElement } from 'node-html-parser';
import { readBuilt } from './dist';
import { pagePaths, pagesOf } from '../../src/lib/site/pagination';

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

/** `items` cut as the list's pages show them (pagesOf, as the site cuts them): one empty page when none. */
export const inPagesOf = <T>(items: readonly T[], size: number): T[][] => pagesOf(items, size).map((p) => p.items);
