import styles from './FactList.module.css';

export interface Detail {
  label: string;
  value: string;
  /** For a date: its "YYYY-MM-DD" form, for a <time> element. */
  dateTime?: string;
}

interface Props {
  details: readonly Detail[];
  /** A sentence under the facts (a remote role: where a hire must live). */
  note?: string | undefined;
}

/** Facts at the top of a page, as a definition list: a role's domain, type, place, pay and dates; a course's format, level, length and price. */
export default function FactList({ details, note }: Props) {
  return (
    <div className={styles.box}>
      <dl className={styles.details}>
        {details.map((d) => (
          <div key={d.label} className={styles.item}>
            <dt>{d.label}</dt>
            <dd>{d.dateTime ? <time dateTime={d.dateTime}>{d.value}</time> : d.value}</dd>
          </div>
        ))}
      </dl>
      {note && <p className={styles.note}>{note}</p>}
    </div>
  );
}
