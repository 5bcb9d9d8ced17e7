import type { ContentsLink } from '../../../lib/site/tableOfContents';
import ChipList from '../ChipList/ChipList';
import styles from './JumpLinks.module.css';

interface Props {
  /** The words before the links, which also name the navigation, e.g. "Before you apply, read". */
  label: string;
  /** Links to sections further down the same page. */
  links: readonly ContentsLink[];
}

/** One line of chips linking to sections further down the page (on /careers: what comes after the list); no JavaScript. */
export default function JumpLinks({ label, links }: Props) {
  if (links.length === 0) return null;
  return (
    <nav aria-label={label} className={styles.jump}>
      <span className={styles.label}>{label}</span>
      <ChipList links={links} />
    </nav>
  );
}
