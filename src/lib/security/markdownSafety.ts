/**
 * Content is data, never code: the Markdown of every collection may hold no
 * HTML and link only to safe addresses (./safeUrl.ts). The build refuses a
 * file that breaks the rule, naming the file, the line and what to write
 * instead (src/integrations/contentSafety.ts runs `markdownFindings` over
 * every Markdown source); the Markdown processor's `markdownGuard` drops the
 * same nodes, so none reaches a page even where the check does not run
 * (`astro dev`, an entry the content cache kept). The editor's Markdown field
 * states the rule (./markdownRule.ts).
 *
 * Refused rather than sanitized: the editor's rich-text mode writes Markdown
 * only, so HTML comes from its raw mode or a hand edit, and a sanitizer would
 * silently drop what it removes, the owner's words with it.
 */
import { markdownToHtml, type MdastPluginDefinition } from 'satteri';
import { isSafeUrl, SAFE_URL_HINT, urlScheme } from './safeUrl';

/** One thing a Markdown file may not hold: where, what, and what to write instead. */
export interface MarkdownFinding {
  /** The line in the file (front matter included), when known. */
  line: number | undefined;
  problem: string;
  instead: string;
}

const CODE = "Page text cannot run code: delete it. A feature that needs code is a developer's change.";
const EMBED =
  'Page text cannot embed other pages, forms, media or styles: delete it, or link to the page with [the words](https://…).';

/** What to write instead of each HTML element, in an owner's words. */
const INSTEAD: Record<string, string> = {
  ...Object.fromEntries(['script', 'noscript'].map((t) => [t, CODE])),
  ...Object.fromEntries(
    [
      'style',
      'link',
      'meta',
      'base',
      'iframe',
      'frame',
      'object',
      'embed',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'svg',
      'math',
      'video',
      'audio',
      'template',
    ].map((t) => [t, EMBED]),
  ),
  a: 'Write a link as [the words](/about) or [the words](https://example.com/page).',
  b: 'Write **bold words**.',
  strong: 'Write **bold words**.',
  i: 'Write *italic words*.',
  em: 'Write *italic words*.',
  br: 'Start a new paragraph with an empty line.',
  ...Object.fromEntries(
    ['p', 'div', 'span'].map((t) => [t, 'Separate paragraphs with an empty line; nothing else is needed.']),
  ),
  ...Object.fromEntries(
    ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((t) => [t, 'Write a heading as "## Heading" or "### Subheading".']),
  ),
  ...Object.fromEntries(['ul', 'ol', 'li'].map((t) => [t, 'Write a list with "- item" or "1. item" on each line.'])),
  ...Object.fromEntries(
    ['table', 'thead', 'tbody', 'tr', 'th', 'td'].map((t) => [
      t,
      'Write a table in Markdown: "| Column | Column |", then "| --- | --- |", then one line per row.',
    ]),
  ),
  ...Object.fromEntries(
    ['img', 'picture'].map((t) => [t, "Use the entry's image field; page text holds no pictures."]),
  ),
};
const OTHER =
  'Write it in Markdown (## heading, **bold**, *italic*, [words](/about), - list item, | table |); to show the characters themselves, put a backslash before the "<".';

const EVENT_ATTRIBUTE = /[\s"'/](on[a-z]+)\s*=/i;
const URL_ATTRIBUTE = /\b(?:href|src|action|formaction|xlink:href|data)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;

function htmlFinding(value: string): Omit<MarkdownFinding, 'line'> {
  if (value.startsWith('<!--')) {
    return { problem: 'an HTML comment', instead: 'Delete it: everything in page text is published.' };
  }
  const tag = /^<\/?([A-Za-z][A-Za-z0-9-]*)/.exec(value)?.[1]?.toLowerCase();
  const event = EVENT_ATTRIBUTE.exec(value)?.[1]?.toLowerCase();
  const unsafeUrl = [...value.matchAll(URL_ATTRIBUTE)]
    .map((m) => m[1] ?? m[2] ?? m[3] ?? '')
    .find((url) => !isSafeUrl(url));
  const element = tag ? `HTML (<${tag}>)` : 'HTML';
  const problem = event
    ? `${element} with an ${event} attribute, code that would run in the visitor's browser`
    : unsafeUrl !== undefined
      ? `${element} with a ${urlScheme(unsafeUrl)}: address`
      : element;
  return { problem, instead: event ? CODE : ((tag && INSTEAD[tag]) ?? OTHER) };
}

function urlFinding(url: string, what: string): Omit<MarkdownFinding, 'line'> {
  return {
    problem: `${what} to a ${urlScheme(url)}: address`,
    instead: `A link must be ${SAFE_URL_HINT}; write [the words](/about) or [the words](https://example.com/page).`,
  };
}

/** Every finding in a Markdown file's text, in order; [] for a file the site may publish. */
export async function markdownFindings(text: string): Promise<MarkdownFinding[]> {
  const findings: MarkdownFinding[] = [];
  const at = (node: { position?: { start: { line: number } } | undefined }, finding: Omit<MarkdownFinding, 'line'>) =>
    findings.push({ line: node.position?.start.line, ...finding });
  const collect: MdastPluginDefinition = {
    name: 'markdown-findings',
    options: { position: true },
    html: (node) => void at(node, htmlFinding(node.value)),
    link: (node) => void (isSafeUrl(node.url) || at(node, urlFinding(node.url, 'a link'))),
    image: (node) => void (isSafeUrl(node.url) || at(node, urlFinding(node.url, 'an image'))),
    definition: (node) => void (isSafeUrl(node.url) || at(node, urlFinding(node.url, 'a link definition'))),
  };
  await markdownToHtml(text, { mdastPlugins: [collect] });
  return findings.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}

/** The findings of one file as the build prints them: one line each, naming the file and the line. */
export function findingLines(file: string, findings: readonly MarkdownFinding[]): string[] {
  // A closing tag repeats its opening tag's finding on the same line: said once.
  return [...new Set(findings.map((f) => `${file}${f.line ? `, line ${f.line}` : ''}: ${f.problem}. ${f.instead}`))];
}

/**
 * The Markdown processor's plugin (astro.config.ts): drops raw HTML, turns a
 * link to an unsafe address into its words, drops an image or link definition
 * with one. The build's check has already refused such a file; this is the
 * second line, for where that check does not run.
 */
export const markdownGuard: MdastPluginDefinition = {
  name: 'markdown-guard',
  html: (node, ctx) => ctx.removeNode(node),
  link: (node, ctx) => {
    if (!isSafeUrl(node.url)) ctx.replaceNode(node, { type: 'text', value: ctx.textContent(node) });
  },
  image: (node, ctx) => {
    if (!isSafeUrl(node.url)) ctx.removeNode(node);
  },
  definition: (node, ctx) => {
    if (!isSafeUrl(node.url)) ctx.removeNode(node);
  },
};
