import { Menu } from 'lucide-react';
import type { NavItem, SearchText } from '../../../content/schema';
import Button from '../../ui/Button/Button';
import HeaderSearch from '../../search/HeaderSearch/HeaderSearch';
import Logo from '../Logo/Logo';
import styles from './SiteHeader.module.css';

interface Props {
  /** The path of the page being rendered, to mark its link as current. */
  currentPath: string;
  /** The company's short name, shown by the logo. */
  siteName: string;
  /** The main navigation, in order (src/content/data/nav.yml). */
  nav: readonly NavItem[];
  /** The search button's words (src/content/data/search.yml). */
  search: Pick<SearchText, 'button' | 'dialogLabel' | 'fieldLabel' | 'submit'>;
}

const MENU_ID = 'site-menu';

/**
 * The site header with the main navigation. Below the narrow breakpoint (src/styles/media.css) the links sit in a
 * native popover opened by the Menu button: the browser handles opening,
 * Escape, light dismiss, focus return and the expanded state, so no
 * JavaScript ships for it. On wide screens the same list is shown inline,
 * the link marked `primary` in nav.yml (Contact Us) drawn as the main button.
 * The search button (HeaderSearch) follows the navigation.
 */
export default function SiteHeader({ currentPath, siteName, nav, search }: Props) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Logo name={siteName} />
        <nav aria-label="Main" className={styles.nav}>
          <Button variant="outline" className={styles.toggle} popoverTarget={MENU_ID} aria-controls={MENU_ID}>
            <Menu aria-hidden="true" focusable="false" size={20} />
            Menu
          </Button>
          <ul id={MENU_ID} popover="auto" className={styles.menu}>
            {nav.map((item) => (
              <li key={item.href}>
                <a
                  href={item.href}
                  className={item.primary ? `${styles.link} ${styles.primary}` : styles.link}
                  aria-current={item.href === currentPath ? 'page' : undefined}
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <HeaderSearch text={search} />
      </div>
    </header>
  );
}
