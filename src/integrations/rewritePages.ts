import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtPages } from '../lib/site/builtFiles.ts';

/**
 * Runs `rewrite` over every built page (its path relative to the build
 * folder, and its HTML) and writes back the pages it changed; resolves how many.
 */
export async function rewritePages(dir: URL, rewrite: (html: string, page: string) => string): Promise<number> {
  const root = fileURLToPath(dir);
  let changed = 0;
  for (const page of builtPages(root)) {
    const file = join(root, page);
    const html = await readFile(file, 'utf8');
    const next = rewrite(html, page);
    if (next !== html) {
      await writeFile(file, next);
      changed++;
    }
  }
  return changed;
}
