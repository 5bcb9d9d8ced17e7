import type { AstroIntegration } from 'astro';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtPages, routeOfFile } from '../../scripts/lib/site-files.mjs';
import { extraScriptSources, narrowPageCsp } from '../lib/csp';
import type { SitePage } from '../lib/sitePages';

/**
 * After the build, narrows each page's Content-Security-Policy <meta> to the
 * hashes of that page's own inline scripts and styles (src/lib/csp.ts), and
 * gives the search page, and only it, 'wasm-unsafe-eval' (from the one list of pages).
 */
export function cspPerPage(pages: readonly SitePage[]): AstroIntegration {
  const kindOf = new Map(pages.map((p) => [p.path, p.kind]));
  return {
    name: 'csp-per-page',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        let narrowed = 0;
        for (const page of builtPages(root)) {
          const file = join(root, page);
          const html = await readFile(file, 'utf8');
          const next = narrowPageCsp(html, extraScriptSources(kindOf.get(routeOfFile(page))));
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
