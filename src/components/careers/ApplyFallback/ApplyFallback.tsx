import { Mail } from 'lucide-react';
import styles from './ApplyFallback.module.css';

interface Props {
  /** The sentence before the link (from careers.yml). */
  text: string;
  /** The link's words, e.g. "Email your application to jobs@…". */
  linkLabel: string;
  /** The mailto: link whose subject names the role (src/lib/careers/applyMailto.ts). */
  href: string;
}

/**
 * Applying by e-mail, under the application form: for a candidate who
 * prefers it, or whose CV file is over the form's limit.
 */
export default function ApplyFallback({ text, linkLabel, href }: Props) {
  return (
    <div className={styles.fallback}>
      <p className={styles.text}>{text}</p>
      <p className={styles.text}>
        <a href={href} className={styles.mail}>
          <Mail aria-hidden="true" focusable="false" size={18} />
          {linkLabel}
        </a>
      </p>
    </div>
  );
}
