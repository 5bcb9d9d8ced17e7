import type { PersonCard } from '../../../lib/people/content';
import Avatar from '../Avatar/Avatar';
import styles from './AuthorBox.module.css';

interface Props {
  /** The box's heading, e.g. "About the author". */
  heading: string;
  authors: readonly PersonCard[];
}

/** The end of an article: who wrote it, their role and bio, and a link to their page. */
export default function AuthorBox({ heading, authors }: Props) {
  return (
    <aside className={styles.box} aria-labelledby="author-heading">
      <h2 id="author-heading" className={styles.heading}>
        {heading}
      </h2>
      {authors.map((a) => (
        <div key={a.href} className={styles.author}>
          <Avatar initials={a.initials} photo={a.photo} />
          <div>
            <p className={styles.name}>
              <a href={a.href}>{a.name}</a>
            </p>
            <p className={styles.role}>{a.role}</p>
            <p className={styles.bio}>{a.bio}</p>
          </div>
        </div>
      ))}
    </aside>
  );
}
