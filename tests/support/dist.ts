/** Reading the built site in dist/ (run `npm run build` first; `npm test` does). */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import sharp from 'sharp';
import { fileOfRoute } from '../../src/lib/site/builtFiles.ts';

export const DIST = join(import.meta.dirname, '..', '..', 'dist');

/** The file a route is built to: "/" → index.html, "/about" → about.html. */
export function distFile(path: string): string {
  return join(DIST, fileOfRoute(path));
}

export function readBuilt(path: string): HTMLElement {
  const file = distFile(path);
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  return parse(readFileSync(file, 'utf8'));
}

/** The CSS a built page carries inline, one string per `<style>` element. */
export const inlineCss = (page: HTMLElement): string[] => page.querySelectorAll('style').map((s) => s.textContent);

/** Visible words of an element's text. */
export function words(el: HTMLElement | null | undefined): number {
  return (el?.textContent ?? '').split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

export const normalise = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** The links inside an element, in order: each one's text (normalised; none has a label of its own), href and rel. */
export const linksIn = (root: HTMLElement | null | undefined) =>
  (root?.querySelectorAll('a') ?? []).map((a) => ({
    text: normalise(a.textContent),
    href: a.getAttribute('href'),
    rel: a.getAttribute('rel'),
  }));

/** Script elements that run code: every <script> but data (JSON-LD, speculation rules). */
export const EXECUTABLE_SCRIPT = 'script:not([type="application/ld+json"]):not([type="speculationrules"])';

export type Json = Record<string, unknown>;

/** Every JSON-LD node of a parsed page, from all its ld+json scripts, arrays flattened. */
export const jsonLdIn = (doc: HTMLElement): Json[] =>
  doc
    .querySelectorAll('script[type="application/ld+json"]')
    .flatMap((s): Json[] => [JSON.parse(s.textContent) as Json | Json[]].flat());

/** Every JSON-LD node of a built page. */
export const jsonLd = (path: string): Json[] => jsonLdIn(readBuilt(path));

/**
 * The analytics tracker's files in a build with analytics on, as the build
 * named them: the module a page's deferred loader imports
 * (src/lib/performance/deferScript.ts) and the files it imports, the
 * tracker's last.
 */
export function trackerFiles(dist: string): string[] {
  const html = readFileSync(join(dist, 'about.html'), 'utf8');
  const entry = /import\("(\/_astro\/[^"]+\.js)"\)/.exec(html)?.[1];
  if (!entry) throw new Error(`${dist}/about.html has no deferred analytics loader: is analytics on in this build?`);
  const code = readFileSync(join(dist, entry), 'utf8');
  return [entry, ...[...code.matchAll(/from"\.\/([^"]+\.js)"/g)].map((m) => `/_astro/${m[1]}`)];
}

/** A built image's pixels: the red, green and blue of the pixel at (x, y). */
export async function pixelsOf(
  file: string,
): Promise<{ width: number; height: number; at: (x: number, y: number) => number[] }> {
  const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const start = (Math.round(y) * info.width + Math.round(x)) * info.channels;
    return [...data.subarray(start, start + 3)];
  };
  return { width: info.width, height: info.height, at };
}
