import type { ReactNode } from 'react';
import type { ListLink } from '../LinkList/LinkList';
import styles from './Card.module.css';

interface Props {
  title: string;
  text: string;
  href: string;
  /** Visible link text, e.g. "Read More"; without it the title is the link. */
  linkLabel?: string | undefined;
  /** A decorative icon above the title. */
  icon?: ReactNode;
  /** A decorative picture across the card's top, in place of the icon (a case study's). */
  picture?: ReactNode;
  /** A heavier card (the program cards): a brand rule on top and a larger icon. */
  featured?: boolean;
  /** A second, narrower way in, above the card's own link (the learning card's course catalog). */
  also?: ListLink | undefined;
}

/** Shows the card is a link; hidden from screen readers, which hear the link itself. */
const Arrow = () => (
  <span aria-hidden="true" className={styles.arrow}>
    →
  </span>
);

/**
 * The one card. Its one main link is stretched over the whole card, so the
 * card is one target with one clear name; an `also` link sits above it,
 * a target of its own.
 */
export default function Card({ title, text, href, linkLabel, icon, picture, featured = false, also }: Props) {
  return (
    <article className={featured ? `${styles.card} ${styles.featured}` : styles.card}>
      {picture ? <div className={styles.picture}>{picture}</div> : icon && <div className={styles.icon}>{icon}</div>}
      <h3 className={styles.title}>
        {linkLabel ? (
          title
        ) : (
          <a href={href} className={styles.link}>
            {title}
            <Arrow />
          </a>
        )}
      </h3>
      <p className={styles.text}>{text}</p>
      {also && (
        <a href={also.href} className={styles.also}>
          {also.label}
        </a>
      )}
      {linkLabel && (
        <a href={href} className={`${styles.link} ${styles.more}`}>
          {linkLabel}
          <span className="visually-hidden"> about {title}</span>
          <Arrow />
        </a>
      )}
    </article>
  );
}
