import type { ReactNode } from 'react';
import styles from './CardGrid.module.css';

interface Props {
  /** Cards, one per list item. */
  children: ReactNode[];
  label?: string;
}

/** A responsive grid of cards, as a list so its length is announced. */
export default function CardGrid({ children, label }: Props) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {children.map((child, i) => (
        <li key={i}>{child}</li>
      ))}
    </ul>
  );
}
