import { buildMailto } from '../../lib/mailto';
import type { ContactFields } from '../../lib/validation';
import Button from '../Button/Button';
import styles from './SendFailureAlert.module.css';

interface Props {
  title: string;
  body: string;
  /** What the visitor typed, carried by the mailto: link. */
  fields: ContactFields;
  email: string;
  subject: string;
  onRetry: () => void;
}

/**
 * What went wrong with a send, and two ways forward: retry, or write
 * directly with the message already in the e-mail. Part of the contact form
 * island, loaded only when a send fails.
 */
export default function SendFailureAlert({ title, body, fields, email, subject, onRetry }: Props) {
  return (
    <div role="alert" className={styles.alert}>
      <p className={styles.title}>{title}</p>
      <p>{body}</p>
      <div className={styles.actions}>
        <Button onClick={onRetry}>Retry</Button>
        <a href={buildMailto(email, fields, subject)} className={styles.mail}>
          Email your message to {email}
        </a>
      </div>
    </div>
  );
}
