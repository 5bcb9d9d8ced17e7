/**
 * American English on every built page: fails, naming the page and the word,
 * when a British form from tests/fixtures/british-spellings.txt appears as a
 * whole word (any case) in what a visitor or a search result shows: the
 * page's visible text, its <title>, its meta description and image alt text.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { builtPages } from '../../src/lib/site/builtFiles.ts';
import { DIST } from '../support/dist';

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

const pairs = parseSpellings(readFileSync(LIST, 'utf8'));
const american = new Map(pairs);
const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${pairs.map(([b]) => b).join('|')})(?![\\p{L}\\p{N}])`, 'giu');

/** British forms found in a text, lower-cased, each once. */
export function britishForms(text: string): string[] {
  return [...new Set([...text.matchAll(pattern)].map((m) => m[1]!.toLowerCase()))];
}

/** What a page shows to a reader or a search result, without scripts and styles. */
function shownText(html: string): string {
  const doc = parse(html);
  for (const el of doc.querySelectorAll('script, style, template')) el.remove();
  return [
    doc.querySelector('title')?.textContent ?? '',
    doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    ...doc.querySelectorAll('img[alt]').map((img) => img.getAttribute('alt') ?? ''),
    doc.querySelector('body')?.textContent ?? '',
  ].join('\n');
}

describe('the list of British spellings', () => {
  it('parses: one "british american" pair a line, each British form once, never equal to its American form', () => {
    expect(pairs.length).toBeGreaterThan(100);
    expect(new Set(pairs.map(([b]) => b)).size).toBe(pairs.length);
    for (const [b, a] of pairs) expect(b, `${b} → ${a}`).not.toBe(a);
    expect(american.get('organisation')).toBe('organization');
    expect(american.get('programme')).toBe('program');
  });

  it('matches whole words in any case, with the inflections listed, and leaves American forms alone', () => {
    expect(britishForms('Our Organisation Development programmes, behaviour and catalogue.')).toEqual([
      'organisation',
      'programmes',
      'behaviour',
      'catalogue',
    ]);
    expect(britishForms('Organization Development programs, behavior, catalog, analyses, specialist.')).toEqual([]);
    expect(britishForms('reorganisations')).toEqual(['reorganisations']);
    expect(britishForms('disorganisation-free')).toEqual([]);
  });

  it('rejects a malformed line', () => {
    expect(() => parseSpellings('colour')).toThrow(/line 1/);
    expect(() => parseSpellings('# note\nColour color')).toThrow(/line 2/);
  });
});

describe('American spelling on every built page', () => {
  const pages = builtPages(DIST);

  it('finds the pages', () => {
    expect(pages.length).toBeGreaterThan(20);
  });

  it.each(pages.map((p) => [p]))('%s uses no British spelling', (page) => {
    const found = britishForms(shownText(readFileSync(join(DIST, page), 'utf8')));
    expect(
      found.map((b) => `"${b}" (write "${american.get(b)}")`),
      `${page} has British spellings`,
    ).toEqual([]);
  });
});
