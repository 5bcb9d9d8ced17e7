import type { ReactNode } from 'react';
import type { Section as SectionContent } from '../../../content/schema';
import SectionHeading from '../SectionHeading/SectionHeading';
import styles from './Section.module.css';

interface Props {
  /** The section's id (a link target, e.g. /careers#open-roles) and its heading's, e.g. "programs" → "programs-heading". */
  id: string;
  /** Heading, optional intro and optional "more" link, from the page's Markdown. */
  content: SectionContent;
  /** A tinted background, to separate consecutive sections. */
  tone?: 'plain' | 'tinted';
  /** Right under the page header and wanted on the first screen (/careers' open roles): less space above. */
  first?: boolean;
  /** False for a section that repeats other pages (related services): site search leaves it out. */
  searchable?: boolean;
  children?: ReactNode;
}

/** The one section wrapper: a labelled region with an h2, an intro and its content. */
export default function Section({ id, content, tone = 'plain', first = false, searchable = true, children }: Props) {
  const headingId = `${id}-heading`;
  const className = `${tone === 'tinted' ? styles.tinted : styles.plain}${first ? ` ${styles.first}` : ''}`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={className}
      {...(searchable ? {} : { 'data-pagefind-ignore': '' })}
    >
      <div className={styles.inner}>
        <SectionHeading id={headingId} content={content} />
        {children}
        {content.link && (
          <p className={styles.more}>
            <a href={content.link.href}>{content.link.label}</a>
          </p>
        )}
      </div>
    </section>
  );
}
