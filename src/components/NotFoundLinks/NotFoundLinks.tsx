import { mainNav } from '../../config/nav';
import styles from './NotFoundLinks.module.css';

/** Ways out of the 404 page: the home page, the programs and the other main pages. */
export default function NotFoundLinks() {
  return (
    <ul className={styles.links}>
      {mainNav.map((item) => (
        <li key={item.href}>
          <a href={item.href}>{item.label}</a>
        </li>
      ))}
    </ul>
  );
}
