/**
 * dist/_headers as Cloudflare Pages reads it (wrangler's parseHeaders and its
 * asset server, the code Cloudflare runs): the rules in file order, each
 * matching rule's "! Name" lines removing what an earlier rule set, a header
 * set by two matching rules joined with a comma, and a second rule for the
 * same path replacing the first. The build checks the finished file with it
 * (src/integrations/headersFile.ts), so the file stays within Cloudflare's
 * limits whatever the number of pages: its rules go by pattern, never one a
 * page. Pure.
 */
import { PREVIEW_HEADER } from '../deploy/preview';

/** Cloudflare Pages applies the first 100 rules of _headers and skips the rest of the file. */
export const MAX_HEADER_RULES = 100;
/** Cloudflare Pages skips a line of _headers longer than this. */
const MAX_LINE_LENGTH = 2000;

/** Every page is revalidated on each visit (the /* rule; narrower rules cache files that keep their names). */
export const PAGE_CACHE_CONTROL = 'no-cache';

/**
 * The policy of every SVG the site serves (the /*.svg rule): an SVG opened on
 * its own is a document, and an uploaded one could carry a script; this one
 * runs none, loads nothing and sits in a sandbox. Inline styles are what an
 * SVG's own drawing may use. frame-ancestors as on every response.
 */
export const SVG_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'";

export interface HeaderRule {
  /** The path pattern: "/*" and "/_astro/*" (one "*" at most), ":name" for one segment. */
  path: string;
  /** Header names (lower case) and values; a name given twice in one rule has its values joined. */
  set: Map<string, string>;
  /** The names its "! Name" lines remove from what earlier rules set. */
  unset: string[];
}

export interface HeadersFile {
  /** As Cloudflare keeps them: one rule a path (the last), in the order each path first appears. */
  rules: HeaderRule[];
  /** Path lines, the count Cloudflare limits. */
  ruleCount: number;
  /** What Cloudflare would skip or read differently from the way it is written. */
  problems: string[];
}

const isPathLine = (line: string) => /^(?:[^\s]+:\/\/|\/)/.test(line);

/** Reads _headers the way Cloudflare Pages does; a problem for every line it would skip. */
export function readHeadersFile(text: string): HeadersFile {
  const byPath = new Map<string, HeaderRule>();
  const problems: string[] = [];
  let ruleCount = 0;
  let rule: HeaderRule | undefined;
  // Cloudflare skips the headers of a path it cannot read, up to the next path.
  let skipping = false;
  const close = () => {
    if (rule && rule.set.size === 0 && rule.unset.length === 0) problems.push(`${rule.path}: a rule without headers`);
  };
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    const at = `line ${index + 1} ("${line.slice(0, 60)}")`;
    if (!line || line.startsWith('#')) return;
    if (line.length > MAX_LINE_LENGTH) {
      problems.push(`${at}: longer than ${MAX_LINE_LENGTH} characters, which Cloudflare skips`);
      return;
    }
    if (isPathLine(line)) {
      close();
      ruleCount += 1;
      rule = undefined;
      skipping = (line.match(/\*/g) ?? []).length > 1;
      if (skipping) {
        problems.push(`${at}: more than one "*", which Cloudflare skips with its headers`);
        return;
      }
      if (byPath.has(line)) problems.push(`${at}: a second rule for ${line}, which replaces the first on Cloudflare`);
      rule = { path: line, set: new Map(), unset: [] };
      byPath.set(line, rule);
      return;
    }
    if (skipping) return;
    if (!rule) {
      problems.push(`${at}: a header outside a rule`);
    } else if (line.startsWith('! ')) {
      rule.unset.push(line.slice(2).trim().toLowerCase());
    } else if (/^[^\s:]+:\s*\S/.test(line)) {
      const name = line.slice(0, line.indexOf(':')).toLowerCase();
      const value = line.slice(line.indexOf(':') + 1).trim();
      const earlier = rule.set.get(name);
      rule.set.set(name, earlier ? `${earlier}, ${value}` : value);
    } else {
      problems.push(`${at}: neither "Name: value" nor "! Name"`);
    }
  });
  close();
  if (ruleCount > MAX_HEADER_RULES) {
    problems.push(`${ruleCount} rules: Cloudflare applies the first ${MAX_HEADER_RULES} and skips the rest`);
  }
  return { rules: [...byPath.values()], ruleCount, problems };
}

/** A rule's path as the expression Cloudflare matches a request's path with. */
function pathPattern(path: string): RegExp {
  const source = path
    .split('*')
    .map((part) => part.replace(/[-/\\^$+?.()|[\]{}]/g, '\\$&').replace(/:[A-Za-z]\w*/g, '[^/]+'))
    .join('.*');
  return new RegExp(`^${source}$`);
}

/** The headers the rules give a request for `path`. */
export function headersFor(rules: readonly HeaderRule[], path: string): Headers {
  const headers = new Headers();
  const set = new Set<string>();
  for (const rule of rules.filter((r) => pathPattern(r.path).test(path))) {
    for (const name of rule.unset) headers.delete(name);
    for (const [name, value] of rule.set) {
      if (set.has(name)) headers.append(name, value);
      else headers.set(name, value);
      set.add(name);
    }
  }
  return headers;
}

/**
 * _headers for a preview: its header on every path, in the file's first "/*"
 * rule (a second "/*" rule would replace that one and its security headers),
 * or in a rule of its own ahead of all others. Either way it is among the
 * first rules, never past the limit.
 */
export function withPreviewHeader(text: string): string {
  const header = `  ${PREVIEW_HEADER.name}: ${PREVIEW_HEADER.value}`;
  const lines = text.split('\n');
  const all = lines.findIndex((line) => line.trim() === '/*');
  if (all === -1) return `/*\n${header}\n\n${text}`;
  return [...lines.slice(0, all + 1), header, ...lines.slice(all + 1)].join('\n');
}

/** What the served files need from _headers: every page revalidated (and, in a preview, kept out of search engines), every SVG under its policy. */
export function headersFileProblems(
  text: string,
  { pages, svgs, preview = false }: { pages: readonly string[]; svgs: readonly string[]; preview?: boolean },
): string[] {
  const { rules, problems } = readHeadersFile(text);
  for (const path of pages) {
    const headers = headersFor(rules, path);
    const cache = headers.get('cache-control');
    if (cache !== PAGE_CACHE_CONTROL) problems.push(`${path}: Cache-Control "${cache}", not "${PAGE_CACHE_CONTROL}"`);
    const robots = headers.get(PREVIEW_HEADER.name) ?? '';
    if (preview && !robots.split(',').some((v) => v.trim() === PREVIEW_HEADER.value)) {
      problems.push(`${path}: no ${PREVIEW_HEADER.name}: ${PREVIEW_HEADER.value} in a preview`);
    }
  }
  for (const path of svgs) {
    const policy = headersFor(rules, path).get('content-security-policy');
    if (policy !== SVG_CONTENT_SECURITY_POLICY) {
      problems.push(
        `${path}: an SVG without the SVGs' Content-Security-Policy (it gets "${policy}"); name it .svg, in lower case`,
      );
    }
  }
  return problems;
}
