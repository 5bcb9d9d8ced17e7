import { filterData, type CardItem } from '../../../lib/utils/listFilters';
import styles from './ListCard.module.css';

/** One card of a list: its title as the link, its facts, its summary and perhaps a note. */
export default function ListCard({ item }: { item: CardItem }) {
  return (
    <li className={styles.card} {...(item.filters ? filterData(item.filters) : {})}>
      <h3 className={styles.title}>
        <a href={item.href}>{item.title}</a>
      </h3>
      <ul className={styles.facts}>
        {item.facts.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
      <p className={styles.summary}>{item.summary}</p>
      {item.note && <p className={styles.note}>{item.note}</p>}
    </li>
  );
}
