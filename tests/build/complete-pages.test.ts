/**
 * Every route is a complete page in its HTML alone: one h1 with its title,
 * the site's name in the title, a description, one <main>, the main
 * navigation and the footer. What loading it in a browser adds (what it
 * requests, what it runs) is tests/e2e/every-route.spec.ts.
 */
import { TAB_TITLE_MAX } from '../../src/lib/site/tabTitle';
import { describe, expect, it } from 'vitest';
import { linksIn, normalise, readBuilt } from '../support/dist';
import { allRoutes, nav, site } from '../support/site';

describe.each(allRoutes().map((r) => [r.path, r] as const))('%s', (path, route) => {
  const page = readBuilt(path);
  const linksOf = (selector: string) => linksIn(page.querySelector(selector));

  it('has one h1 with its title, the site in its title, a description and one <main>', () => {
    expect(page.querySelectorAll('h1').map((h) => normalise(h.textContent))).toEqual([route.h1]);
    // The company's name, or its short name, unless the build shortened a long title (src/lib/site/tabTitle.ts).
    const title = page.querySelector('title')?.textContent ?? '';
    const shortened = title.length > TAB_TITLE_MAX - ` — ${site.shortName}`.length;
    expect(shortened || title.includes(site.name) || title.endsWith(` — ${site.shortName}`), title).toBe(true);
    expect(page.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/.{50,}/);
    expect(page.querySelectorAll('main')).toHaveLength(1);
  });

  it('has the main navigation, every item in order', () => {
    expect(page.querySelectorAll('nav[aria-label="Main"]')).toHaveLength(1);
    expect(linksOf('nav[aria-label="Main"]').map(({ text, href }) => ({ label: text, href }))).toEqual(
      nav.map((item) => ({ label: item.label, href: item.href })),
    );
  });

  it('has the footer with the copyright, the LinkedIn profile and the way to the form', () => {
    const footer = page.querySelector('footer');
    expect(normalise(footer?.textContent ?? '')).toContain('© ');
    expect(normalise(footer?.textContent ?? '')).toContain(site.name);
    const links = linksOf('footer');
    expect(links.filter((l) => l.text.startsWith('LinkedIn')).map((l) => l.rel)).toEqual(['noopener noreferrer']);
    expect(links.filter((l) => l.text === 'Contact Us').map((l) => l.href)).toEqual(['/contact']);
  });
});
