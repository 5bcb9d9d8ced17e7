import type { ReactNode } from 'react';
import Avatar from '../Avatar/Avatar';
import type { PersonCard } from '../../../lib/people/content';
import LinkList, { type ListLink } from '../../ui/LinkList/LinkList';
import Prose from '../../ui/Prose/Prose';
import styles from './PersonProfile.module.css';

interface Props {
  person: PersonCard;
  /** e.g. "Works in". */
  servicesHeading: string;
  services: readonly ListLink[];
  /** Their external profile, if any. */
  profile?: ListLink | undefined;
  /** The longer bio (the Markdown body), if any. */
  children?: ReactNode;
}

/** The top of a person's page: photo or initials, bio, the services they work in and their profile link. */
export default function PersonProfile({ person, servicesHeading, services, profile, children }: Props) {
  return (
    <div className={styles.profile}>
      <Avatar initials={person.initials} photo={person.photo} size="large" />
      <div className={styles.text}>
        <Prose>
          <p>{person.bio}</p>
          {children}
        </Prose>
        <h2 className={styles.heading}>{servicesHeading}</h2>
        <LinkList links={services} className={styles.services} />
        {profile && (
          <p className={styles.external}>
            <a href={profile.href} rel="noopener noreferrer">
              {profile.label}
            </a>
          </p>
        )}
      </div>
    </div>
  );
}
