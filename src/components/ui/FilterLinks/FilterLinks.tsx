import ChipList from '../ChipList/ChipList';
import styles from './FilterLinks.module.css';

interface Props {
  /** The navigation's name, e.g. "Filter open roles". */
  label: string;
  /** Each filter: its key, its label and its links ("All", then each value's list). */
  groups: readonly { key: string; label: string; links: readonly { label: string; href: string }[] }[];
  /** The list this page is of: its links are marked current. */
  current: string;
}

/**
 * A list's filters without JavaScript: for each filter, links to the whole
 * list and to each value's own list (src/lib/site/filteredLists.ts), one
 * value at a time. With scripting on they give way to the selects of the
 * FilterBoard island, which combine filters.
 */
export default function FilterLinks({ label, groups, current }: Props) {
  return (
    <nav aria-label={label} className={styles.filters}>
      {groups.map((g) => (
        <div key={g.key} role="group" aria-labelledby={`filter-links-${g.key}`} className={styles.group}>
          <span id={`filter-links-${g.key}`} className={styles.label}>
            {g.label}
          </span>
          <ChipList links={g.links} current={current} small />
        </div>
      ))}
    </nav>
  );
}
