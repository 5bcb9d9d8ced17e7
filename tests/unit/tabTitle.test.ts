import { describe, expect, it } from 'vitest';
import { TAB_TITLE_MAX, tabTitle } from '../../src/lib/site/tabTitle';

const company = { name: 'Example Consulting Group', shortName: 'Example' };
const long = (n: number) => 'word '.repeat(n).trim();

describe('tabTitle', () => {
  it.each([
    ['a short title keeps the company name', 'About us', 'About us — Example Consulting Group'],
    [
      'a title too long with the full name takes the short name',
      'Senior Platform Reliability Engineer, Springfield',
      'Senior Platform Reliability Engineer, Springfield — Example',
    ],
    [
      'a title too long even so stands alone',
      'Senior Platform Reliability Engineer, Incident Response, Springfield',
      'Senior Platform Reliability Engineer, Incident Response, Springfield',
    ],
  ])('%s', (_, title, expected) => {
    expect(tabTitle(title, company)).toBe(expected);
  });

  it('cuts a title longer than the limit at a word, with an ellipsis', () => {
    const shown = tabTitle(long(30), company);
    expect(shown.length).toBeLessThanOrEqual(TAB_TITLE_MAX);
    expect(shown).toMatch(/^word( word)*…$/);
  });

  it('cuts a title with no space in its second half within the word', () => {
    const shown = tabTitle('x'.repeat(120), company);
    expect(shown).toBe(`${'x'.repeat(TAB_TITLE_MAX - 1)}…`);
  });

  it.each([1, 20, 45, 60, 69, 70, 71, 90, 200])('never passes the limit for a title of %i characters', (n) => {
    expect(tabTitle('a'.repeat(n), company).length).toBeLessThanOrEqual(TAB_TITLE_MAX);
    expect(
      tabTitle(long(Math.ceil(n / 5)), { name: 'N'.repeat(60), shortName: 'S'.repeat(24) }).length,
    ).toBeLessThanOrEqual(TAB_TITLE_MAX);
  });
});
