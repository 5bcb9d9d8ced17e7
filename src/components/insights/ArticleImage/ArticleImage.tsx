import styles from './ArticleImage.module.css';

interface Props {
  src: string;
  /** Required by the schema: what the image shows. */
  alt: string;
}

/** An article's optional image, under its heading. */
export default function ArticleImage({ src, alt }: Props) {
  return <img src={src} alt={alt} className={styles.image} loading="lazy" decoding="async" />;
}
