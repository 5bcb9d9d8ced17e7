import type { ReactNode } from 'react';
import type { Section } from '../../content/schema';
import SectionHeading from '../SectionHeading/SectionHeading';
import styles from './ContactLayout.module.css';

interface Props {
  detailsHeading: Section;
  formHeading: Section;
  /** The contact details (Astro slot "details"). */
  details?: ReactNode;
  /** The form island (Astro slot "form"). */
  form?: ReactNode;
}

/** The contact page's two sections: details beside the form, stacked on narrow screens. */
export default function ContactLayout({ detailsHeading, formHeading, details, form }: Props) {
  return (
    <div className={styles.grid}>
      <section aria-labelledby="details-heading">
        <SectionHeading id="details-heading" content={detailsHeading} />
        {details}
      </section>
      <section aria-labelledby="form-heading">
        <SectionHeading id="form-heading" content={formHeading} />
        {form}
      </section>
    </div>
  );
}
