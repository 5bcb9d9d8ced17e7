import { describe, expect, it } from 'vitest';
import { normalise, readBuilt } from '../support/dist';
import { allRoutes, capabilities, partners, programs, readFolder, site, specRoutes } from '../support/site';
import { CATEGORY_IDS, DESCRIPTION_LENGTH } from '../../src/content/schema';
import { contentFileOf } from '../support/contentFiles';
import { sharedTitleAdvice } from '../support/styleAdvice';

const pageEntry = (id: string) => readFolder('pages').find((p) => p.id === id)!;
const about = pageEntry('about');
const home = pageEntry('home');

const routes = allRoutes();
const services = routes.filter((r) => r.kind === 'service');
const mainText = (path: string): string => normalise(readBuilt(path).querySelector('main')?.textContent ?? '');

describe('service detail pages', () => {
  it.each(services.map((s) => [s.path]))('%s ends with the invitation to write to the contact address', (path) => {
    const main = readBuilt(path).querySelector('main');
    const last = main?.querySelectorAll('aside').at(-1);
    expect(last, 'an invitation block').toBeTruthy();
    expect(normalise(main?.textContent ?? '').endsWith(normalise(last?.textContent ?? ''))).toBe(true);
    const mail = last?.querySelector(`a[href="mailto:${site.email}"]`);
    expect(mail?.textContent).toContain(site.email);
  });

  it('never type the contact address into the Markdown', () => {
    for (const s of services) {
      const prose = readBuilt(s.path).querySelector('[data-prose]');
      expect(prose?.innerHTML, s.path).not.toContain('mailto:');
    }
  });
});

describe('prices', () => {
  it('prices by daily rate or per project, with no amounts (the careers pages state pay and the course pages seat prices, by design)', () => {
    for (const r of specRoutes()) {
      expect(mainText(r.path), r.path).not.toMatch(/[$€£₹]\s?\d/);
    }
    expect(mainText('/Itconsultingservices')).toMatch(/daily rate/i);
  });
});

describe('titles, descriptions and paragraphs', () => {
  const meta = routes.map((r) => {
    const doc = readBuilt(r.path);
    return {
      path: r.path,
      title: doc.querySelector('title')?.textContent ?? '',
      description: doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    };
  });

  // Entries the owner titled alike are advice (tests/build/style.test.ts); two pages the site makes never share one.
  it('no two pages the site makes (lists, their pages, tags) share a title', () => {
    expect(sharedTitleAdvice(meta.map((m) => ({ ...m, file: contentFileOf(m.path) }))).faults).toEqual([]);
  });

  it.each(meta.map((m) => [m.path, m.description]))(
    '%s has a description of the length the schema asks (src/content/schemas/common.ts)',
    (_, description) => {
      expect(description.length).toBeGreaterThanOrEqual(DESCRIPTION_LENGTH.min);
      expect(description.length).toBeLessThanOrEqual(DESCRIPTION_LENGTH.max);
    },
  );

  it('no lorem ipsum or placeholder text anywhere', () => {
    for (const r of routes) expect(mainText(r.path), r.path).not.toMatch(/lorem ipsum|TODO|TBD|placeholder/i);
  });
});

describe('page copy', () => {
  it('the about page lists its points in the order of its content', () => {
    const headings = readBuilt('/about')
      .querySelectorAll('#points h3')
      .map((h) => normalise(h.textContent));
    expect(headings).toEqual((about.data.points ?? []).map((p) => p.title));
    expect(headings.length).toBeGreaterThan(0);
  });

  it("the home page's hero links where its content says, in its words", () => {
    const { cta } = home.data.hero ?? {};
    expect(cta, 'src/content/pages/home.md: hero.cta').toBeTruthy();
    const link = readBuilt('/')
      .querySelectorAll('main a')
      .find((a) => normalise(a.textContent) === cta?.label);
    expect(link?.getAttribute('href')).toBe(cta?.href);
  });

  it('each category page shows one card per service of its category', () => {
    for (const category of CATEGORY_IDS) {
      const program = programs.find((p) => p.id === category);
      if (!program) continue;
      const expected = readFolder('services').filter((s) => s.data.category === category).length;
      expect(readBuilt(program.href).querySelectorAll('main article').length, program.href).toBe(expected);
    }
  });

  it("each program links to a page the build made, and the partners' names are distinct", () => {
    for (const p of programs) expect(() => readBuilt(p.href), p.href).not.toThrow();
    expect(new Set(partners.map((p) => p.name)).size).toBe(partners.length);
    expect(capabilities.length).toBeGreaterThan(0);
  });
});
