import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderShareImage } from '../../src/lib/site/shareImageRender';
import {
  PICTURE_WIDTH,
  shareCardTree,
  shareImagePath,
  titleSize,
  tokenColors,
  type Node,
} from '../../src/lib/site/shareImage';
import { SHARE_CARD as card } from '../support/shareCard';

const css = readFileSync('src/styles/tokens.css', 'utf8');

/** Every string in the tree, in order. */
const texts = (node: Node | string): string[] =>
  typeof node === 'string'
    ? [node]
    : [node.props.children ?? []].flat().flatMap((child) => texts(child as Node | string));

describe('share images', () => {
  it('puts each route at its own PNG under /og/', () => {
    expect(shareImagePath('/')).toBe('/og/index.png');
    expect(shareImagePath('/about')).toBe('/og/about.png');
    expect(shareImagePath('/careers/soc-analyst-springfield')).toBe('/og/careers/soc-analyst-springfield.png');
    expect(shareImagePath('/Cybersecurity/')).toBe('/og/Cybersecurity.png');
  });

  it('reads the light scheme brand colors from the design tokens', () => {
    expect(tokenColors(css)).toEqual({
      brand: '#0b3d5c',
      brandStrong: '#082c43',
      accent: '#0f6e8c',
      onBrand: '#ffffff',
    });
    expect(() => tokenColors(':root {}')).toThrow(/--color-brand/);
  });

  it('shows the company, the section, the title, the address and the tagline', () => {
    expect(texts(shareCardTree(card, tokenColors(css)))).toEqual([
      card.company,
      card.section,
      card.title,
      card.host,
      card.tagline,
    ]);
  });

  it('beside a picture keeps the words to the left and drops the tagline', () => {
    const tree = shareCardTree({ ...card, picture: true }, tokenColors(css));
    expect(texts(tree)).toEqual([card.company, card.section, card.title, card.host]);
    expect(tree.props.style?.['width']).toBe(1200 - 2 * 80 - PICTURE_WIDTH);
  });

  it('sets a long title smaller', () => {
    expect(titleSize('Cybersecurity')).toBeGreaterThan(titleSize('x'.repeat(80)));
  });

  it('draws a 1200×630 PNG', async () => {
    const png = await renderShareImage(card, tokenColors(css));
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    // A real render (fonts, layout, rasterizing): seconds when the builds run beside the unit tests.
  }, 30_000);
});
