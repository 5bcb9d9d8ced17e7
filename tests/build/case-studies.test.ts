/**
 * The case studies (issue 12): listed across the pages of /case-studies (PAGE_SIZE.caseStudies a page), linked
 * from home and /program, linked both ways with their services (a service page shows the first few of its own),
 * described for search engines.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_FEW, PAGE_SIZE } from '../../src/lib/site/pagination';
import { CASE_STUDIES_PATH, routeOf, serviceCaseStudiesPath } from '../../src/lib/site/routes';
import { describe, expect, it } from 'vitest';
import { shareImagePath } from '../../src/lib/site/shareImage';
import { DIST, normalise, pixelsOf, readBuilt } from '../support/dist';
import { builtListPages, inPagesOf } from '../support/builtListPages';
import { articles, caseStudies, readFolder, site } from '../support/site';

const services = readFolder('services');
const titleOf = (id: string) => services.find((s) => s.id === id)?.data.title;
/** A case study's card: its title links to it. */
const CARD_LINK = 'article h3 a';
/** The pages of /case-studies, each with the case studies whose cards it shows. */
const listPages = builtListPages(CASE_STUDIES_PATH, caseStudies.length, PAGE_SIZE.caseStudies, `#cases ${CARD_LINK}`);

function jsonLd(path: string): Record<string, unknown>[] {
  return JSON.parse(readBuilt(path).querySelector('script[type="application/ld+json"]')?.textContent ?? '[]') as Record<
    string,
    unknown
  >[];
}

describe('case studies', () => {
  it('/case-studies and its later pages together list every case study, newest first, as many a page as PAGE_SIZE.caseStudies', () => {
    const newestFirst = caseStudies.map((c) => c.path);
    expect(listPages.map((p) => p.items)).toEqual(inPagesOf(newestFirst, PAGE_SIZE.caseStudies));
  });

  it.each([['/'], ['/program']])(
    '%s shows the newest case studies, as many as FIRST_FEW.caseStudies, in order, and links to the list',
    (path) => {
      const section = readBuilt(path).querySelector('#cases');
      const newest = caseStudies.slice(0, FIRST_FEW.caseStudies).map((c) => c.path);
      expect(section?.querySelectorAll(CARD_LINK).map((a) => a.getAttribute('href'))).toEqual(newest);
      expect(section?.querySelectorAll('a').map((a) => a.getAttribute('href'))).toContain(CASE_STUDIES_PATH);
    },
  );

  it.each(caseStudies.map((c) => [c.slug, c]))('%s links to each service it used, by name', (_, c) => {
    const facts = readBuilt(c.path).querySelectorAll('main a');
    for (const id of c.data.services) {
      const link = facts.find((a) => a.getAttribute('href') === `/${id}`);
      expect(link, `a link to /${id}`).toBeTruthy();
      expect(normalise(link?.textContent ?? '')).toBe(titleOf(id));
    }
  });

  it.each(services.map((s) => [routeOf(s.id), s.id]))(
    '%s shows the first few of the case studies that name it, newest first, and links to the list of all when there are more',
    (path, id) => {
      const named = caseStudies.filter((c) => c.data.services.includes(id)).map((c) => c.path);
      const section = readBuilt(path).querySelector('#in-practice');
      if (named.length === 0) {
        expect(section, 'no section when no case study names it').toBeNull();
        return;
      }
      const shown = section?.querySelectorAll(CARD_LINK).map((a) => a.getAttribute('href'));
      expect(shown).toEqual(named.slice(0, FIRST_FEW.serviceCaseStudies));
      const links = section?.querySelectorAll('a').map((a) => a.getAttribute('href')) ?? [];
      expect(links.includes(serviceCaseStudiesPath(id))).toBe(named.length > FIRST_FEW.serviceCaseStudies);
    },
  );

  it.each(caseStudies.map((c) => [c.slug, c]))('%s has its breadcrumb trail and Article data', (_, c) => {
    const data = jsonLd(c.path);
    const trail = data.find((d) => d['@type'] === 'BreadcrumbList')?.['itemListElement'] as { name: string }[];
    expect(trail.map((s) => s.name)).toEqual(['Home', 'Case studies', c.data.title]);
    expect(data.find((d) => d['@type'] === 'Article')).toMatchObject({
      headline: c.data.title,
      url: new URL(c.path, site.url).href,
      datePublished: c.data.date.toISOString().slice(0, 10),
    });
  });

  it('describes each client by its sector and size', () => {
    for (const c of caseStudies) {
      const dds = readBuilt(c.path)
        .querySelectorAll('main dd')
        .map((d) => normalise(d.textContent));
      expect(dds).toEqual(expect.arrayContaining([c.data.sector, c.data.size]));
    }
  });

  it('are in the sitemap', () => {
    const xml = readFileSync(join(DIST, 'sitemap-0.xml'), 'utf8');
    for (const path of ['/case-studies', ...caseStudies.map((c) => c.path)])
      expect(xml).toContain(`<loc>${new URL(path, site.url).href}</loc>`);
  });
});

describe('pictures of case studies and articles', () => {
  const lead = (path: string) => readBuilt(path).querySelector('main picture img');
  const withImage = [
    ...caseStudies.filter((c) => c.data.image).map((c) => [c.path, c.data.image?.alt] as const),
    ...articles.filter((a) => a.data.image).map((a) => [a.path, a.data.image?.alt] as const),
  ];

  it('the sample has a case study and an article with a picture', () => {
    expect(withImage.length).toBeGreaterThanOrEqual(2);
  });

  it.each(withImage)(
    '%s: its picture under the heading, with its alt text, fetched at once, in widths',
    (path, alt) => {
      const img = lead(path);
      expect(img?.getAttribute('alt')).toBe(alt);
      // The case study's picture is its largest paint; an article's lead paragraph paints larger.
      expect(img?.getAttribute('fetchpriority')).toBe(path.startsWith('/case-studies/') ? 'high' : undefined);
      // Fetched first where it is the largest paint, else once laid out (text paints larger there).
      expect(img?.getAttribute('loading')).toBe(path.startsWith('/case-studies/') ? undefined : 'lazy');
      expect(img?.getAttribute('srcset')?.split(',').length).toBeGreaterThan(1);
      expect(img?.parentNode?.querySelector('source[type="image/avif"]')).toBeTruthy();
    },
  );

  it.each(withImage)('%s: its share image shows its picture on the right, the words on the left', async (path) => {
    const png = join(DIST, shareImagePath(path));
    const { at } = await pixelsOf(png);
    const background = at(20, 20);
    const differs = (p: number[]) => p.some((v, i) => Math.abs(v - (background[i] ?? 0)) > 24);
    // The right side is the picture, not the card's flat brand color; the left keeps that color.
    expect(
      [1000, 1100, 1180].some((x) => differs(at(x, 315))),
      `${path}: a picture on the right`,
    ).toBe(true);
    expect(differs(at(20, 600)), `${path}: the card on the left`).toBe(false);
  });

  /** Each case study's card, and the page of the list it is on. */
  const cards = new Map(
    listPages.flatMap(({ path, doc }) =>
      doc
        .querySelectorAll(`#cases ${CARD_LINK}`)
        .map((a) => [a.getAttribute('href'), { path, card: a.closest('article') }]),
    ),
  );

  it.each(caseStudies.filter((c) => c.data.image).map((c) => [c.path]))(
    '%s: its picture tops its card on the page of the list that shows it, decorative and lazy',
    (path) => {
      const found = cards.get(path);
      expect(found, `a card on one of ${listPages.map((p) => p.path).join(', ')}`).toBeTruthy();
      const img = found?.card?.firstElementChild?.querySelector('picture img');
      expect(img, `${found?.path}: a picture first in the card`).toBeTruthy();
      expect(img?.getAttribute('alt')).toBe('');
      expect(img?.getAttribute('loading')).toBe('lazy');
    },
  );
});
