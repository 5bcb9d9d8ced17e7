import { FILTER_LIST, type CardItem } from '../../../lib/utils/listFilters';
import ListCard from '../ListCard/ListCard';
import styles from './CardList.module.css';

interface Props {
  items: readonly CardItem[];
  /** Two columns on wide screens (the courses); one otherwise (the open roles). */
  columns?: 1 | 2;
}

/**
 * A list of cards (the open roles, the courses): static HTML, the whole
 * list without JavaScript. FilterBoard narrows it in place by each card's
 * data attributes, and adds the cards of the list's other pages to it.
 */
export default function CardList({ items, columns = 1 }: Props) {
  return (
    <ul className={columns === 2 ? `${styles.list} ${styles.two}` : styles.list} {...{ [FILTER_LIST]: '' }}>
      {items.map((item) => (
        <ListCard key={item.id} item={item} />
      ))}
    </ul>
  );
}
