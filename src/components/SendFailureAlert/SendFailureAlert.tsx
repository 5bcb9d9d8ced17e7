import { Mail, RotateCw } from 'lucide-react';
import styles from './SendFailureAlert.module.css';

interface Props {
  title: string;
  body: string;
  /** A mailto: link that carries the visitor's message. */
  mailto: string;
  email: string;
  onRetry: () => void;
}

/** What went wrong with a send, and two ways forward: retry, or write directly. */
export default function SendFailureAlert({ title, body, mailto, email, onRetry }: Props) {
  return (
    <div role="alert" className={styles.alert}>
      <p className={styles.title}>{title}</p>
      <p>{body}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.retry} onClick={onRetry}>
          <RotateCw aria-hidden="true" focusable="false" size={18} />
          Retry
        </button>
        <a href={mailto} className={styles.mail}>
          <Mail aria-hidden="true" focusable="false" size={18} />
          Email your message to {email}
        </a>
      </div>
    </div>
  );
}
