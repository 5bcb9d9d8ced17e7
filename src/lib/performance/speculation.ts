/**
 * Instant next pages: the speculation rules every page carries, as data in
 * a <script type="speculationrules">. Chromium prefetches a same-site page
 * when the pointer rests on its link or presses it, or a finger touches it
 * ("moderate"), so the click finds the HTML already downloaded. No script
 * runs; browsers without speculation rules ignore the element. Pure.
 *
 * Prefetch, not prerender: measured under Lighthouse's phone throttling
 * (docs/performance.md), a page prerendered from a 300 ms hover or a touch
 * paints later after the click than a prefetched one, and wins only after
 * a long hover. A page Chromium prerenders anyway (from the address bar)
 * counts and loads what waits to be seen only once shown
 * (src/lib/performance/whenShown.ts).
 */

/** Links never prefetched: the editor, and files that are not pages (feeds, calendar files). */
export const NOT_PREFETCHED = ['/admin', '/admin/*', '/*.xml', '/*.ics'] as const;

export interface SpeculationRules {
  prefetch: {
    source: 'document';
    where: { and: [{ selector_matches: string }, { not: { href_matches: string[] } }] };
    eagerness: 'moderate';
  }[];
}

/** The rules: prefetch the site's own links (their href starts with one "/"), on hover or press. */
export function speculationRules(): SpeculationRules {
  return {
    prefetch: [
      {
        source: 'document',
        where: {
          and: [{ selector_matches: 'a[href^="/"]:not([href^="//"])' }, { not: { href_matches: [...NOT_PREFETCHED] } }],
        },
        eagerness: 'moderate',
      },
    ],
  };
}

/** The rules as the page carries them, the text of its <script type="speculationrules">. */
export function speculationRulesText(): string {
  return JSON.stringify(speculationRules());
}
