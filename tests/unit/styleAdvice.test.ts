/** The house style's rules (tests/support/styleAdvice.ts) and how advice is shown (scripts/lib/advice.mjs), on cases they bring. */
import { describe, expect, it } from 'vitest';
import { adviceSummary, formatAdvice, githubWarning } from '../../scripts/lib/advice.mjs';
import {
  ARTICLE_WORDS,
  INTRO_PARAGRAPHS,
  introAdvice,
  missingClaimAdvice,
  repeatedTextAdvice,
  roleTextAdvice,
  sharedTitleAdvice,
  ROLE_TEXT_MIN_CHARACTERS,
  SERVICE_SHAPE,
  serviceShapeAdvice,
  wordCountAdvice,
} from '../support/styleAdvice';

const FILE = 'src/content/articles/x.md';

describe('wordCountAdvice', () => {
  it.each([
    [ARTICLE_WORDS.min - 1, /has 799 words; the house style is 800 to 1,200\. Add detail/],
    [ARTICLE_WORDS.min, null],
    [ARTICLE_WORDS.max!, null],
    [ARTICLE_WORDS.max! + 1, /has 1,201 words.*splitting/],
  ])('%i words → %s', (count, expected) => {
    const advice = wordCountAdvice(FILE, 'article', count, ARTICLE_WORDS);
    if (expected === null) expect(advice).toEqual([]);
    else expect(advice).toEqual([{ file: FILE, field: 'text', advice: expect.stringMatching(expected) }]);
  });

  it('with no upper bound, asks only for the least', () => {
    expect(wordCountAdvice(FILE, 'page', 10_000, { min: 600 })).toEqual([]);
    expect(wordCountAdvice(FILE, 'page', 10, { min: 600 })[0]?.advice).toMatch(/at least 600/);
  });
});

describe('introAdvice', () => {
  const PAGE = 'src/content/pages/Itconsultingservices.md';
  it.each([
    [{ paragraphs: 1, headings: 0 }, null],
    [{ paragraphs: INTRO_PARAGRAPHS, headings: 0 }, null],
    [
      { paragraphs: INTRO_PARAGRAPHS + 1, headings: 0 },
      /has 3 paragraphs before its service cards; the house style is at most 2/,
    ],
    [{ paragraphs: 1, headings: 1 }, /has 1 paragraph and 1 heading before/],
    [{ paragraphs: 16, headings: 8 }, /16 paragraphs and 8 headings/],
  ])('%o → %s', (intro, expected) => {
    const advice = introAdvice(PAGE, intro);
    if (expected === null) expect(advice).toEqual([]);
    else expect(advice).toEqual([{ file: PAGE, field: 'text', advice: expect.stringMatching(expected) }]);
  });
});

describe('serviceShapeAdvice', () => {
  const PAGE = 'src/content/services/Cybersecurity.md';
  it.each([
    [SERVICE_SHAPE, null],
    [{ sections: 8, offerings: 20 }, null],
    [{ ...SERVICE_SHAPE, sections: SERVICE_SHAPE.sections - 1 }, /has 2 sections.*at least 3 sections and 4 offerings/],
    [{ ...SERVICE_SHAPE, offerings: 1 }, /and 1 item in bulleted lists/],
    [{ sections: 0, offerings: 0 }, /has 0 sections .* and 0 items/],
  ])('%o → %s', (shape, expected) => {
    const advice = serviceShapeAdvice(PAGE, shape);
    if (expected === null) expect(advice).toEqual([]);
    else expect(advice).toEqual([{ file: PAGE, field: 'text', advice: expect.stringMatching(expected) }]);
  });
});

describe('roleTextAdvice', () => {
  const long = `<p>${'word '.repeat(ROLE_TEXT_MIN_CHARACTERS / 5 + 1)}</p>`;
  it.each([
    ['a full text with a list', `${long}<ul><li>Duty</li></ul>`, []],
    ['a short text', '<p>Short.</p><ul><li>Duty</li></ul>', [/characters/]],
    ['a text without a list', long, [/bullet points/]],
    ['a short text without a list', '<p>Short.</p>', [/characters/, /bullet points/]],
  ])('%s', (_, html, expected) => {
    const advice = roleTextAdvice('src/content/jobs/x.md', html);
    expect(advice.map((a) => a.advice)).toEqual(expected.map((e) => expect.stringMatching(e)));
  });
});

describe('repeatedTextAdvice', () => {
  const repeated = 'one two three four five six seven eight';
  it('names the later page, with the earlier one, for a text of enough words on two pages', () => {
    const advice = repeatedTextAdvice(
      [
        { path: '/a', file: 'a.md', texts: [repeated, 'short text'] },
        { path: '/b', file: 'b.md', texts: [repeated, 'short text'] },
        { path: '/c', file: 'c.md', texts: ['something else entirely, and long enough to count'] },
      ],
      'text',
    );
    expect(advice).toEqual([{ file: 'b.md', field: 'text', advice: expect.stringContaining('also stands on /a') }]);
  });

  it('says nothing of a text repeated on its own page', () => {
    expect(repeatedTextAdvice([{ path: '/a', file: 'a.md', texts: [repeated, repeated] }], 'text')).toEqual([]);
  });
});

describe('sharedTitleAdvice', () => {
  const role = (path: string) => ({
    path,
    file: `src/content/jobs${path.slice('/careers'.length)}.md`,
    title: 'Data Engineer, Remote — A',
  });

  it.each([
    [
      'two roles the owner titled alike: advice on each, no fault',
      [role('/careers/data-engineer'), role('/careers/data-engineer-2')],
      ['src/content/jobs/data-engineer.md', 'src/content/jobs/data-engineer-2.md'],
      [],
    ],
    [
      "an entry titled as a page the site makes: advice on the entry's file, no fault",
      [role('/careers/data-engineer'), { path: '/careers', file: undefined, title: 'Data Engineer, Remote — A' }],
      ['src/content/jobs/data-engineer.md'],
      [],
    ],
    [
      'two pages the site makes with one title: a fault',
      [
        { path: '/insights', file: undefined, title: 'Insights — A' },
        { path: '/insights/page/2', file: undefined, title: 'Insights — A' },
      ],
      [],
      ['"Insights — A": /insights, /insights/page/2'],
    ],
    ['titles of their own: nothing', [role('/careers/a'), { ...role('/careers/b'), title: 'Other' }], [], []],
  ])('%s', (_, pages, files, faults) => {
    const found = sharedTitleAdvice(pages);
    expect(found.advice.map((a) => a.file)).toEqual(files);
    expect(found.advice.every((a) => a.field === 'title' && /tells them apart/.test(a.advice))).toBe(true);
    expect(found.faults).toEqual(faults);
  });
});

describe('missingClaimAdvice', () => {
  it('names each claim the text no longer makes', () => {
    const advice = missingClaimAdvice('p.md', 'We have 30 years of experience.', [/30 years/, /CMMI/]);
    expect(advice.map((a) => a.advice)).toEqual([expect.stringContaining('/CMMI/')]);
  });
});

describe('showing advice', () => {
  const advice = { file: 'src/content/jobs/a,b.md', field: 'text: intro', advice: '50% done\nnext line' };

  it('lists each piece under a heading that says it never blocks Publish', () => {
    expect(formatAdvice([])).toBe('Style advice: none.');
    expect(formatAdvice([advice])).toMatch(
      /never block Publish[\s\S]*warning {2}src\/content\/jobs\/a,b\.md \(text: intro\)/,
    );
  });

  it("escapes GitHub's warning command", () => {
    expect(githubWarning(advice)).toBe(
      '::warning file=src/content/jobs/a%2Cb.md,title=Style%3A text%3A intro::50%25 done%0Anext line',
    );
  });

  it('escapes table cells in the summary', () => {
    expect(adviceSummary([{ ...advice, advice: 'a | b' }])).toContain('| a \\| b |');
    expect(adviceSummary([])).toBe('');
  });
});
