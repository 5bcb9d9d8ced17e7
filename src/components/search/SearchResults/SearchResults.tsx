import type { KeyboardEvent } from 'react';
import type { SearchText } from '../../../content/schema';
import { excerptParts } from '../../../lib/search/indexing';
import type { Result } from '../SiteSearch/pagefind';
import styles from './SearchResults.module.css';

interface Props {
  results: readonly Result[];
  kinds: SearchText['kinds'];
  /** ArrowUp on the first result, or Escape: back to the search field. */
  onLeave: () => void;
}

/** Moves focus between the results' links with the arrow keys; Escape leaves the list. */
function onKeyDown(event: KeyboardEvent<HTMLOListElement>, onLeave: () => void) {
  const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('a')];
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  if (at < 0) return;
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    event.preventDefault();
    const next = at + (event.key === 'ArrowDown' ? 1 : -1);
    if (next < 0) onLeave();
    else links[Math.min(next, links.length - 1)]?.focus();
  } else if (event.key === 'Escape') {
    event.preventDefault();
    onLeave();
  }
}

/** The results: kind, title (the link) and the excerpt with the matched words marked, as text. */
export default function SearchResults({ results, kinds, onLeave }: Props) {
  if (results.length === 0) return null;
  return (
    // The list hands focus between its own links; each link stays a plain link.
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions
    <ol className={styles.results} onKeyDown={(e) => onKeyDown(e, onLeave)}>
      {results.map((r) => (
        <li key={r.url} className={styles.result}>
          <p className={styles.kind}>{kinds[r.kind]}</p>
          <h2 className={styles.title}>
            <a href={r.url}>{r.title}</a>
          </h2>
          <p className={styles.excerpt}>
            {excerptParts(r.excerpt).map((part, i) => (part.marked ? <mark key={i}>{part.text}</mark> : part.text))}
          </p>
        </li>
      ))}
    </ol>
  );
}
