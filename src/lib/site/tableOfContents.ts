/** A page's table of contents, from the headings Astro's render() returns. Pure. */

/** A heading as Astro's render() reports it. */
export interface Heading {
  depth: number;
  slug: string;
  text: string;
}

export interface ContentsLink {
  label: string;
  href: string;
}

/** One link per h2, in order, to its id. */
export function contentsOf(headings: readonly Heading[]): ContentsLink[] {
  return headings.filter((h) => h.depth === 2 && h.slug !== '').map((h) => ({ label: h.text, href: `#${h.slug}` }));
}
