import { forwardRef, type KeyboardEvent } from 'react';
import type { SearchText } from '../../content/schema';
import { SEARCH_PATH } from '../../lib/routes';
import Button from '../Button/Button';
import styles from './SiteSearch.module.css';

interface Props {
  text: Pick<SearchText, 'fieldLabel' | 'submit' | 'shortcut'>;
  value: string;
  onChange: (query: string) => void;
  /** ArrowDown in the field: to the first result. */
  onFirstResult: () => void;
}

const FIELD_ID = 'search-field';

/** The search page's field: a GET form to the same page (so a submit without script still lands on /search?q=…). */
const SearchField = forwardRef<HTMLInputElement, Props>(function SearchField(
  { text, value, onChange, onFirstResult },
  ref,
) {
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      onFirstResult();
    } else if (e.key === 'Escape' && value !== '') {
      e.preventDefault();
      onChange('');
    }
  };
  return (
    <form
      action={SEARCH_PATH}
      method="get"
      role="search"
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        onChange(value);
      }}
    >
      <label htmlFor={FIELD_ID} className={styles.label}>
        {text.fieldLabel}
      </label>
      <div className={styles.row}>
        <input
          ref={ref}
          id={FIELD_ID}
          name="q"
          type="search"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
          autoComplete="off"
          enterKeyHint="search"
          aria-describedby={`${FIELD_ID}-hint`}
          className={styles.field}
        />
        <Button type="submit">{text.submit}</Button>
      </div>
      <p id={`${FIELD_ID}-hint`} className={styles.hint}>
        {text.shortcut}
      </p>
    </form>
  );
});

export default SearchField;
