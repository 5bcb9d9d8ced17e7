/**
 * The Markdown check over every Markdown source of the registry
 * (src/content/sources.ts), as the build runs it: a new Markdown collection
 * is checked without a change here.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sourceFolders, sources } from '../../content/sources';
import { findingLines, markdownFindings } from './markdownSafety';

/** One line per finding in every Markdown file under `root` (the project's root), naming file and line. */
export async function markdownSourceFindings(root: string): Promise<string[]> {
  const lines: string[] = [];
  for (const source of Object.values(sources)) {
    if (source.kind !== 'markdown') continue;
    // Its own folder, and in the test build the fixtures' folder too (where there is one): every file the build renders.
    for (const folder of sourceFolders(source).filter((f) => existsSync(join(root, f)))) {
      const files = readdirSync(join(root, folder)).filter((f) => f.endsWith('.md'));
      for (const file of files.sort()) {
        const where = `${folder}/${file}`;
        lines.push(...findingLines(where, await markdownFindings(readFileSync(join(root, where), 'utf8'))));
      }
    }
  }
  return lines;
}

/** The build's message for `lines` (from markdownSourceFindings). */
export function markdownRefusal(lines: readonly string[]): string {
  return [
    `Page text may hold no HTML and link only to safe addresses: ${lines.length} ${lines.length === 1 ? 'place' : 'places'} to change (docs/editing.md, "What page text may contain").`,
    ...lines.map((l) => `  ${l}`),
  ].join('\n');
}
