import type { ReactNode } from 'react';
import styles from './CardGrid.module.css';

interface Props {
  /** Cards, one per list item. */
  children: ReactNode[];
}

/** A responsive grid of cards, as a list so its length is announced. */
export default function CardGrid({ children }: Props) {
  return (
    <ul className={styles.grid}>
      {children.map((child, i) => (
        <li key={i}>{child}</li>
      ))}
    </ul>
  );
}
