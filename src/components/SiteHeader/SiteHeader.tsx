import { Menu } from 'lucide-react';
import { mainNav } from '../../config/nav';
import Button from '../Button/Button';
import Logo from '../Logo/Logo';
import styles from './SiteHeader.module.css';

interface Props {
  /** The path of the page being rendered, to mark its link as current. */
  currentPath: string;
}

const MENU_ID = 'site-menu';

/**
 * The site header with the main navigation. Below 960 px the links sit in a
 * native popover opened by the Menu button: the browser handles opening,
 * Escape, light dismiss, focus return and the expanded state, so no
 * JavaScript ships for it. From 960 px the same list is shown inline.
 */
export default function SiteHeader({ currentPath }: Props) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Logo />
        <nav aria-label="Main" className={styles.nav}>
          <Button variant="outline" className={styles.toggle} popoverTarget={MENU_ID} aria-controls={MENU_ID}>
            <Menu aria-hidden="true" focusable="false" size={20} />
            Menu
          </Button>
          <ul id={MENU_ID} popover="auto" className={styles.menu}>
            {mainNav.map((item) => (
              <li key={item.href}>
                <a
                  href={item.href}
                  className={styles.link}
                  aria-current={item.href === currentPath ? 'page' : undefined}
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
