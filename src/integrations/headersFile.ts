import type { AstroIntegration } from 'astro';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageHeaderRules } from '../lib/security/headersFile';
import type { SitePage } from '../lib/site/pages';

/**
 * Appends a rule for every page of the build to dist/_headers (copied from
 * public/_headers, which holds the rules for everything else), so a page
 * added in the editor needs no hand-written line; in a preview build, also
 * the rule that keeps the preview out of search engines.
 */
export function pageHeaders(pages: readonly SitePage[], { preview = false } = {}): AstroIntegration {
  return {
    name: 'page-headers',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        appendFileSync(join(fileURLToPath(dir), '_headers'), pageHeaderRules(pages, { preview }));
        logger.info(`dist/_headers: a rule for every page${preview ? ', and noindex on every path (a preview)' : ''}`);
      },
    },
  };
}
