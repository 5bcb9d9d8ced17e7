import { filterData, type ItemValues } from '../../lib/listFilters';
import styles from './ListCard.module.css';

/** One item of a filtered list (an open role, a course) as its card shows it. */
export interface CardItem {
  /** Unique in the list (a slug). */
  id: string;
  href: string;
  title: string;
  /** Short facts in a row: a role's domain, type, place and pay; a course's format, level, length and price. */
  facts: readonly string[];
  summary: string;
  /** A line under the summary, e.g. a course's next session. */
  note?: string | undefined;
  /** The values the list's filters (FilterBoard) read, carried as data attributes. */
  filters?: ItemValues<string> | undefined;
}

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
