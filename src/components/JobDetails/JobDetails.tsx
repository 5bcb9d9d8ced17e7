import styles from './JobDetails.module.css';

export interface Detail {
  label: string;
  value: string;
  /** For a date: its "YYYY-MM-DD" form, for a <time> element. */
  dateTime?: string;
}

/** A role's facts at the top of its page: domain, type, workplace, location, pay, dates. */
export default function JobDetails({ details }: { details: readonly Detail[] }) {
  return (
    <dl className={styles.details}>
      {details.map((d) => (
        <div key={d.label} className={styles.item}>
          <dt>{d.label}</dt>
          <dd>{d.dateTime ? <time dateTime={d.dateTime}>{d.value}</time> : d.value}</dd>
        </div>
      ))}
    </dl>
  );
}
