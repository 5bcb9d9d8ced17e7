import type { ServedImage } from '../../../lib/site/images';
import Picture from '../Picture/Picture';
import styles from './LeadImage.module.css';

interface Props {
  image: ServedImage;
  /** Required by the schema: what the image shows. */
  alt: string;
  /**
   * It is the page's largest paint (a case study's picture, right under the heading band): fetched first.
   * Where a lead paragraph or other text paints larger (an article, its byline and dates above the picture),
   * it loads lazily: fetched at once, it held back that text's paint past the gate's budget.
   */
  largestPaint?: boolean;
}

/** An article's or a case study's picture, under its heading, in the first screen. */
export default function LeadImage({ image, alt, largestPaint = false }: Props) {
  return (
    <Picture
      image={image}
      alt={alt}
      sizes="(min-width: 48rem) 44rem, calc(100vw - 2rem)"
      className={styles.image}
      load={largestPaint ? 'first' : 'lazy'}
    />
  );
}
