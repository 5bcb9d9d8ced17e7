import type { SearchText } from '../../content/schema';
import { SEARCH_PATH } from '../../lib/routes';
import Button from '../Button/Button';
import styles from './SearchForm.module.css';

interface Props {
  /** The field's id (the label points at it). */
  fieldId: string;
  text: Pick<SearchText, 'fieldLabel' | 'submit'>;
  /** Focus the field when it is shown (in the header's popover, the browser does it as the popover opens). */
  autofocus?: boolean;
}

/** A search box that needs no script: a GET form to the search page (/search?q=…). */
export default function SearchForm({ fieldId, text, autofocus = false }: Props) {
  return (
    <form action={SEARCH_PATH} method="get" role="search" className={styles.form}>
      <label htmlFor={fieldId} className={styles.label}>
        {text.fieldLabel}
      </label>
      <div className={styles.row}>
        <input
          id={fieldId}
          name="q"
          type="search"
          required
          autoComplete="off"
          enterKeyHint="search"
          className={styles.field}
          // Lower case, so React writes the attribute into the HTML (autoFocus would only run in a hydrated island).
          {...(autofocus ? { autofocus: '' } : {})}
        />
        <Button type="submit">{text.submit}</Button>
      </div>
    </form>
  );
}
