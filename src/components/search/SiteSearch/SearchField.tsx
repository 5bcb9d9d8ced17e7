import { forwardRef, type KeyboardEvent } from 'react';
import type { SearchText } from '../../../content/schema';
import SearchForm from '../SearchForm/SearchForm';
import styles from './SiteSearch.module.css';

interface Props {
  text: Pick<SearchText, 'fieldLabel' | 'submit' | 'shortcut'>;
  value: string;
  onChange: (query: string) => void;
  /** The field is reached for: search can start loading. */
  onFocus: () => void;
  /** ArrowDown in the field: to the first result. */
  onFirstResult: () => void;
}

const FIELD_ID = 'search-field';

/** The search page's field: the site's search form (so a submit without script still lands on /search?q=…), searched as typed. */
const SearchField = forwardRef<HTMLInputElement, Props>(function SearchField(
  { text, value, onChange, onFocus, onFirstResult },
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
    <SearchForm
      fieldId={FIELD_ID}
      text={text}
      large
      inputRef={ref}
      // An empty field is a cleared search, not a mistake: no "required".
      input={{
        value,
        required: false,
        onChange: (e) => onChange(e.target.value),
        onKeyDown,
        onFocus,
        'aria-describedby': `${FIELD_ID}-hint`,
      }}
      onSubmit={(e) => {
        e.preventDefault();
        onChange(value);
      }}
    >
      <p id={`${FIELD_ID}-hint`} className={styles.hint}>
        {text.shortcut}
      </p>
    </SearchForm>
  );
});

export default SearchField;
