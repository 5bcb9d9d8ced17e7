import { Mail, Phone } from 'lucide-react';
import type { Site } from '../../../content/schema';
import { ButtonLink } from '../../ui/Button/Button';
import styles from './ClosingCta.module.css';

interface Props {
  /** The block's h2, fitted to the page. */
  heading: string;
  /** One sentence under the heading. */
  line: string;
  /** The button to the contact form; its href carries the page's topic (/contact?topic=…). */
  button: { label: string; href: string };
  /** The words before the phone number and the e-mail address. */
  call: string;
  write: string;
  /** The company's phone and e-mail (src/content/data/site.yml). */
  phone: Site['phone'];
  email: string;
}

/**
 * The closing call to action at the end of every page but /contact: a
 * heading, a line, the primary button to the contact form, the phone number
 * and the e-mail address (on service pages, the spec's mailto invitation).
 */
export default function ClosingCta({ heading, line, button, call, write, phone, email }: Props) {
  return (
    <aside className={styles.band} aria-labelledby="closing-heading" data-closing data-pagefind-ignore="">
      <div className={styles.inner}>
        <h2 id="closing-heading" className={styles.heading}>
          {heading}
        </h2>
        <p className={styles.line}>{line}</p>
        <p className={styles.actions}>
          <ButtonLink href={button.href}>{button.label}</ButtonLink>
        </p>
        <ul className={styles.ways}>
          <li>
            <Phone aria-hidden="true" focusable="false" size={18} className={styles.icon} />
            {call}{' '}
            <a href={`tel:${phone.dial}`} className={styles.way}>
              {phone.display}
            </a>
          </li>
          <li>
            <Mail aria-hidden="true" focusable="false" size={18} className={styles.icon} />
            {write}{' '}
            <a href={`mailto:${email}`} className={styles.way}>
              {email}
            </a>
          </li>
        </ul>
      </div>
    </aside>
  );
}
