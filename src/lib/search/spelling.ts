/**
 * "Showing results for": Pagefind does not correct spelling, so a query with
 * a word the site never uses is searched again with the closest spellings
 * from the site's own words (a list written at build from the indexed
 * pages), compared by edit distance. Pure.
 */
import { distance } from 'fastest-levenshtein';

/** Shorter words than this are neither listed nor corrected (too many near neighbours). */
export const MIN_WORD_LENGTH = 3;

/** The words of a text as search sees them: lower case, letters and digits, apostrophes dropped. */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The site's word list: each word of at least MIN_WORD_LENGTH letters once, most frequent first (ties: alphabetical). */
export function wordList(texts: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const text of texts)
    for (const word of wordsOf(text))
      if (word.length >= MIN_WORD_LENGTH && !/^\d+$/.test(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([word]) => word);
}

/** How many edits a word of this length may be away from its correction: 1 up to 5 letters, then 2. */
export const maxEdits = (length: number): number => (length <= 5 ? 1 : 2);

/**
 * The closest listed word within maxEdits, the more frequent on a tie; null when none is close. The
 * word itself when it is short, a number, listed, or the start of a listed word (still being typed:
 * Pagefind matches the last word of a query as a prefix).
 */
export function closestWord(word: string, words: readonly string[]): string | null {
  if (word.length < MIN_WORD_LENGTH || /^\d+$/.test(word) || words.some((w) => w.startsWith(word))) return word;
  let best: string | null = null;
  let bestDistance = maxEdits(word.length) + 1;
  for (const candidate of words) {
    if (Math.abs(candidate.length - word.length) >= bestDistance) continue;
    const d = distance(word, candidate);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

/** The query with each unknown word replaced by its closest listed word; null when nothing would change. */
export function correctQuery(query: string, words: readonly string[]): string | null {
  const original = wordsOf(query);
  const corrected = original.map((w) => closestWord(w, words) ?? w);
  return corrected.some((w, i) => w !== original[i]) ? corrected.join(' ') : null;
}

const INDEXED = /<main\b[^>]*\bdata-pagefind-body\b[^>]*>([\s\S]*?)<\/main>/i;

/** The text search indexes on a built page (its <main> marked data-pagefind-body), tags and code dropped; '' when none. */
export function indexedText(html: string): string {
  const body = INDEXED.exec(html)?.[1] ?? '';
  return body
    .replace(/<(script|style|svg)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(?:#\d+|#x[0-9a-f]+|[a-z]+);/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
