import Avatar from '../Avatar/Avatar';
import type { PersonCard } from '../../../lib/people/content';
import styles from './PeopleGrid.module.css';

interface Props {
  people: readonly PersonCard[];
}

/** The people on /about: photo or initials, name (the link to their page), role and bio. */
export default function PeopleGrid({ people }: Props) {
  return (
    <ul className={styles.grid}>
      {people.map((p) => (
        <li key={p.href} className={styles.person}>
          <Avatar initials={p.initials} photo={p.photo} />
          <h3 className={styles.name}>
            <a href={p.href} className={styles.link}>
              {p.name}
            </a>
          </h3>
          <p className={styles.role}>{p.role}</p>
          <p className={styles.bio}>{p.bio}</p>
        </li>
      ))}
    </ul>
  );
}
