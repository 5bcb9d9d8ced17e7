import type { AstroIntegration } from 'astro';
import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHARE_CACHE_VARIABLE } from '../lib/site/shareImage';

/**
 * The share images' cache (src/lib/site/shareImageCache.ts) in Astro's cache
 * folder (`cacheDir`, node_modules/.astro by default), beside its transformed
 * images, so that whatever keeps that folder between builds (CI restores it)
 * keeps both. After a build, the images no page of it drew are deleted, so
 * the cache holds one build's images.
 */
export function shareImageCache(): AstroIntegration {
  let folder: string | undefined;
  let started = 0;
  return {
    name: 'share-image-cache',
    hooks: {
      'astro:config:setup': ({ config }) => {
        folder = fileURLToPath(new URL('share-images/', config.cacheDir));
        // The pages are rendered in this process: the og route reads the folder from here.
        process.env[SHARE_CACHE_VARIABLE] = folder;
      },
      'astro:build:start': () => {
        started = Date.now();
      },
      'astro:build:done': async ({ logger }) => {
        if (!folder) return;
        const files = await readdir(folder).catch(() => []);
        let removed = 0;
        for (const name of files) {
          const file = join(folder, name);
          // A cached image this build used was touched when it was read or written.
          if ((await stat(file)).mtimeMs < started) {
            await unlink(file);
            removed++;
          }
        }
        if (removed > 0) logger.info(`removed ${removed} share image(s) no page of this build drew`);
      },
    },
  };
}
