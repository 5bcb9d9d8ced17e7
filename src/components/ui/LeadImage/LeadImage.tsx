import type { ServedImage } from '../../../lib/site/images';
import Picture from '../../ui/Picture/Picture';
import styles from './LeadImage.module.css';

interface Props {
  image: ServedImage;
  /** Required by the schema: what the image shows. */
  alt: string;
}

/** An article's or a case study's picture, under its heading: the page's largest paint, so fetched first. */
export default function LeadImage({ image, alt }: Props) {
  return (
    <Picture
      image={image}
      alt={alt}
      sizes="(min-width: 48rem) 44rem, calc(100vw - 2rem)"
      className={styles.image}
      priority
    />
  );
}
