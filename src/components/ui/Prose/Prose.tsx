import type { ReactNode } from 'react';
import styles from './Prose.module.css';

/** Long-form text rendered from Markdown, set at a readable measure. */
export default function Prose({ children }: { children: ReactNode }) {
  return (
    <div className={styles.prose} data-prose>
      {children}
    </div>
  );
}
