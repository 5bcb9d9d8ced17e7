/**
 * A filtered list cut into pages (/careers, /training past one page) looks
 * through all of them: the FilterBoard island reads the items of the list's
 * other pages from their built HTML (same origin, the same static items
 * this page has) and shows those that match beside its own. Without
 * JavaScript each page links to the next instead (src/components/ui/ListPages).
 */
import { FILTER_ITEM } from './listFilters';

/** The attribute that marks an item read from another page. */
export const OTHER_PAGE_ITEM = 'data-other-page';

/** The items of the other pages, in order: those of the pages before `current` (from 1) and after it. */
export async function otherPagesItems(
  pages: readonly string[],
  current: number,
): Promise<{ before: HTMLElement[]; after: HTMLElement[] }> {
  const read = async (href: string): Promise<HTMLElement[]> => {
    const response = await fetch(href);
    if (!response.ok) throw new Error(`${href} answered ${response.status}`);
    const page = new DOMParser().parseFromString(await response.text(), 'text/html');
    return [...page.querySelectorAll<HTMLElement>(`[${FILTER_ITEM}]`)].map((item) => {
      const copy = document.importNode(item, true);
      copy.setAttribute(OTHER_PAGE_ITEM, '');
      return copy;
    });
  };
  const items = await Promise.all(pages.map((href, i) => (i + 1 === current ? [] : read(href))));
  return { before: items.slice(0, current - 1).flat(), after: items.slice(current).flat() };
}
