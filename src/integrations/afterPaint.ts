import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';

/**
 * Adds the `client:afterpaint` hydration directive (the browser code is in
 * afterPaintDirective.ts): an island's JavaScript is fetched only once the page
 * has painted its first content and the browser is idle, or as soon as the
 * visitor touches the island (focus, pointer, key), whichever comes first.
 * Astro's own `client:idle` can start before the first paint (a fast browser
 * is idle while it waits for its first frame), so the island's modules would
 * still compete with it.
 */
export function afterPaint(): AstroIntegration {
  return {
    name: 'after-paint-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'afterpaint',
          entrypoint: fileURLToPath(new URL('./afterPaintDirective.ts', import.meta.url)),
        });
      },
    },
  };
}

declare module 'astro' {
  interface AstroClientDirectives {
    'client:afterpaint'?: boolean;
  }
}
