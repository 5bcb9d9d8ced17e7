import type { AstroIntegration } from 'astro';
import { islandStyleInHead } from '../lib/performance/islandStyle';
import { rewritePages } from './rewritePages';

/**
 * After the build, moves the style rule Astro writes before a page's first
 * island into <head> (src/lib/performance/islandStyle.ts), where HTML allows it.
 */
export function islandStyle(): AstroIntegration {
  return {
    name: 'island-style-in-head',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        await rewritePages(dir, islandStyleInHead);
      },
    },
  };
}
