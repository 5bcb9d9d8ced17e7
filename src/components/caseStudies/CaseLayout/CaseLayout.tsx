import type { ReactNode } from 'react';
import styles from './CaseLayout.module.css';

interface Props {
  /** The case study's text (Astro's default slot). */
  children?: ReactNode;
  /** Its key facts and services (Astro slot "facts"): beside the text on wide screens, above it on narrow ones. */
  facts?: ReactNode;
}

/** A case study page's body: the text, with its facts in a side column from the wide breakpoint up. */
export default function CaseLayout({ children, facts }: Props) {
  return (
    <div className={styles.grid}>
      <div className={styles.facts}>{facts}</div>
      <div className={styles.text}>{children}</div>
    </div>
  );
}
