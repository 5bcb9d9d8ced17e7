import type { AstroIntegration } from 'astro';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtPages } from '../../scripts/lib/site-files.mjs';
import { deferModuleScripts } from '../lib/deferScript';

/**
 * After the build, the scripts named here are fetched only after the page
 * has loaded (src/lib/deferScript.ts): the analytics starter
 * (src/components/Analytics/AnalyticsScript.astro), so counting visits adds
 * nothing before the first paint. Runs before cspPerPage, which then hashes
 * the inline loader.
 */
export function deferScripts(names: readonly string[]): AstroIntegration {
  return {
    name: 'defer-scripts',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        for (const page of builtPages(root)) {
          const file = join(root, page);
          const html = await readFile(file, 'utf8');
          const next = deferModuleScripts(html, names);
          if (next !== html) await writeFile(file, next);
        }
      },
    },
  };
}
