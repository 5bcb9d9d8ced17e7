/**
 * The accessibility statement over dist/ (test build, BUILD_DATE from
 * scripts/lib/test-env.mjs): it names its target, the day it was last checked
 * (the build date, in a <time>) and the company's e-mail and phone, read from
 * src/content/data/site.yml and never typed into its words; and every built
 * page's footer links to it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { linksIn, normalise, readBuilt } from '../support/dist';
import { site, sitePages, TEST_BUILD_DATE } from '../support/site';

const PATH = '/accessibility';
const WORDS = ['src/content/pages/accessibility.md', 'src/content/data/accessibility.yml'];

/** The statement's own text: the page's Markdown and its parts after it, without the header band or the closing block. */
const statement = readBuilt(PATH).querySelectorAll('main [data-prose]');
const text = normalise(statement.map((p) => p.textContent).join(' '));
const links = statement.flatMap((p) => linksIn(p));
const phone = normalise(site.phone.display);

describe('the accessibility statement', () => {
  it('is in the one list of pages, open to search engines', () => {
    expect(sitePages.filter((p) => p.path === PATH).map((p) => p.indexed)).toEqual([true]);
  });

  it.each([
    ['the guidelines', /\bWCAG 2\.2\b/],
    ['the level', /\blevel AA\b/],
    ['the reply time', /\bwithin two business days\b/],
    ['another format on request', /\banother format\b/],
  ])('names %s', (_, words) => {
    expect(text).toMatch(words);
  });

  it('says it was last checked on the build date, in a <time> with a US date', () => {
    expect(TEST_BUILD_DATE, 'the date below is the test build’s').toBe('2026-11-22');
    const times = statement.flatMap((p) => p.querySelectorAll('time'));
    expect(times.map((t) => [t.getAttribute('datetime'), normalise(t.textContent)])).toEqual([
      ['2026-11-22', 'November 22, 2026'],
    ]);
  });

  it.each([
    ['e-mail address', site.email, `mailto:${site.email}`],
    ['phone number', phone, `tel:${site.phone.dial}`],
  ])("links the company's %s from site.yml", (_, shown, href) => {
    expect(links.filter((l) => l.href === href).map((l) => l.text)).toEqual([shown]);
  });

  it.each(WORDS.map((file) => [file]))('%s never types the e-mail address or the phone number', (file) => {
    const words = readFileSync(file, 'utf8');
    // The number as site.yml writes it (the schema makes its spaces and hyphens unbreakable) and as it is dialled.
    const written = site.phone.display.replace(/\u00a0/g, ' ').replace(/\u2011/g, '-');
    for (const fact of [site.email, written, site.phone.dial]) expect(words).not.toContain(fact);
  });
});

describe.each(sitePages.map((p) => [p.path]))('the footer of %s', (path) => {
  it('links to the accessibility statement in its site map', () => {
    const footerLinks = linksIn(readBuilt(path).querySelector('footer nav'));
    expect(footerLinks.filter((l) => l.href === PATH)).toHaveLength(1);
  });
});
