import type { AstroIntegration } from 'astro';
import { deferModuleScripts } from '../lib/performance/deferScript';
import { rewritePages } from './rewritePages';

/**
 * After the build, the scripts named here are fetched only after the page
 * has loaded and painted (src/lib/performance/deferScript.ts): the analytics starter
 * (src/components/analytics/Analytics/AnalyticsScript.astro), so counting visits adds
 * nothing before the first paint. Runs before cspPerPage, which then hashes
 * the inline loader.
 */
export function deferScripts(names: readonly string[]): AstroIntegration {
  return {
    name: 'defer-scripts',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        await rewritePages(dir, (html) => deferModuleScripts(html, names));
      },
    },
  };
}
