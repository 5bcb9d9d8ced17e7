import type { SubmitEventHandler, InputHTMLAttributes, ReactNode, Ref } from 'react';
import type { SearchText } from '../../../content/schema';
import { SEARCH_PATH } from '../../../lib/site/routes';
import Button from '../../ui/Button/Button';
import styles from './SearchForm.module.css';

interface Props {
  /** The field's id (the label points at it). */
  fieldId: string;
  text: Pick<SearchText, 'fieldLabel' | 'submit'>;
  /** Focus the field when it is shown (in the header's popover, the browser does it as the popover opens). */
  autofocus?: boolean;
  /** The search page's live field: a larger field, its value and keys handled by the island. */
  large?: boolean;
  input?: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'type' | 'className'>;
  inputRef?: Ref<HTMLInputElement>;
  onSubmit?: SubmitEventHandler<HTMLFormElement>;
  /** Under the field and its button, e.g. a hint the field points at. */
  children?: ReactNode;
}

/**
 * A search box: a GET form to the search page (/search?q=…), so it works
 * with no script (the header, the 404 page) and is the search page's field too.
 */
export default function SearchForm({ fieldId, text, autofocus = false, large = false, ...live }: Props) {
  return (
    <form action={SEARCH_PATH} method="get" role="search" onSubmit={live.onSubmit}>
      <label htmlFor={fieldId} className={styles.label}>
        {text.fieldLabel}
      </label>
      <div className={styles.row}>
        <input
          id={fieldId}
          name="q"
          // A text field in the searchbox role, not type="search": WebKit's search field takes Escape
          // to clear itself, so in the header's popover Escape did not close it, and each engine draws
          // its own clear button (the search page's Escape clears, the same in every engine).
          type="text"
          role="searchbox"
          required
          autoComplete="off"
          enterKeyHint="search"
          className={large ? `${styles.field} ${styles.large}` : styles.field}
          // Lower case, so React writes the attribute into the HTML (autoFocus would only run in a hydrated island).
          {...(autofocus ? { autofocus: '' } : {})}
          {...live.input}
          ref={live.inputRef}
        />
        <Button type="submit">{text.submit}</Button>
      </div>
      {live.children}
    </form>
  );
}
