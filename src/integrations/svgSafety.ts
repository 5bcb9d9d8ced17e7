import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { svgSourceFindings } from '../lib/security/svgFiles';
import { SVG_ADVICE } from '../lib/security/svgSafety';

/**
 * Stops a build that would serve an SVG able to run code or load anything
 * from elsewhere (src/lib/security/svgSafety.ts), naming each file and what
 * is wrong with it.
 */
export function svgSafety(): AstroIntegration {
  let root = process.cwd();
  return {
    name: 'svg-safety',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      'astro:build:start': ({ logger }) => {
        const lines = svgSourceFindings(root);
        if (lines.length > 0) {
          throw new Error(
            [`SVG files the site may not serve (${lines.length}):`, ...lines.map((l) => `  ${l}`), SVG_ADVICE].join(
              '\n',
            ),
          );
        }
        logger.info('SVG: every file only draws');
      },
    },
  };
}
