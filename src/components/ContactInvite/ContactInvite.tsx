import { Mail } from 'lucide-react';
import styles from './ContactInvite.module.css';

interface Props {
  /** The page's own invitation sentence, from its Markdown. */
  text: string;
  /** The company's e-mail address. */
  email: string;
}

/** The closing invitation of a service page, with the contact address from the config. */
export default function ContactInvite({ text, email }: Props) {
  return (
    <aside className={styles.invite} aria-labelledby="invite-heading">
      <h2 id="invite-heading" className={styles.heading}>
        Talk to us
      </h2>
      <p className={styles.text}>{text}</p>
      <p className={styles.text}>
        Write to us at{' '}
        <a href={`mailto:${email}`} className={styles.mail}>
          <Mail aria-hidden="true" focusable="false" size={18} />
          {email}
        </a>
      </p>
    </aside>
  );
}
