import type { AstroIntegration } from 'astro';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { headersFileProblems, readHeadersFile, withPreviewHeader } from '../lib/security/headersFile';
import type { SitePage } from '../lib/site/pages';

/** The request paths of dist/'s .svg files, wherever they are. */
function svgPaths(dist: string): string[] {
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.toLowerCase().endsWith('.svg'))
    .map((file) => `/${file.split(sep).join('/')}`);
}

/**
 * Finishes dist/_headers (copied from public/_headers, which holds every
 * rule, by pattern): in a preview build, noindex on every path. Then fails
 * the build if Cloudflare Pages would skip a rule, or if a page would not be
 * revalidated or an SVG not get its policy.
 */
export function headersFile(pages: readonly SitePage[], { preview = false } = {}): AstroIntegration {
  return {
    name: 'headers-file',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const dist = fileURLToPath(dir);
        const file = join(dist, '_headers');
        const text = preview ? withPreviewHeader(readFileSync(file, 'utf8')) : readFileSync(file, 'utf8');
        const problems = headersFileProblems(text, {
          pages: pages.filter((p) => p.kind !== 'not-found').map((p) => p.path),
          svgs: svgPaths(dist),
          preview,
        });
        if (problems.length > 0) {
          throw new Error(`public/_headers, as Cloudflare Pages reads it:\n  ${problems.join('\n  ')}`);
        }
        writeFileSync(file, text);
        const rules = readHeadersFile(text).ruleCount;
        logger.info(`dist/_headers: ${rules} rules${preview ? ', noindex on every path (a preview)' : ''}`);
      },
    },
  };
}
