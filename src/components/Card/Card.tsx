import type { ReactNode } from 'react';
import styles from './Card.module.css';

interface Props {
  title: string;
  text: string;
  href: string;
  /** Visible link text, e.g. "Read More"; without it the title is the link. */
  linkLabel?: string | undefined;
  /** A decorative icon above the title. */
  icon?: ReactNode;
  /** The title's heading level, to fit the page's outline. */
  headingLevel?: 2 | 3;
}

/**
 * The one card. It holds exactly one link, stretched over the whole card, so
 * the card is one target with one clear name.
 */
export default function Card({ title, text, href, linkLabel, icon, headingLevel = 3 }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      {icon && <div className={styles.icon}>{icon}</div>}
      <Heading className={styles.title}>
        {linkLabel ? (
          title
        ) : (
          <a href={href} className={styles.link}>
            {title}
          </a>
        )}
      </Heading>
      <p className={styles.text}>{text}</p>
      {linkLabel && (
        <a href={href} className={`${styles.link} ${styles.more}`}>
          {linkLabel}
          <span className="visually-hidden"> about {title}</span>
        </a>
      )}
    </article>
  );
}
