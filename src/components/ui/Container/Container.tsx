import type { ReactNode } from 'react';
import styles from './Container.module.css';

/** Centres content at the site's width with side padding. */
export default function Container({ children }: { children: ReactNode }) {
  return <div className={styles.container}>{children}</div>;
}
