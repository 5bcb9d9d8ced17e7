import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { markdownRefusal, markdownSourceFindings } from '../lib/security/markdownSources';
import { svgSourceFindings } from '../lib/security/svgFiles';
import { SVG_ADVICE } from '../lib/security/svgSafety';
import { uploadFolderFindings } from '../lib/security/uploadTypes';

/**
 * Stops a build, before it renders anything, whose Markdown holds HTML or a
 * link to an unsafe address (src/lib/security/markdownSafety.ts), or that
 * would serve an SVG able to run code or load anything from elsewhere
 * (src/lib/security/svgSafety.ts), or any file but a logo in the logo folder
 * (src/lib/security/uploadTypes.ts): every problem at once, each with its file
 * (and line) and what to do. It reads the files themselves, not the content
 * cache, which keeps an unchanged entry from an earlier build. `astro dev`
 * is not stopped; there the Markdown processor's guard drops the same nodes.
 */
export function contentSafety(): AstroIntegration {
  return {
    name: 'content-safety',
    hooks: {
      'astro:config:setup': async ({ command, config, logger }) => {
        if (command !== 'build') return;
        const root = fileURLToPath(config.root);
        const markdown = await markdownSourceFindings(root);
        const uploads = [...uploadFolderFindings(root), ...svgSourceFindings(root)];
        const refusals = [
          ...(markdown.length > 0 ? [markdownRefusal(markdown)] : []),
          ...(uploads.length > 0
            ? [
                [`Files the site may not serve (${uploads.length}):`, ...uploads.map((l) => `  ${l}`), SVG_ADVICE].join(
                  '\n',
                ),
              ]
            : []),
        ];
        if (refusals.length > 0) throw new Error(refusals.join('\n\n'));
        logger.info('no HTML and only safe links in Markdown; every SVG only draws; uploads are images');
      },
    },
  };
}
