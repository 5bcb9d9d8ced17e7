/**
 * American English: a British form from tests/fixtures/british-spellings.txt
 * (a whole word, any case) in what a visitor or a search result shows (a
 * page's visible text, its <title>, its meta description and image alt text)
 * is advice when the content holds it (the owner's words: it names the file
 * and the line), and fails when it comes from the site's code, which only a
 * developer changes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { recordAdvice } from '../../scripts/lib/advice.mjs';
import { builtPages } from '../../src/lib/site/builtFiles.ts';
import { contentTextFiles } from '../support/contentFiles';
import { DIST } from '../support/dist';
import { american, britishForms, pairs, parseSpellings, visibleLines } from '../support/spelling';

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

describe('visibleLines', () => {
  it.each([
    [
      'a data file: keys and ids left out, values kept',
      'seats:\n  cancelled: Canceled\n  full: Full, one colour left\nstatus: cancelled',
      true,
      ['', ' Canceled', ' Full, one colour left', ''],
    ],
    ["a list item's key", '- behaviour: Calm', true, [' Calm']],
    [
      'front matter: its keys left out; the text below it whole',
      '---\ncolour: Red\n---\nBehaviour: kind',
      false,
      ['---', ' Red', '---', 'Behaviour: kind'],
    ],
    ['no front matter: every line whole', 'Behaviour: kind', false, ['Behaviour: kind']],
  ] as const)('%s', (_, text, yaml, lines) => {
    expect(visibleLines(text, yaml)).toEqual(lines);
  });
});

describe('American spelling in the content, as advice', () => {
  const found = contentTextFiles().flatMap((file) =>
    visibleLines(readFileSync(file.path, 'utf8'), /\.ya?ml$/.test(file.path)).flatMap((line, i) =>
      britishForms(line).map((b) => ({
        file: file.name,
        field: `line ${i + 1}`,
        advice: `"${b}" is British; write "${american.get(b)}".`,
        b,
      })),
    ),
  );
  const inContent = new Set(found.map((f) => f.b));

  it('lists each British form in a content file as advice, with its line', () => {
    for (const f of found) expect(readFileSync(f.file, 'utf8'), f.file).toMatch(new RegExp(f.b, 'i'));
    recordAdvice(found.map(({ file, field, advice }) => ({ file, field, advice })));
  });

  const pages = builtPages(DIST);

  it('finds the pages', () => {
    expect(pages.length).toBeGreaterThan(20);
  });

  it.each(pages.map((p) => [p]))('%s: no British spelling from the code', (page) => {
    const found = britishForms(shownText(readFileSync(join(DIST, page), 'utf8'))).filter((b) => !inContent.has(b));
    expect(
      found.map((b) => `"${b}" (write "${american.get(b)}")`),
      `${page} shows British spellings that no content file holds: they come from a component`,
    ).toEqual([]);
  });
});
