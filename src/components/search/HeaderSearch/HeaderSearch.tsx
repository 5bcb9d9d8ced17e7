import { Search } from 'lucide-react';
import type { SearchText } from '../../../content/schema';
import { SEARCH_PATH } from '../../../lib/site/routes';
import Button from '../../ui/Button/Button';
import SearchForm from '../SearchForm/SearchForm';
import styles from './HeaderSearch.module.css';

interface Props {
  text: Pick<SearchText, 'button' | 'dialogLabel' | 'fieldLabel' | 'submit'>;
}

export const SEARCH_PANEL_ID = 'site-search';
const FIELD_ID = 'site-search-field';

/**
 * The header's search: a button opening a native popover with a GET form to
 * the search page. The browser opens it, focuses the field, closes it on
 * Escape or a click outside and gives focus back to the button, so no
 * JavaScript ships for it. Where the browser has no popover, or runs no
 * script (the search page needs it), CSS shows a plain link to the search
 * page instead.
 */
export default function HeaderSearch({ text }: Props) {
  const icon = <Search aria-hidden="true" focusable="false" size={20} />;
  return (
    <div className={styles.search}>
      <a href={SEARCH_PATH} className={styles.fallback}>
        {icon}
        <span className={styles.label}>{text.button}</span>
      </a>
      <Button variant="outline" className={styles.open} popoverTarget={SEARCH_PANEL_ID} aria-controls={SEARCH_PANEL_ID}>
        {icon}
        <span className={styles.label}>{text.button}</span>
      </Button>
      <div id={SEARCH_PANEL_ID} popover="auto" role="dialog" aria-label={text.dialogLabel} className={styles.panel}>
        <SearchForm fieldId={FIELD_ID} text={text} autofocus />
      </div>
    </div>
  );
}
