/**
 * Astro writes `<style>astro-island,…{display:contents}</style>` into <body>,
 * just before a page's first island. HTML allows a <style> in <body> only as
 * the first child of its parent, so the W3C checker reports it; the same rule
 * at the end of <head> applies to the whole page alike. Pure; build time only.
 */
const ISLAND_STYLE = /<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>/;

/** The page with Astro's island style moved to the end of <head>; unchanged when it has none. */
export function islandStyleInHead(html: string): string {
  const found = ISLAND_STYLE.exec(html);
  if (!found || html.indexOf('</head>') < 0 || found.index < html.indexOf('</head>')) return html;
  const without = html.slice(0, found.index) + html.slice(found.index + found[0].length);
  return without.replace('</head>', `${found[0]}</head>`);
}
