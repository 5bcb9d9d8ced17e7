/**
 * Each page's share image (og:image, twitter:image): where it is, and what
 * it shows, as the element tree satori draws (src/lib/site/shareImageRender.ts
 * turns it into a 1200×630 PNG at build time). Pure.
 */
import { MARK_LETTER, MARK_RADIUS, MARK_VIEWBOX } from './brand';

/**
 * The environment variable through which src/integrations/shareImageCache.ts names, for the pages the build
 * renders in its process, the folder that keeps share images between builds (src/lib/site/shareImageCache.ts).
 */
export const SHARE_CACHE_VARIABLE = 'ALDERMOOR_SHARE_IMAGE_CACHE';

export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;

/** "/" → "/og/index.png", "/about" → "/og/about.png", "/careers/x" → "/og/careers/x.png". */
export function shareImagePath(route: string): string {
  const clean = route.replace(/\.html$/, '').replace(/^\/+|\/+$/g, '');
  return `/og/${clean === '' ? 'index' : clean}.png`;
}

/** The brand colors a share image uses, read from the design tokens (the light scheme's values). */
export interface ShareColors {
  brand: string;
  brandStrong: string;
  accent: string;
  onBrand: string;
}

/** The first value of each color token in src/styles/tokens.css (the light scheme's :root comes first). */
export function tokenColors(css: string): ShareColors {
  const read = (name: string): string => {
    const match = new RegExp(`--color-${name}:\\s*(#[0-9a-fA-F]{6})\\b`).exec(css);
    if (!match?.[1]) throw new Error(`src/styles/tokens.css: no --color-${name} as #rrggbb`);
    return match[1];
  };
  return { brand: read('brand'), brandStrong: read('brand-strong'), accent: read('accent'), onBrand: read('on-brand') };
}

/** What one page's image says. */
export interface ShareCard {
  /** The page's heading. */
  title: string;
  /** Its section or category, e.g. "IT Consulting & Services" or "Case studies". */
  section: string;
  /** The company's name, beside the mark. */
  company: string;
  /** The site's address, bottom left, e.g. www.example.com. */
  host: string;
  /** What the company does, bottom right. */
  tagline: string;
  /** The page has a picture: the words keep to the left, the picture fills the right (PICTURE_WIDTH). */
  picture?: boolean;
}

/** The width of a page's picture at the right of its share image (px). */
export const PICTURE_WIDTH = 420;

/** A satori node: a tag, its style and children (satori reads React-shaped objects). */
export interface Node {
  type: string;
  props: {
    style?: Record<string, string | number>;
    children?: (Node | string)[] | Node | string;
    [k: string]: unknown;
  };
}

/** The margins of the image (px). */
const PAD_X = 80;
const PAD_Y = 64;

const h = (type: string, props: Node['props']): Node => ({ type, props });

/** A long title gets a smaller size so it fits in three lines. */
export function titleSize(title: string): number {
  if (title.length <= 40) return 72;
  if (title.length <= 70) return 60;
  return 52;
}

/** The image: the mark and company name, the section, the title, the address and tagline; on the brand color. */
export function shareCardTree(card: ShareCard, colors: ShareColors): Node {
  const mark = h('svg', {
    width: 64,
    height: 64,
    viewBox: MARK_VIEWBOX,
    children: [
      h('rect', { width: 32, height: 32, rx: MARK_RADIUS, fill: colors.onBrand }),
      h('path', { d: MARK_LETTER, fill: colors.brand }),
    ],
  });
  return h('div', {
    style: {
      // satori sizes boxes without their padding: the content box is the image less the margins.
      width: SHARE_WIDTH - 2 * PAD_X - (card.picture ? PICTURE_WIDTH : 0),
      height: SHARE_HEIGHT - 2 * PAD_Y,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: `${PAD_Y}px ${PAD_X}px`,
      color: colors.onBrand,
      // Flat: a gradient makes the PNG several times larger, over the image budget of tests/build/images.test.ts.
      backgroundColor: colors.brandStrong,
      fontFamily: 'Inter',
    },
    children: [
      h('div', {
        style: { display: 'flex', alignItems: 'center', gap: 20, fontSize: 36, fontWeight: 700 },
        children: [mark, h('div', { children: card.company })],
      }),
      h('div', {
        style: { display: 'flex', flexDirection: 'column', gap: 20 },
        children: [
          h('div', {
            style: {
              display: 'flex',
              alignSelf: 'flex-start',
              padding: '6px 18px',
              fontSize: 28,
              fontWeight: 700,
              borderRadius: 999,
              backgroundColor: colors.accent,
            },
            children: card.section,
          }),
          h('div', {
            style: { fontSize: titleSize(card.title), fontWeight: 700, lineHeight: 1.15, letterSpacing: '-0.01em' },
            children: card.title,
          }),
        ],
      }),
      h('div', {
        style: {
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          paddingTop: 24,
          fontSize: 26,
          borderTop: `4px solid ${colors.accent}`,
        },
        // Beside a picture there is room for the address only.
        children: [h('div', { children: card.host }), ...(card.picture ? [] : [h('div', { children: card.tagline })])],
      }),
    ],
  });
}
