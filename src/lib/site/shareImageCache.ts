/**
 * Share images kept between builds: drawing one (satori's layout and sharp's
 * rasterizing, src/lib/site/shareImageRender.ts) costs far more than reading
 * it back, and most pages' images do not change from one build to the next.
 * Each is filed under a hash of everything that decides its pixels: the card,
 * the colors, the picture's bytes, the source of the modules that draw it,
 * the versions of satori and sharp, and the fonts. Where the build set no folder
 * (src/integrations/shareImageCache.ts), e.g. in the unit tests, every image
 * is drawn afresh. Build time only.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, utimes, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import cardSource from './shareImage.ts?raw';
import renderSource from './shareImageRender.ts?raw';
import brandSource from './brand.ts?raw';
import sharp from 'sharp';
import { renderShareImage, shareFonts } from './shareImageRender';
import { SHARE_CACHE_VARIABLE, type ShareCard, type ShareColors } from './shareImage';

const require = createRequire(import.meta.url);

let drawing: string | undefined;
/** What draws the images: the modules' source, satori's and sharp's versions, and the fonts. */
function drawingVersion(): string {
  if (drawing) return drawing;
  const hash = createHash('sha256');
  for (const source of [cardSource, renderSource, brandSource]) hash.update(source);
  hash.update((require('satori/package.json') as { version: string }).version);
  hash.update(JSON.stringify(sharp.versions));
  for (const font of shareFonts()) hash.update(font.data);
  return (drawing = hash.digest('hex'));
}

/** One page's share image as PNG bytes, from the cache when an identical one was drawn before. */
export async function cachedShareImage(card: ShareCard, colors: ShareColors, picture?: string): Promise<Buffer> {
  const folder = process.env[SHARE_CACHE_VARIABLE];
  if (!folder) return renderShareImage(card, colors, picture);
  const hash = createHash('sha256').update(drawingVersion()).update(JSON.stringify({ card, colors }));
  if (picture) hash.update(await readFile(picture));
  const file = join(folder, `${hash.digest('hex')}.png`);
  try {
    const png = await readFile(file);
    // Marks it as used by this build, which keeps it (src/integrations/shareImageCache.ts).
    const now = new Date();
    await utimes(file, now, now);
    return png;
  } catch {
    const png = await renderShareImage(card, colors, picture);
    await mkdir(folder, { recursive: true });
    // Written whole under another name first: a build stopped midway leaves no half-written image.
    const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.part`;
    await writeFile(partial, png);
    await rename(partial, file);
    return png;
  }
}
