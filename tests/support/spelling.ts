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
