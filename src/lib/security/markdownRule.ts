import { SAFE_SCHEMES, SAFE_URL_HINT } from './safeUrl';

/**
 * The editor's rule for a Markdown field, as a pattern and its message: no
 * "<" before a letter, "/", "!" or "?" (an HTML tag or comment) except an
 * address written as <https://…>, and no link to an address with another
 * scheme than the safe ones. The build's check is the whole rule; this
 * catches what an owner types.
 */
const SAFE = SAFE_SCHEMES.join('|');
export const MARKDOWN_NO_HTML: [string, string] = [
  `^(?![\\s\\S]*(?:<(?!(?:${SAFE}):)[A-Za-z!?/]|\\](?:\\(|:)[ \\t]*<?(?!(?:${SAFE}):)[A-Za-z][A-Za-z0-9+.-]*:))[\\s\\S]*$`,
  `Page text may not contain HTML tags such as <b> or <br>, and a link must be ${SAFE_URL_HINT}. Use the toolbar (bold, italic, link, headings, lists); to show "<" before a letter, write \\< in Markdown mode.`,
];
