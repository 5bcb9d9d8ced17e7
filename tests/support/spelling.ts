/** The British forms the site's American English avoids (tests/fixtures/british-spellings.txt), and a finder for them. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const LIST = join(import.meta.dirname, '..', 'fixtures', 'british-spellings.txt');

/** The list file as [british, american] pairs; throws on a line that is not two lower-case words. */
export function parseSpellings(text: string): [string, string][] {
  const pairs: [string, string][] = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const m = /^([a-z]+) ([a-z]+)$/.exec(line);
    if (!m) throw new Error(`british-spellings.txt line ${i + 1}: expected "british american", got "${raw}"`);
    pairs.push([m[1]!, m[2]!]);
  });
  return pairs;
}

export const pairs = parseSpellings(readFileSync(LIST, 'utf8'));
export const american = new Map(pairs);
const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${pairs.map(([b]) => b).join('|')})(?![\\p{L}\\p{N}])`, 'giu');

/** British forms found in a text, lower-cased, each once. */
export function britishForms(text: string): string[] {
  return [...new Set([...text.matchAll(pattern)].map((m) => m[1]!.toLowerCase()))];
}

/** A YAML line whose value is one word, such as `seats: cancelled`: a choice's id, which the site shows in its own words. */
const VALUE_ID = /^\s*-?\s*[\w.]+:\s*[a-z0-9-]+\s*$/;
/** A YAML key at a line's start, such as `  cancelled:`: the schema's name for a field, which no visitor sees. */
const KEY = /^\s*-?\s*[\w.-]+:(?=\s|$)/;

/**
 * The lines of a content file whose words a visitor can see: in YAML (a data file, a Markdown file's
 * front matter) the values, without their keys and without values that are ids.
 */
export function visibleLines(text: string, yaml: boolean): string[] {
  const lines = text.split('\n');
  // A Markdown file's front matter runs from its first line, "---", to the next "---".
  const frontMatterEnd = yaml ? lines.length : lines[0] === '---' ? lines.indexOf('---', 1) : -1;
  return lines.map((line, i) => {
    if (i > frontMatterEnd) return line;
    return VALUE_ID.test(line) ? '' : line.replace(KEY, '');
  });
}
