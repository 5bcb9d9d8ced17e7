import type { ReactNode } from 'react';
import styles from './ListPages.module.css';

interface Link {
  label: string;
  href: string;
}

export interface ListPagesNav {
  /** The navigation's name, e.g. "Pages of articles". */
  label: string;
  /** Which page this is, e.g. "Page 2 of 5". */
  status: string;
  /** The page before, if any. */
  previous?: Link | undefined;
  /** The page after, if any. */
  next?: Link | undefined;
}

interface Props {
  /** The list (its items on this page). */
  children: ReactNode;
  /** A page of a list cut into pages (src/lib/site/pagination.ts): the links to the pages beside it. */
  pages?: ListPagesNav | undefined;
  /** The first few of a longer list: the link to the whole list, given only when some were left out. */
  more?: Link | undefined;
}

/**
 * Every long list of the site: the list, then the links to its other pages
 * (nothing when it has one page) or to the whole list (nothing when it is
 * all here). Links only, so it works without JavaScript.
 */
export default function ListPages({ children, pages, more }: Props) {
  const paged = pages && (pages.previous || pages.next) ? pages : undefined;
  return (
    <>
      {children}
      {more && (
        <p className={styles.more}>
          <a href={more.href}>{more.label}</a>
        </p>
      )}
      {paged && (
        <nav aria-label={paged.label} className={styles.nav} data-list-pages="">
          <p className={styles.status}>{paged.status}</p>
          {paged.previous && (
            <a href={paged.previous.href} rel="prev" className={styles.link}>
              <span aria-hidden="true">← </span>
              {paged.previous.label}
            </a>
          )}
          {paged.next && (
            <a href={paged.next.href} rel="next" className={`${styles.link} ${styles.next}`}>
              {paged.next.label}
              <span aria-hidden="true"> →</span>
            </a>
          )}
        </nav>
      )}
    </>
  );
}
