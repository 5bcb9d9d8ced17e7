import type { Figure } from '../../../content/schema';
import styles from './Figures.module.css';

interface Props {
  /** Three to five figures (src/content/data/figures.yml), each linking to the page that backs it. */
  figures: readonly Figure[];
}

/**
 * The figures band: each figure large, its label under it, the two one link
 * to the page that says it. A list, so its length is announced.
 */
export default function Figures({ figures }: Props) {
  return (
    <ul className={styles.figures} data-figures>
      {figures.map((f) => (
        <li key={`${f.href}-${f.value}`} className={styles.item}>
          <a href={f.href} className={styles.link}>
            {/* The space keeps "30+" and "years" apart in the search index and in the link's name. */}
            <span className={styles.value}>{f.value}</span> <span className={styles.label}>{f.label}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
