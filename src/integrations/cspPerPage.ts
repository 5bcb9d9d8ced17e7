import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { routeOfFile } from '../lib/site/builtFiles.ts';
import { extraScriptSources, narrowPageCsp, unlistedInlineCode } from '../lib/security/csp';
import { ownInlineHashes } from '../lib/security/ownInlineScripts';
import type { SitePage } from '../lib/site/pages';
import { rewritePages } from './rewritePages';
import { ADMIN_FOLDER } from './cmsAdmin';

/**
 * After the build, narrows each page's Content-Security-Policy <meta> to the
 * hashes of that page's own inline scripts and styles (src/lib/security/csp.ts), and
 * gives the search page, and only it, 'wasm-unsafe-eval' (from the one list of pages).
 * Only code the build wrote is allowed: Astro's own (the policy it wrote lists
 * it) and the project's named inline scripts (src/lib/security/ownInlineScripts.ts);
 * any other inline script or style stops the build, naming the page.
 * The editor's page is left as written: its policy is its own, and no
 * public page's (src/lib/cms/admin.ts).
 */
export function cspPerPage(pages: readonly SitePage[]): AstroIntegration {
  const kindOf = new Map(pages.map((p) => [p.path, p.kind]));
  return {
    name: 'csp-per-page',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const own = ownInlineHashes(fileURLToPath(dir));
        const refused: string[] = [];
        const narrowed = await rewritePages(dir, (html, page) => {
          if (page.startsWith(`${ADMIN_FOLDER}/`)) return html;
          const unlisted = unlistedInlineCode(html, own);
          refused.push(...unlisted.map((u) => `  dist/${page} (${routeOfFile(page)}): <${u.kind}> ${u.excerpt}`));
          return unlisted.length > 0 ? html : narrowPageCsp(html, extraScriptSources(kindOf.get(routeOfFile(page))));
        });
        if (refused.length > 0) {
          throw new Error(
            [
              `Inline code the build did not write, which the Content-Security-Policy will not allow (${refused.length}):`,
              ...refused,
              'A page may run only scripts and styles the build makes. If it came from content, remove it there;',
              'if it is a new inline script of the site, name it in src/lib/security/ownInlineScripts.ts.',
            ].join('\n'),
          );
        }
        logger.info(`narrowed the Content-Security-Policy of ${narrowed} pages to their own inline code`);
      },
    },
  };
}
