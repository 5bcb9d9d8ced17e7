/**
 * Draws a share image (src/lib/site/shareImage.ts) as a 1200×630 PNG: satori lays
 * out the element tree in Inter (the site's first-choice font, bundled from
 * @fontsource/inter, so every build draws the same letters) as an SVG of
 * paths, and sharp rasterizes and encodes it on libuv's thread pool. Only
 * satori's layout runs on the build's main thread, so with Astro's
 * `build.concurrency` (astro.config.ts) the next image is laid out while the
 * last ones are drawn. Build time only.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import satori from 'satori';
import sharp from 'sharp';
import {
  PICTURE_WIDTH,
  SHARE_HEIGHT,
  SHARE_WIDTH,
  shareCardTree,
  type ShareCard,
  type ShareColors,
} from './shareImage';

const require = createRequire(import.meta.url);
const font = (weight: 400 | 700) =>
  readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));

let fonts: { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[] | undefined;

/** The fonts the images are set in, read once. */
export function shareFonts() {
  fonts ??= [
    { name: 'Inter', data: font(400), weight: 400, style: 'normal' },
    { name: 'Inter', data: font(700), weight: 700, style: 'normal' },
  ];
  return fonts;
}

/**
 * One page's share image as PNG bytes, in the brand colors (tokenColors of src/styles/tokens.css); with
 * `picture` (a source file), that picture upright, cropped to fill the right side. A photo makes a PNG many
 * times larger, so such an image is written with a palette, within the build's image budget.
 */
export async function renderShareImage(card: ShareCard, colors: ShareColors, picture?: string): Promise<Buffer> {
  // satori's types want React elements; the tree has the same shape.
  const tree = shareCardTree({ ...card, picture: Boolean(picture) }, colors) as unknown as Parameters<typeof satori>[0];
  const svg = await satori(tree, { width: SHARE_WIDTH, height: SHARE_HEIGHT, fonts: shareFonts() });
  if (!picture) return sharp(Buffer.from(svg)).png().toBuffer();
  const side = await sharp(picture).rotate().resize(PICTURE_WIDTH, SHARE_HEIGHT, { fit: 'cover' }).toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: side, left: SHARE_WIDTH - PICTURE_WIDTH, top: 0 }])
    .png({ palette: true })
    .toBuffer();
}
