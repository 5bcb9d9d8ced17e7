/**
 * The browser tab's title, which search results also show: "<page> — <company>"
 * in at most TAB_TITLE_MAX characters. The schemas keep most page titles short
 * enough, but a longer company name or a long role title with its city can
 * pass the limit, and the build then shortens the title rather than failing.
 * Pure.
 */

/** Search results cut a title near this many characters; html-validate's long-title rule checks it. */
export const TAB_TITLE_MAX = 70;

const SEPARATOR = ' — ';
const ELLIPSIS = '…';

/** `text` cut at a word boundary to fit `max` characters, with an ellipsis when cut. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = text.slice(0, max - ELLIPSIS.length);
  const space = room.lastIndexOf(' ');
  // A word boundary late enough to keep most of the text; else a hard cut.
  const kept = space > max / 2 ? room.slice(0, space) : room;
  return `${kept.replace(/[\s,;:—–-]+$/, '')}${ELLIPSIS}`;
}

/**
 * "<title> — <company>" when it fits; else with the company's short name;
 * else the page's title alone, cut at a word when even that is too long.
 */
export function tabTitle(title: string, company: { name: string; shortName: string }, max = TAB_TITLE_MAX): string {
  for (const name of [company.name, company.shortName]) {
    const full = `${title}${SEPARATOR}${name}`;
    if (full.length <= max) return full;
  }
  return cut(title, max);
}
