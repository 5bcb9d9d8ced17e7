import type { ListLink } from '../LinkList/LinkList';
import styles from './ChipList.module.css';

interface Props {
  links: readonly ListLink[];
  /** The page this is: its chip is marked current (aria-current) and filled. */
  current?: string | undefined;
  /** The list's name, where nothing around it names it (e.g. "Topics"). */
  label?: string | undefined;
  /** Smaller chips, for a line of facts (an article's topics under its heading). */
  small?: boolean | undefined;
}

/**
 * A wrapping row of chips: small rounded links (the topics of /insights and of an article, the
 * services of an article, "on this page" links). Static links; no JavaScript.
 */
export default function ChipList({ links, current, label, small = false }: Props) {
  const chip = small ? `${styles.chip} ${styles.small}` : styles.chip;
  return (
    <ul className={styles.list} aria-label={label}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} className={chip} aria-current={link.href === current ? 'page' : undefined}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
