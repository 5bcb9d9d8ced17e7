import { MARK_LETTER, MARK_RADIUS, MARK_VIEWBOX } from '../../../lib/site/brand';
import styles from './Logo.module.css';

/**
 * The company mark and name, linking home. `name`: the company's short name. The link's name is given whole: in
 * the flex box each span is a block, and a screen reader would hear "Aldermoor , home page".
 */
export default function Logo({ name }: { name: string }) {
  return (
    <a href="/" className={styles.logo} aria-label={`${name}, home page`}>
      <svg className={styles.mark} viewBox={MARK_VIEWBOX} width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx={MARK_RADIUS} fill="currentColor" />
        <path d={MARK_LETTER} className={styles.letter} />
      </svg>
      <span className={styles.name}>{name}</span>
    </a>
  );
}
