import styles from './CaseResults.module.css';

interface Props {
  /** The heading, e.g. "Results". */
  heading: string;
  /** Two to four measured outcomes: the figure and what it measures. */
  results: readonly { value: string; label: string }[];
}

/** A case study's measured outcomes, as large figures under a heading. */
export default function CaseResults({ heading, results }: Props) {
  return (
    <section className={styles.results} aria-labelledby="results-heading">
      <h2 id="results-heading" className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.list}>
        {results.map((r) => (
          <li key={r.label} className={styles.item}>
            <span className={styles.value}>{r.value}</span>
            <span className={styles.label}>{r.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
