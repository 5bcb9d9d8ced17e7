import type { ContentsLink } from '../../../lib/site/tableOfContents';
import LinkList from '../../ui/LinkList/LinkList';
import styles from './PageContents.module.css';

interface Props {
  /** The list's name, e.g. "On this page". */
  heading: string;
  /** One link per section heading of the page (src/lib/site/tableOfContents.ts). */
  links: readonly ContentsLink[];
  /**
   * collapsed: a closed <details> under the page header, shown below the
   * sidebar breakpoint; sticky: the list in the side column, shown from it.
   */
  variant: 'collapsed' | 'sticky';
}

/** "On this page": links to the page's h2s, built at build time; no JavaScript. Out of the search index: it repeats the headings. */
export default function PageContents({ heading, links, variant }: Props) {
  if (links.length === 0) return null;
  const list = <LinkList links={links} className={styles.list} linkClassName={styles.link} />;
  if (variant === 'sticky') {
    return (
      <nav aria-labelledby="contents-heading" className={styles.sticky} data-pagefind-ignore="">
        <h2 id="contents-heading" className={styles.heading}>
          {heading}
        </h2>
        {list}
      </nav>
    );
  }
  return (
    <details className={styles.collapsed} data-pagefind-ignore="">
      <summary className={styles.summary}>{heading}</summary>
      {list}
    </details>
  );
}
