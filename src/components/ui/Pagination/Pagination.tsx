import styles from './Pagination.module.css';

interface Props {
  /** The navigation's name, e.g. "Pages of articles". */
  label: string;
  /** Newer articles (the page before), if any. */
  previous?: { label: string; href: string } | undefined;
  /** Older articles (the page after), if any. */
  next?: { label: string; href: string } | undefined;
}

/** Links between the pages of a list; nothing when it has one page. */
export default function Pagination({ label, previous, next }: Props) {
  if (!previous && !next) return null;
  return (
    <nav aria-label={label} className={styles.nav}>
      {previous && (
        <a href={previous.href} rel="prev" className={styles.link}>
          <span aria-hidden="true">← </span>
          {previous.label}
        </a>
      )}
      {next && (
        <a href={next.href} rel="next" className={`${styles.link} ${styles.next}`}>
          {next.label}
          <span aria-hidden="true"> →</span>
        </a>
      )}
    </nav>
  );
}
