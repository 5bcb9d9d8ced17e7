import styles from './ScheduledNotice.module.css';

interface Props {
  /** The line, its date filled in, e.g. "Scheduled: this article goes live on June 1, 2027. …". */
  text: string;
}

/** Above an article a preview shows before its publication date: it is not public yet. */
export default function ScheduledNotice({ text }: Props) {
  return (
    <p className={styles.notice} role="note">
      {text}
    </p>
  );
}
