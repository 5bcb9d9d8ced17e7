import { site } from '../../config/site';
import styles from './Breadcrumb.module.css';

export interface Crumb {
  label: string;
  href: string;
}

interface Props {
  /** The steps between Home and the current page, e.g. Our Programs, the category. */
  parents: readonly Crumb[];
  /** The current page's title: the last step, not a link. */
  current: string;
}

/** Where the page sits: Home › … › current page. */
export default function Breadcrumb({ parents, current }: Props) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
      <ol className={styles.list}>
        <li>
          <a href="/" title={`Back to ${site.name} home page`}>
            Home
          </a>
        </li>
        {parents.map((crumb) => (
          <li key={crumb.href}>
            <a href={crumb.href}>{crumb.label}</a>
          </li>
        ))}
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
