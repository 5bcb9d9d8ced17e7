/** What tells two elements apart for the checks that visit a sample of each template's pages (templates.ts). */
import type { HTMLElement } from 'node-html-parser';

/**
 * An element's kind: its tag and classes, without a line icon's own name (lucide's `lucide-shield-check`).
 * Two icons of the same other classes differ only in the lines they draw: their size, stroke and color
 * come from those classes and their component, and no style of the site names an icon
 * (tests/unit/elementKind.test.ts). Which icon a page shows is content, as its words are; counted as a
 * kind, a service page was picked for its icons alone, and each new icon added a page to every check.
 */
export function kindOf(el: HTMLElement): string {
  const classes = [...el.classList.values()].filter((c) => !c.startsWith('lucide-'));
  return `${el.tagName} ${classes.sort().join(' ')}`;
}
