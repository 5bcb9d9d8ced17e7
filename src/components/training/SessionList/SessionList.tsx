import type { SessionView } from '../../../lib/training/courses';
import { ButtonLink } from '../../ui/Button/Button';
import styles from './SessionList.module.css';

/** The words of the session rows. */
export interface SessionListText {
  seats: Readonly<Record<SessionView['data']['seats'], string>>;
  requestSeat: string;
  waitingList: string;
  calendarOne: string;
}

interface Props {
  sessions: readonly SessionView[];
  text: SessionListText;
  /** On the catalog: each row names and links its course, without the buttons (the course page has them). */
  withCourse?: boolean;
}

/**
 * Upcoming sessions, soonest first: dates and daily hours in the session's
 * own zone, the place, the seat status and, on a course page, the request
 * (or waiting list) button and the calendar file. A cancelled session says
 * so and offers neither.
 */
export default function SessionList({ sessions, text, withCourse = false }: Props) {
  return (
    <ul className={styles.list}>
      {sessions.map((s) => {
        const cancelled = s.data.seats === 'cancelled';
        return (
          <li key={`${s.course}/${s.id}`} id={withCourse ? undefined : `session-${s.id}`} className={styles.row}>
            <p className={styles.when}>
              <time dateTime={s.startDate}>{s.dateText}</time>
              <span className={styles.muted}>{s.timeText}</span>
            </p>
            <p className={styles.what}>
              {withCourse && <a href={s.href}>{s.courseTitle}</a>}
              <span>{s.place}</span>
              <span className={cancelled ? styles.cancelled : styles.status}>{text.seats[s.data.seats]}</span>
            </p>
            {!withCourse && !cancelled && (
              <p className={styles.actions}>
                <ButtonLink href={s.requestHref} variant={s.data.seats === 'full' ? 'outline' : 'solid'}>
                  {s.data.seats === 'full' ? text.waitingList : text.requestSeat}
                </ButtonLink>
                <a href={s.calendarHref} download={`${s.course}-${s.id}.ics`}>
                  {text.calendarOne}
                </a>
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
