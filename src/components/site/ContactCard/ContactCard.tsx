import { Phone } from 'lucide-react';
import type { Site } from '../../../content/schema';
import { ButtonLink } from '../../ui/Button/Button';
import styles from './ContactCard.module.css';

interface Props {
  heading: string;
  line: string;
  /** The link to the contact form, with the page's topic. */
  button: { label: string; href: string };
  phone: Site['phone'];
}

/** A compact contact card for a page's side column: a line, the contact button and the phone number. */
export default function ContactCard({ heading, line, button, phone }: Props) {
  return (
    <section aria-labelledby="contact-card-heading" className={styles.card} data-pagefind-ignore="">
      <h2 id="contact-card-heading" className={styles.heading}>
        {heading}
      </h2>
      <p className={styles.line}>{line}</p>
      <ButtonLink href={button.href}>{button.label}</ButtonLink>
      <a href={`tel:${phone.dial}`} className={styles.phone}>
        <Phone aria-hidden="true" focusable="false" size={16} />
        {phone.display}
      </a>
    </section>
  );
}
