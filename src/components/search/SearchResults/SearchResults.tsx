import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { SearchText } from '../../../content/schema';
import { excerptParts } from '../../../lib/search/indexing';
import Button from '../../ui/Button/Button';
import type { Result } from '../SiteSearch/pagefind';
import styles from './SearchResults.module.css';

interface Props {
  results: readonly Result[];
  kinds: SearchText['kinds'];
  moreLabel: string;
  /** Shows the next results; null when every result is shown. */
  onMore: (() => Promise<void>) | null;
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

/**
 * The results: kind, title (the link) and the excerpt with the matched words
 * marked, as text; under them, a button for more when there are more. The
 * first of the results it adds takes the focus, so a keyboard or screen
 * reader user goes on reading where the list grew.
 */
export default function SearchResults({ results, kinds, moreLabel, onMore, onLeave }: Props) {
  const list = useRef<HTMLOListElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const at = focusFrom.current;
    if (at === null || results.length <= at) return;
    focusFrom.current = null;
    list.current?.querySelectorAll<HTMLAnchorElement>('a')[at]?.focus();
  }, [results]);
  if (results.length === 0) return null;
  return (
    <>
      {/* The list hands focus between its own links; each link stays a plain link. */}
      {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions */}
      <ol ref={list} className={styles.results} onKeyDown={(e) => onKeyDown(e, onLeave)}>
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
      {onMore && (
        <Button
          variant="outline"
          className={styles.more}
          onClick={() => {
            focusFrom.current = results.length;
            void onMore();
          }}
        >
          {moreLabel}
        </Button>
      )}
    </>
  );
}
