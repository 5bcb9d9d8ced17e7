import type { SearchText } from '../../../content/schema';
import type { SearchKind } from '../../../lib/search/indexing';
import styles from './KindFilter.module.css';

interface Props {
  legend: string;
  allLabel: string;
  labels: SearchText['kinds'];
  /** The kinds the index has pages of, in the order to offer them. */
  kinds: readonly SearchKind[];
  value: SearchKind | null;
  onChange: (kind: SearchKind | null) => void;
}

/** One choice of kind over the results (a radio group); "all" shows every kind. */
export default function KindFilter({ legend, allLabel, labels, kinds, value, onChange }: Props) {
  const options: { kind: SearchKind | null; label: string }[] = [
    { kind: null, label: allLabel },
    ...kinds.map((kind) => ({ kind, label: labels[kind] })),
  ];
  return (
    <fieldset className={styles.filter}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((o) => (
          <label key={o.kind ?? 'all'} className={styles.option}>
            <input
              type="radio"
              name="kind"
              value={o.kind ?? ''}
              checked={value === o.kind}
              onChange={() => onChange(o.kind)}
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
