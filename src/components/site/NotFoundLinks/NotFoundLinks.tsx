import type { NavItem } from '../../../content/schema';
import LinkList from '../../ui/LinkList/LinkList';
import styles from './NotFoundLinks.module.css';

/** Ways out of the 404 page: the home page, the programs and the other main pages. */
export default function NotFoundLinks({ nav }: { nav: readonly NavItem[] }) {
  return <LinkList links={nav} className={styles.links} />;
}
