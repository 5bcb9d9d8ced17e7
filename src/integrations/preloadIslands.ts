import type { AstroIntegration } from 'astro';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The /_astro/ modules a module imports statically (not its dynamic import()s). */
function staticImports(dir: string, file: string, seen: Set<string>): void {
  if (seen.has(file)) return;
  seen.add(file);
  const code = readFileSync(join(dir, file.replace(/^\//, '')), 'utf8');
  for (const m of code.matchAll(/(?:^|[;\s}])import\s*(?:[\w${}\s,*]+from\s*)?["']\.\/([^"']+\.js)["']/g)) {
    if (m[1]) staticImports(dir, `/_astro/${m[1]}`, seen);
  }
}

/**
 * Adds <link rel="modulepreload"> for each island's component, renderer and
 * their static imports, so the browser fetches them while it parses the page
 * instead of one after another once the island script runs. Same bytes,
 * earlier hydration (the contact form).
 */
export function preloadIslands(): AstroIntegration {
  return {
    name: 'preload-islands',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        for (const name of readdirSync(root).filter((f) => f.endsWith('.html'))) {
          const file = join(root, name);
          const html = readFileSync(file, 'utf8');
          const urls = new Set<string>();
          for (const m of html.matchAll(
            /<astro-island[^>]*?(?:component-url|renderer-url)="([^"]+)"[^>]*?(?:renderer-url|component-url)="([^"]+)"/g,
          )) {
            for (const url of [m[1], m[2]]) if (url) staticImports(root, url, urls);
          }
          if (urls.size === 0) continue;
          const links = [...urls].map((u) => `<link rel="modulepreload" href="${u}">`).join('');
          writeFileSync(file, html.replace('</head>', `${links}</head>`));
          logger.info(`${name}: preloads ${urls.size} island modules`);
        }
      },
    },
  };
}
