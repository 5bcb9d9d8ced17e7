import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { markdownRefusal, markdownSourceFindings } from '../lib/security/markdownSources';

/**
 * Stops a build whose Markdown holds HTML or a link to an unsafe address
 * (src/lib/security/markdownSafety.ts), naming each file and line and what to
 * write instead. It reads the files themselves rather than the content
 * cache, which keeps an unchanged entry from an earlier build.
 */
export function markdownSafety(): AstroIntegration {
  let root = process.cwd();
  return {
    name: 'markdown-safety',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      'astro:build:start': async ({ logger }) => {
        const lines = await markdownSourceFindings(root);
        if (lines.length > 0) throw new Error(markdownRefusal(lines));
        logger.info('Markdown: no HTML and only safe links in page text');
      },
    },
  };
}
