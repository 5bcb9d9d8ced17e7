import type { NavItem } from '../../content/schema';
import styles from './NotFoundLinks.module.css';

/** Ways out of the 404 page: the home page, the programs and the other main pages. */
export default function NotFoundLinks({ nav }: { nav: readonly NavItem[] }) {
  return (
    <ul className={styles.links}>
      {nav.map((item) => (
        <li key={item.href}>
          <a href={item.href}>{item.label}</a>
        </li>
      ))}
    </ul>
  );
}
