/**
 * A filtered list cut into pages (/careers, /training past one page) looks
 * through all of them: the FilterBoard island reads the items of the list's
 * other pages from their built HTML (same origin, the same static items
 * this page has) and shows those that match beside its own. A page of a
 * list filtered to one value (/careers/domain/robotics) is none of those
 * pages, so it reads them all. Without JavaScript each page links to the
 * next instead (src/components/ui/ListPages).
 */
import { FILTER_ITEM } from './listFilters';

/** The attribute that marks an item read from another page. */
export const OTHER_PAGE_ITEM = 'data-other-page';

/** The items of the other pages, in order: those of the pages before `current` (from 1; 0: none is this page) and after it. */
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
  const at = Math.max(current, 1) - 1;
  return { before: items.slice(0, at).flat(), after: items.slice(at).flat() };
}
