/**
 * The pages a check of how pages look and behave visits (axe, forced colors,
 * text resize, the Firefox and WebKit flows): every page with a template of its own, and, for the
 * kinds of page that share one (a service, a role, an article, a course…),
 * the fewest pages that between them render every kind of element the
 * template produces (each element's tag and classes, anywhere in the page; an
 * icon's own name aside, elementKind.ts),
 * chosen greedily from dist/. What differs between two pages of a template
 * is their content; an element kind that only one of them has (a table in
 * one article, a pay range on one role) is still checked, in each scheme
 * and at each width. What content alone decides (alternative text, link
 * and button names, labels, headings, landmarks) is checked on every page by
 * html-validate (tests/build/html-validate.test.ts).
 */
import { readFileSync } from 'node:fs';
import { HTMLElement, parse, TextNode, type Node } from 'node-html-parser';
import type { PageKind } from '../../src/lib/site/pages';
import { fewestCovering } from './cover';
import { distFile } from './dist';
import { kindOf } from './elementKind';
import { jobs, sitePages } from './site';

/** The kinds of page built from one template per kind (src/lib/site/pages.ts). */
const SHARED_TEMPLATE = new Set<PageKind>([
  'service',
  'role',
  'case-study',
  'course',
  'article',
  'insights-tag',
  'article-group',
  'case-study-group',
  'people-group',
  'list-page',
  // The open roles' and the courses' lists filtered to one value: their whole lists' template, one template for both.
  'filtered-list',
  'person',
]);

type SitePage = (typeof sitePages)[number];

const closed = new Set(jobs.filter((j) => !j.open).map((j) => j.path));
/** An open and a closed role's page differ (the form, the notice), so they count as two templates. */
const templateOf = (p: SitePage): string =>
  SHARED_TEMPLATE.has(p.kind) ? `${p.kind}${closed.has(p.path) ? ' (closed)' : ''}` : p.path;

/** What the choices below read of a built page, read once per page and process. */
interface PageFacts {
  /** The kinds of element it has (elementKind.ts). */
  kinds: Set<string>;
  /** The number of characters of the longest run without a space in one of its text nodes. */
  longestWord: number;
}
const facts = new Map<string, PageFacts>();

function factsOf(path: string): PageFacts {
  let known = facts.get(path);
  if (known) return known;
  const body = parse(readFileSync(distFile(path), 'utf8')).querySelector('body');
  const kinds = new Set<string>();
  for (const el of body?.querySelectorAll('*') ?? []) kinds.add(kindOf(el));
  let longestWord = 0;
  const visit = (node: Node): void => {
    if (node instanceof TextNode)
      for (const word of node.text.split(/\s+/)) longestWord = Math.max(longestWord, word.length);
    else if (!(node instanceof HTMLElement && ['script', 'style', 'noscript'].includes(node.rawTagName)))
      node.childNodes.forEach(visit);
  };
  if (body) visit(body);
  known = { kinds, longestWord };
  facts.set(path, known);
  return known;
}

let chosen: string[] | undefined;

/**
 * The routes those checks visit (the 404 page aside): of each template's pages, the fewest that render every kind of element.
 * Chosen once per process: each spec that visits them asks, and the choice parses every built page.
 */
export function templateRoutes(): string[] {
  chosen ??= chooseTemplateRoutes();
  return [...chosen];
}

/** Each template's pages (the 404 page aside). */
function pagesByTemplate(): string[][] {
  const byTemplate = new Map<string, string[]>();
  for (const p of sitePages.filter((page) => page.kind !== 'not-found'))
    byTemplate.set(templateOf(p), [...(byTemplate.get(templateOf(p)) ?? []), p.path]);
  return [...byTemplate.values()];
}

function chooseTemplateRoutes(): string[] {
  return pagesByTemplate().flatMap((paths) =>
    fewestCovering(
      paths,
      (p) => factsOf(p).kinds,
      (p) => p,
    ),
  );
}

/**
 * What a check of reflow visits: templateRoutes(), and of each template's pages the one with the
 * longest word, the content most likely to run off a narrow screen.
 */
export function reflowRoutes(): string[] {
  const longest = pagesByTemplate().map((paths) =>
    paths.reduce((a, b) => (factsOf(b).longestWord > factsOf(a).longestWord ? b : a)),
  );
  return [...new Set([...templateRoutes(), ...longest])];
}
