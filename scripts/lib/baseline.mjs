/**
 * The performance gate's baseline: the site's own shell (head, inline CSS,
 * header, footer) around an empty page, made from a page of the same build.
 * Lighthouse audits it in the same run as the routes, so what the machine
 * adds to every page (a busy core, a slow moment) shows in the baseline too,
 * and the gate can hold each route to what it adds over it.
 */

/** The route the baseline is served at in the gate's copy of the site. */
export const BASELINE_ROUTE = '/__baseline';

/**
 * The baseline made from a built page: everything inside `<main>` but its
 * `<h1>` removed, and every script dropped (the shell ships none of its own).
 * Throws when the page has no `<main>` or no `<h1>`, so a changed layout is
 * noticed rather than measured wrongly.
 * @param {string} html
 */
export function baselinePage(html) {
  const open = html.search(/<main[\s>]/);
  const close = html.indexOf('</main>');
  if (open < 0 || close < open) throw new Error('baselinePage: the page has no <main>');
  const openEnd = html.indexOf('>', open) + 1;
  const heading = /<h1[\s>][\s\S]*?<\/h1>/.exec(html.slice(openEnd, close));
  if (!heading) throw new Error('baselinePage: the page has no <h1>');
  const page = html.slice(0, openEnd) + heading[0] + html.slice(close);
  return page.replace(/<script[\s>][\s\S]*?<\/script>/g, '');
}
