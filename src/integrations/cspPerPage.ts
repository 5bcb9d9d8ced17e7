import type { AstroIntegration } from 'astro';
import { routeOfFile } from '../lib/site/builtFiles.ts';
import { extraScriptSources, narrowPageCsp } from '../lib/security/csp';
import type { SitePage } from '../lib/site/pages';
import { rewritePages } from './rewritePages';
import { ADMIN_FOLDER } from './cmsAdmin';

/**
 * After the build, narrows each page's Content-Security-Policy <meta> to the
 * hashes of that page's own inline scripts and styles (src/lib/security/csp.ts), and
 * gives the search page, and only it, 'wasm-unsafe-eval' (from the one list of pages).
 * The editor's page is left as written: its policy is its own, and no
 * public page's (src/lib/cms/admin.ts).
 */
export function cspPerPage(pages: readonly SitePage[]): AstroIntegration {
  const kindOf = new Map(pages.map((p) => [p.path, p.kind]));
  return {
    name: 'csp-per-page',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const narrowed = await rewritePages(dir, (html, page) =>
          page.startsWith(`${ADMIN_FOLDER}/`)
            ? html
            : narrowPageCsp(html, extraScriptSources(kindOf.get(routeOfFile(page)))),
        );
        logger.info(`narrowed the Content-Security-Policy of ${narrowed} pages to their own inline code`);
      },
    },
  };
}
