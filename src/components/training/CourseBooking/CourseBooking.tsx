import { ButtonLink } from '../../ui/Button/Button';
import styles from './CourseBooking.module.css';

interface Props {
  /** A line about booking the course for a team, when a team can. */
  note?: string | undefined;
  /** The contact form about the course, without a session. */
  href: string;
  label: string;
}

/** Under a course's sessions: booking it for a team (or asking about it), a link to the contact form. */
export default function CourseBooking({ note, href, label }: Props) {
  return (
    <div className={styles.booking}>
      {note && <p className={styles.note}>{note}</p>}
      <ButtonLink href={href} variant="outline">
        {label}
      </ButtonLink>
    </div>
  );
}
