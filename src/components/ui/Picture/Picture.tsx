import type { ServedImage } from '../../../lib/site/images';

interface Props {
  image: ServedImage;
  /** What it shows; empty where the words beside it already say it (a face beside a name). */
  alt: string;
  /** How wide it is drawn at each screen width, as the `sizes` attribute, so the browser fetches the right width. */
  sizes: string;
  className?: string | undefined;
  /**
   * lazy: fetched once laid out near the screen; first: at once and before other images, as the page's largest
   * paint. Nothing between: a picture fetched at once beside larger text held back the text's paint (Avatar).
   */
  load?: 'lazy' | 'first';
}

/** A content image from astro:assets (src/lib/site/images.ts): AVIF where the browser takes it, else WebP. */
export default function Picture({ image, alt, sizes, className, load = 'lazy' }: Props) {
  return (
    <picture>
      <source type="image/avif" srcSet={image.avifSrcset} sizes={sizes} />
      <img
        src={image.src}
        srcSet={image.srcset}
        sizes={sizes}
        alt={alt}
        width={image.width}
        height={image.height}
        className={className}
        decoding="async"
        {...(load === 'lazy' ? { loading: 'lazy' as const } : {})}
        {...(load === 'first' ? { fetchPriority: 'high' as const } : {})}
      />
    </picture>
  );
}
