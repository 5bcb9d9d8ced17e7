import type { ServedImage } from '../../../lib/site/images';

interface Props {
  image: ServedImage;
  /** What it shows; empty where the words beside it already say it (a face beside a name). */
  alt: string;
  /** How wide it is drawn at each screen width, as the `sizes` attribute, so the browser fetches the right width. */
  sizes: string;
  className?: string | undefined;
  /** The page's largest paint: fetched at once and first; otherwise when scrolled near. */
  priority?: boolean;
}

/** A content image from astro:assets (src/lib/site/images.ts): AVIF where the browser takes it, else WebP. */
export default function Picture({ image, alt, sizes, className, priority = false }: Props) {
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
        {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
      />
    </picture>
  );
}
