import type { AstroIntegration } from 'astro';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtPages } from '../../scripts/lib/site-files.mjs';
import { narrowPageCsp } from '../lib/csp';

/**
 * After the build, narrows each page's Content-Security-Policy <meta> to the
 * hashes of that page's own inline scripts and styles (src/lib/csp.ts).
 */
export function cspPerPage(): AstroIntegration {
  return {
    name: 'csp-per-page',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        let narrowed = 0;
        for (const page of builtPages(root)) {
          const file = join(root, page);
          const html = await readFile(file, 'utf8');
          const next = narrowPageCsp(html);
          if (next !== html) {
            await writeFile(file, next);
            narrowed++;
          }
        }
        logger.info(`narrowed the Content-Security-Policy of ${narrowed} pages to their own inline code`);
      },
    },
  };
}
