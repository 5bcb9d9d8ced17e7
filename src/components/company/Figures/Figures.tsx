import type { Figure } from '../../../content/schema';
import CardGrid from '../../ui/CardGrid/CardGrid';
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
    // Fit, so three figures, the fewest the band allows, still span its width.
    <CardGrid min="narrower" fit tight itemClassName={styles.item} data-figures>
      {figures.map((f) => (
        <a key={`${f.href}-${f.value}`} href={f.href} className={styles.link}>
          {/* The space keeps "30+" and "years" apart in the search index and in the link's name. */}
          <span className={styles.value}>{f.value}</span> <span className={styles.label}>{f.label}</span>
        </a>
      ))}
    </CardGrid>
  );
}
