import type { Crumb } from '../../../lib/site/routes';
import styles from './Breadcrumb.module.css';

interface Props {
  /** Home first, the current page last (not a link); the same trail feeds the page's BreadcrumbList. */
  trail: readonly Crumb[];
}

/** Where the page sits: Home › … › current page. */
export default function Breadcrumb({ trail }: Props) {
  const current = trail.at(-1);
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
      <ol className={styles.list}>
        {trail.slice(0, -1).map((crumb) => (
          <li key={crumb.href}>
            <a href={crumb.href} title={crumb.title}>
              {crumb.label}
            </a>
          </li>
        ))}
        <li>
          <span aria-current="page">{current?.label}</span>
        </li>
      </ol>
    </nav>
  );
}
