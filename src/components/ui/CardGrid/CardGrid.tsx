import { isValidElement, type HTMLAttributes, type ReactNode } from 'react';
import styles from './CardGrid.module.css';

/**
 * The narrowest a column may get before the grid drops one: narrower 14rem,
 * narrow 16rem, medium 17rem, wide 20rem. A named set, so lists share widths
 * instead of each picking its own.
 */
export type CardMin = 'narrower' | 'narrow' | 'medium' | 'wide';

const minClass: Record<CardMin, string | undefined> = {
  narrower: styles.narrower,
  narrow: styles.narrow,
  medium: undefined,
  wide: styles.wide,
};

interface Props extends Omit<HTMLAttributes<HTMLUListElement>, 'children' | 'className'> {
  /** Cards, one per list item. A card's own key, when it has one, keys its item. */
  children: ReactNode[];
  /** The narrowest column; text-heavy cards need a wider one to stay readable. */
  min?: CardMin | undefined;
  /**
   * Stretch the items across the row when there are fewer than a row holds
   * (auto-fit). Without it they keep the width they have in a full row
   * (auto-fill), so a short list lines up with a longer one elsewhere.
   */
  fit?: boolean | undefined;
  /** The smaller gap, for short cards that read as one band. */
  tight?: boolean | undefined;
  /** A class for each item, where the item itself is laid out (a flex row, a card). */
  itemClassName?: string | undefined;
}

/**
 * A responsive grid of cards, as a list so its length is announced. Other
 * attributes (data-*, aria-*) go on the list.
 */
export default function CardGrid({ children, min = 'medium', fit, tight, itemClassName, ...list }: Props) {
  const className = [styles.grid, minClass[min], fit && styles.fit, tight && styles.tight].filter(Boolean).join(' ');
  return (
    <ul {...list} className={className}>
      {children.map((child, i) => (
        <li key={isValidElement(child) && child.key !== null ? child.key : i} className={itemClassName}>
          {child}
        </li>
      ))}
    </ul>
  );
}
