import type { AstroIntegration } from 'astro';
import { readdir, readFile, unlink } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Raster images astro:assets copies or writes into /_astro/. */
const IMAGE = /\.(?:jpe?g|png|webp|avif|gif|tiff?)$/i;
/** The files that can name an image: pages, feeds, the sitemap, manifests, styles and scripts. */
const TEXT = /\.(?:html|xml|json|txt|css|js|webmanifest)$/i;

/** A file of /_astro/ as a page or file names it: the folder and the file name astro:assets gives (no spaces or quotes). */
const ASSET_NAME = /_astro\/[\w.~@%+-]+(?:\/[\w.~@%+-]+)*/g;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/**
 * After the build, the originals of content images leave /_astro/: a
 * collection's image() copies each source file there, as a phone wrote it,
 * with its EXIF and GPS position, while the pages name only the resized
 * copies astro:assets made (src/lib/site/images.ts). An image some page or
 * file still names stays; tests/build/images.test.ts fails on any served
 * file that carries metadata.
 */
export function dropImageOriginals(): AstroIntegration {
  return {
    name: 'drop-image-originals',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const files = await filesUnder(root);
        const assets = join(root, '_astro') + sep;
        const images = files.filter((f) => f.startsWith(assets) && IMAGE.test(f));
        // Each text file is read once and every /_astro/ name in it collected, so the
        // cost grows with the size of the site, not with its size times its images.
        const named = new Set<string>();
        for (const file of files.filter((f) => TEXT.test(f)))
          for (const [name] of (await readFile(file, 'utf8')).matchAll(ASSET_NAME)) named.add(name);
        const unused = images.filter((f) => !named.has(relative(root, f).split(sep).join('/')));
        await Promise.all(unused.map((f) => unlink(f)));
        if (unused.length > 0) logger.info(`removed ${unused.length} image original(s) no page names`);
      },
    },
  };
}
