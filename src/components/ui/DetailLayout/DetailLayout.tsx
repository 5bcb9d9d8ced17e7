import type { ReactNode } from 'react';
import styles from './DetailLayout.module.css';

interface Props {
  /** The page's body (Astro's default slot). */
  children?: ReactNode;
  /** The side column (Astro slot "side"): shown beside the body from the sidebar breakpoint, hidden below it. */
  side?: ReactNode;
}

/** A detail page's body with a sticky side column on wide screens (src/styles/media.css, --sidebar). */
export default function DetailLayout({ children, side }: Props) {
  return (
    <div className={styles.grid}>
      <div className={styles.body}>{children}</div>
      <div className={styles.side}>
        <div className={styles.stick}>{side}</div>
      </div>
    </div>
  );
}
