import type { ReactNode } from 'react';
import type { Section } from '../../../content/schema';
import SectionHeading from '../../ui/SectionHeading/SectionHeading';
import styles from './ContactLayout.module.css';

interface Props {
  detailsHeading: Section;
  formHeading: Section;
  /** The contact details (Astro slot "details"). */
  details?: ReactNode;
  /** The form island (Astro slot "form"). */
  form?: ReactNode;
  /** The office map (Astro slot "map"). */
  map?: ReactNode;
}

/**
 * The contact page: details, form, map, in that order on narrow screens (the
 * form before the map); on wide screens the details and map share the left
 * column beside the form.
 */
export default function ContactLayout({ detailsHeading, formHeading, details, form, map }: Props) {
  return (
    <div className={styles.grid}>
      <section aria-labelledby="details-heading" className={styles.details}>
        <SectionHeading id="details-heading" content={detailsHeading} />
        {details}
      </section>
      <section aria-labelledby="form-heading" className={styles.form}>
        <SectionHeading id="form-heading" content={formHeading} />
        {form}
      </section>
      <div className={styles.map}>{map}</div>
    </div>
  );
}
