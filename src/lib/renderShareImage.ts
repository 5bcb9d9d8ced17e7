/**
 * Draws a share image (src/lib/shareImage.ts) as a 1200×630 PNG: satori lays
 * out the element tree in Inter (the site's first-choice font, bundled from
 * @fontsource/inter, so every build draws the same letters), resvg rasterizes
 * the SVG. Build time only.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { SHARE_HEIGHT, SHARE_WIDTH, shareCardTree, type ShareCard, type ShareColors } from './shareImage';

const require = createRequire(import.meta.url);
const font = (weight: 400 | 700) =>
  readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));

let fonts: { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[] | undefined;

/** One page's share image as PNG bytes, in the brand colors (tokenColors of src/styles/tokens.css). */
export async function renderShareImage(card: ShareCard, colors: ShareColors): Promise<Buffer> {
  fonts ??= [
    { name: 'Inter', data: font(400), weight: 400, style: 'normal' },
    { name: 'Inter', data: font(700), weight: 700, style: 'normal' },
  ];
  // satori's types want React elements; the tree has the same shape.
  const tree = shareCardTree(card, colors) as unknown as Parameters<typeof satori>[0];
  const svg = await satori(tree, { width: SHARE_WIDTH, height: SHARE_HEIGHT, fonts });
  return new Resvg(svg, { fitTo: { mode: 'width', value: SHARE_WIDTH } }).render().asPng();
}
