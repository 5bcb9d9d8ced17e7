import { Fragment } from 'react';
import Avatar from '../Avatar/Avatar';
import CardGrid from '../../ui/CardGrid/CardGrid';
import type { PersonCard } from '../../../lib/people/content';
import styles from './PeopleGrid.module.css';

interface Props {
  people: readonly PersonCard[];
}

/** The people on /about: photo or initials, name (the link to their page), role and bio. */
export default function PeopleGrid({ people }: Props) {
  return (
    // Each list item is the card: its photo, name, role and bio share the item's grid.
    <CardGrid min="wide" itemClassName={styles.person}>
      {people.map((p) => (
        <Fragment key={p.href}>
          <Avatar initials={p.initials} photo={p.photo} />
          <h3 className={styles.name}>
            <a href={p.href} className={styles.link}>
              {p.name}
            </a>
          </h3>
          <p className={styles.role}>{p.role}</p>
          <p className={styles.bio}>{p.bio}</p>
        </Fragment>
      ))}
    </CardGrid>
  );
}
