import type { Filters, ListFilter } from '../../../lib/utils/listFilters';
import styles from './FilterControls.module.css';

export type FilterControl<K extends string = string> = ListFilter<K>;

interface Props<K extends string> {
  legend: string;
  /** The label of the "no filter" option. */
  allLabel: string;
  controls: readonly FilterControl<K>[];
  value: Filters<K>;
  onChange: (key: K, value: string | null) => void;
}

/**
 * The filter selects of a list (open roles, courses). They need the island's
 * script, so they are hidden when scripting is off: the filters are then
 * links to each value's page (FilterLinks).
 */
export default function FilterControls<K extends string>({ legend, allLabel, controls, value, onChange }: Props<K>) {
  return (
    <fieldset className={styles.filters}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.row}>
        {controls.map((c) => (
          <div key={c.key} className={styles.field}>
            <label htmlFor={`filter-${c.key}`}>{c.label}</label>
            <select
              id={`filter-${c.key}`}
              name={c.key}
              value={value[c.key] ?? ''}
              onChange={(e) => onChange(c.key, e.target.value === '' ? null : e.target.value)}
            >
              <option value="">{allLabel}</option>
              {c.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
