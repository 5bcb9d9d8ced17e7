/**
 * Content images as the pages serve them (build time only): astro:assets
 * resizes each to the widths its layout needs, as AVIF and WebP. Its sharp
 * service turns a photo upright by the orientation a phone recorded and
 * writes none of the source's metadata (EXIF, XMP, GPS), so what is served
 * says nothing of where a photo was taken. The original file is never served.
 */
import type { ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';

/** An image as a <picture> shows it: AVIF where the browser takes it, else WebP, each in several widths. */
export interface ServedImage {
  /** The largest WebP, for the <img> and for links to the image (structured data). */
  src: string;
  /** WebP in every width, with `w` descriptors. */
  srcset: string;
  /** AVIF in every width. */
  avifSrcset: string;
  width: number;
  height: number;
}

/** The widths each kind of image is made in: 1× and 2× of what its layouts draw. */
export const IMAGE_WIDTHS = {
  /** A face in a circle: 3.5 rem in lists and bylines, 6 rem on a person's page. */
  avatar: [56, 96, 112, 192],
  /**
   * A picture across the text column (44 rem at most) or a card. Up to 1000 px: a finely detailed test image
   * (4032×3024 of blurred noise) weighed 190 KB as WebP at 1400 px, past the build's 100 KB per image; at
   * 1000 px, 67 KB (QUALITY).
   */
  wide: [400, 700, 1000],
} as const;

/** Encoder quality per format: WebP below sharp's 80, at which that test image weighed 122 KB at 1000 px. */
const QUALITY = { webp: 70, avif: 50 } as const;

type Kind = keyof typeof IMAGE_WIDTHS;

const served = new Map<string, Promise<ServedImage>>();

/**
 * The image in `kind`'s widths; an avatar is cropped to a square from its middle. Made once per build for
 * each image and kind, however many pages show it (a picture is on its page, its cards and its lists).
 */
export function servedImage(image: ImageMetadata, kind: Kind): Promise<ServedImage> {
  if (import.meta.env.DEV) return serve(image, kind);
  const key = `${kind}:${image.src}`;
  let made = served.get(key);
  if (!made) served.set(key, (made = serve(image, kind)));
  return made;
}

async function serve(image: ImageMetadata, kind: Kind): Promise<ServedImage> {
  const widths = IMAGE_WIDTHS[kind].filter((w) => w <= image.width);
  const usable = widths.length > 0 ? widths : [image.width];
  const largest = Math.max(...usable);
  const height = kind === 'avatar' ? largest : Math.round((largest * image.height) / image.width);
  const crop = kind === 'avatar' ? { height, fit: 'cover' as const, position: 'center' } : {};
  const [webp, avif] = await Promise.all(
    (['webp', 'avif'] as const).map((format) =>
      getImage({ src: image, width: largest, ...crop, widths: usable, format, quality: QUALITY[format] }),
    ),
  );
  if (!webp || !avif) throw new Error(`${image.src}: astro:assets made no image`);
  return {
    src: webp.src,
    srcset: webp.srcSet.attribute,
    avifSrcset: avif.srcSet.attribute,
    width: largest,
    height,
  };
}
