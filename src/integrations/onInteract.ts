import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';

/**
 * When an `client:oninteract` island hydrates early, after the first paint:
 * the address carries one of `query` (a parameter the island shows at once,
 * such as a preselected topic), or web storage holds `storage` (a saved
 * draft to put back in the fields).
 */
export interface OnInteractOptions {
  query?: readonly string[];
  storage?: string;
}

/**
 * Adds the `client:oninteract` hydration directive (the browser code is in
 * onInteractDirective.ts): an island's JavaScript is fetched only when the
 * visitor reaches for it (pointer over it, focus, a key, a touch), so a form
 * nobody touches costs no main-thread time while the page loads. Until then
 * the server-rendered form works on its own, and what is typed into it is
 * kept. An island with something to show before any touch (see
 * OnInteractOptions) hydrates once the page has painted instead.
 */
export function onInteract(): AstroIntegration {
  return {
    name: 'on-interact-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'oninteract',
          entrypoint: fileURLToPath(new URL('./onInteractDirective.ts', import.meta.url)),
        });
      },
    },
  };
}

declare module 'astro' {
  interface AstroClientDirectives {
    'client:oninteract'?: boolean | OnInteractOptions;
  }
}
