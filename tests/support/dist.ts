/** Reading the built site in dist/ (run `npm run build` first; `npm test` does). */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { fileOfRoute } from '../../scripts/lib/site-files.mjs';

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

/** Visible words of an element's text. */
export function words(el: HTMLElement | null | undefined): number {
  return (el?.textContent ?? '').split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

export const normalise = (text: string): string => text.replace(/\s+/g, ' ').trim();
