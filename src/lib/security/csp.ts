/**
 * Each page's Content-Security-Policy allows exactly its own inline code.
 * Astro's CSP (astro.config.ts, security.csp) writes the same policy on
 * every page: the hashes of every inline style and script of the whole site,
 * and of its script files, which 'self' already allows: many times the
 * hashes a page uses, as HTML that does not compress, on every page. The cspPerPage integration narrows each
 * built page's policy with narrowPageCsp. Pure; build time only.
 */
import { createHash } from 'node:crypto';
import type { PageKind } from '../site/pages';

export interface InlineHashes {
  script: string[];
  style: string[];
}

const META = /(<meta http-equiv="content-security-policy" content=")([^"]*)(")/i;
// <script> and <style> are raw text: their content runs to the first closing tag.
const INLINE = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi;
// A script of this type is data, never run, so the policy does not cover it.
const DATA_TYPE = /\btype\s*=\s*["']?application\/(ld\+)?json/i;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** A page's inline code: each <script> (code, not data or a file) and <style>, its kind, text and hash, in page order. */
function inlineCode(html: string): { kind: keyof InlineHashes; content: string; hash: string }[] {
  const code = [];
  for (const [, tag, attributes = '', content = ''] of html.matchAll(INLINE)) {
    const kind = tag?.toLowerCase() === 'style' ? 'style' : 'script';
    if (kind === 'script' && (/\bsrc\s*=/i.test(attributes) || DATA_TYPE.test(attributes))) continue;
    code.push({ kind, content, hash: sha256(content) } as const);
  }
  return code;
}

/** The source-expression hash of a script or style's text, as a policy lists it. */
export const hashOf = sha256;

/** The source-expression hashes of a page's inline <script>s (code, not data or files) and <style>s, in page order. */
export function inlineHashes(html: string): InlineHashes {
  const hashes: InlineHashes = { script: [], style: [] };
  for (const { kind, hash } of inlineCode(html)) {
    if (!hashes[kind].includes(hash)) hashes[kind].push(hash);
  }
  return hashes;
}

/** An inline script or style the build did not write: its kind and its first characters, to find it by. */
export interface UnlistedCode {
  kind: keyof InlineHashes;
  excerpt: string;
}

/**
 * The inline code of a built page that the build did not write: neither in
 * the policy Astro wrote on the page (its own scripts and styles, hashed as
 * it made them) nor among `own`, the hashes of the project's named inline
 * scripts (./ownInlineScripts.ts). Run before narrowPageCsp, which keeps
 * only the page's own hashes; anything it returns came from somewhere else,
 * such as content, and must not be allowed.
 */
export function unlistedInlineCode(html: string, own: ReadonlySet<string>): UnlistedCode[] {
  const policy = META.exec(html)?.[2] ?? '';
  const listed = new Set(policy.match(/'sha(256|384|512)-[^']+'/g) ?? []);
  return inlineCode(html)
    .filter(({ hash }) => !listed.has(hash) && !own.has(hash))
    .map(({ kind, content }) => ({ kind, excerpt: content.trim().replace(/\s+/g, ' ').slice(0, 80) }));
}

/** Lets a page compile WebAssembly (Pagefind's search), nothing more: no eval of JavaScript. */
export const WASM_SOURCE = "'wasm-unsafe-eval'";

/** What a kind of page adds to script-src beyond its hashes: WebAssembly on the search page only. */
export function extraScriptSources(kind: PageKind | undefined): string[] {
  return kind === 'search' ? [WASM_SOURCE] : [];
}

/**
 * The policy with the hashes of script-src and style-src replaced by `hashes`, and `extraScript`
 * added to script-src; every other source and directive kept.
 */
export function narrowPolicy(policy: string, hashes: InlineHashes, extraScript: readonly string[] = []): string {
  return policy
    .split(';')
    .map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      const kind = name === 'script-src' ? 'script' : name === 'style-src' ? 'style' : null;
      if (!kind) return directive;
      const kept = sources.filter((s) => !/^'sha(256|384|512)-/.test(s) && s !== WASM_SOURCE);
      const extra = kind === 'script' ? extraScript.filter((s) => !kept.includes(s)) : [];
      return [name, ...kept, ...extra, ...hashes[kind]].join(' ');
    })
    .join(';');
}

/**
 * A built page with its policy narrowed to its own inline code (and `extraScript` added to script-src);
 * a page without a policy <meta> is returned as it is.
 */
export function narrowPageCsp(html: string, extraScript: readonly string[] = []): string {
  return html.replace(
    META,
    (_, open: string, policy: string, close: string) =>
      open + narrowPolicy(policy, inlineHashes(html), extraScript) + close,
  );
}
