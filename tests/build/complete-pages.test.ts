/**
 * Every route is a complete page in its HTML alone: one h1 with its title,
 * the site's name in the title, a description, one <main>, the main
 * navigation and the footer. A content route carries nothing to run, and no
 * route names anything to load from another origin, in its HTML or in its
 * CSS (the site's CSS is inline in each page): without a script, that is
 * every request a page makes. Every page's CSS breaks a word longer than its line. Loading
 * a sample of the routes in a browser is
 * tests/e2e/every-route.spec.ts.
 */
import { TAB_TITLE_MAX } from '../../src/lib/site/tabTitle';
import { describe, expect, it } from 'vitest';
import { EXECUTABLE_SCRIPT, inlineCss, linksIn, normalise, readBuilt } from '../support/dist';
import { loadedUrls } from '../support/pageUrls';
import { allRoutes, nav, site } from '../support/site';
import { MAP_ORIGIN } from '../../src/lib/contact/officeMap';

/** An address on another origin: absolute or protocol-relative (the site's own addresses are root-relative). */
const elsewhere = (url: string): boolean => /^([a-z][a-z0-9+.-]*:)?\/\//i.test(url);

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

  if (!route.interactive)
    it('as a content route, carries no script to run and no island', () => {
      expect(page.querySelectorAll(EXECUTABLE_SCRIPT).map((el) => el.outerHTML.slice(0, 80))).toEqual([]);
      expect(page.querySelectorAll('astro-island, link[rel~="modulepreload"]')).toHaveLength(0);
    });

  // What lets the browser tests check reflow on a sample of each template's pages (tests/e2e/every-route.spec.ts).
  it('breaks a word longer than its line', () => {
    const styles = inlineCss(page);
    expect(styles.some((css) => /(^|[},])body\{[^}]*overflow-wrap:\s*(break-word|anywhere)/.test(css))).toBe(true);
  });

  it('names nothing to load from another origin but the map on /contact', () => {
    const found = loadedUrls(page)
      .filter(({ tag, value }) => elsewhere(value) && !(tag === 'iframe' && new URL(value).origin === MAP_ORIGIN))
      .map(({ tag, attribute, value }) => `<${tag} ${attribute}="${value}">`);
    expect(found).toEqual([]);
  });
});
