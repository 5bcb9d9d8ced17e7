/**
 * The SVG check over every SVG the site can serve: each one under public/
 * (served as it is; the editor's upload folders are there or under src/)
 * and under src/ (what a page imports). A new upload folder in either is
 * checked without a change here. Build time only.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { svgFindings } from './svgSafety';

/** The folders, from the project's root, whose SVG files the build checks. */
export const SVG_FOLDERS = ['public', 'src'] as const;

/** One line per problem in every SVG file under the folders, naming the file ("public/partners/x.svg: …"). */
export function svgSourceFindings(root: string, folders: readonly string[] = SVG_FOLDERS): string[] {
  const lines: string[] = [];
  for (const folder of folders) {
    const files = readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.toLowerCase().endsWith('.svg'))
      .map((f) => `${folder}/${f.split(sep).join('/')}`)
      .sort();
    for (const file of files) {
      lines.push(...svgFindings(readFileSync(join(root, file), 'utf8')).map((problem) => `${file}: ${problem}`));
    }
  }
  return lines;
}
