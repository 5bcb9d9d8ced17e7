import type { Section } from '../../../content/schema';
import styles from './SectionHeading.module.css';

/** A section's h2 and optional intro, from the page's Markdown. */
export default function SectionHeading({ id, content }: { id: string; content: Section }) {
  return (
    <>
      <h2 id={id} className={styles.heading}>
        {content.heading}
      </h2>
      {content.intro && <p className={styles.intro}>{content.intro}</p>}
    </>
  );
}
