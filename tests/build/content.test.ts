import { describe, expect, it } from 'vitest';
import { normalise, readBuilt, words } from '../support/dist';
import { allRoutes, capabilities, partners, programs, site, specRoutes } from '../support/site';
import { DESCRIPTION_LENGTH } from '../../src/content/schema';

const routes = allRoutes();
const services = routes.filter((r) => r.kind === 'service');
const mainText = (path: string): string => normalise(readBuilt(path).querySelector('main')?.textContent ?? '');

describe('service detail pages', () => {
  it.each(services.map((s) => [s.path]))('%s has 400–900 words of copy', (path) => {
    const n = words(readBuilt(path).querySelector('[data-prose]'));
    expect(n).toBeGreaterThanOrEqual(400);
    expect(n).toBeLessThanOrEqual(900);
  });

  it.each(services.map((s) => [s.path]))('%s ends with the invitation to write to the contact address', (path) => {
    const main = readBuilt(path).querySelector('main');
    const last = main?.querySelectorAll('aside').at(-1);
    expect(last, 'an invitation block').toBeTruthy();
    expect(normalise(main?.textContent ?? '').endsWith(normalise(last?.textContent ?? ''))).toBe(true);
    const mail = last?.querySelector(`a[href="mailto:${site.email}"]`);
    expect(mail?.textContent).toContain(site.email);
  });

  it.each(services.map((s) => [s.path]))('%s has sections and a list of offerings', (path) => {
    const prose = readBuilt(path).querySelector('[data-prose]');
    expect(prose?.querySelectorAll('h2').length).toBeGreaterThanOrEqual(3);
    expect(prose?.querySelectorAll('ul li').length).toBeGreaterThanOrEqual(4);
  });

  it('never type the contact address into the Markdown', () => {
    for (const s of services) {
      const prose = readBuilt(s.path).querySelector('[data-prose]');
      expect(prose?.innerHTML, s.path).not.toContain('mailto:');
    }
  });
});

describe("the specification's claims, each on its page", () => {
  const claims: [string, RegExp[]][] = [
    ['/Staffingservices', [/(more than|over) 30 years/i, /recruit/i]],
    ['/Cybersecurity', [/5%/, /automated/i, /at least five (goals|objectives)/i, /red[- ]team/i]],
    ['/Blockchain', [/(more than|over) 30 proof-of-concept/i]],
    ['/Assessments', [/KTEP/, /17 factors/, /four clusters/, /Wave/, /1 in 5\b/, /1 in 50\b/]],
    [
      '/Processconsulting',
      [
        /CMMI Level 5/,
        ...[
          '9001',
          '13485',
          '14001',
          '45001',
          '18001',
          '20000',
          '22301',
          '27001',
          '27017',
          '27018',
          '29100',
          '31000',
        ].map((n) => new RegExp(`\\b${n}\\b`)),
      ],
    ],
  ];
  it.each(claims)('%s states its claims', (path, patterns) => {
    const text = mainText(path);
    for (const p of patterns) expect(text).toMatch(p);
  });

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

  it('every title is unique', () => {
    expect(new Set(meta.map((m) => m.title)).size).toBe(routes.length);
  });

  it.each(meta.map((m) => [m.path, m.description]))(
    '%s has its own description of the length the schema asks (src/content/schemas/common.ts)',
    (path, description) => {
      expect(description.length).toBeGreaterThanOrEqual(DESCRIPTION_LENGTH.min);
      expect(description.length).toBeLessThanOrEqual(DESCRIPTION_LENGTH.max);
      expect(meta.filter((m) => m.description === description).map((m) => m.path)).toEqual([path]);
    },
  );

  it('no paragraph of copy appears on two pages (role pages aside: their hiring steps and work-authorization lines repeat by design)', () => {
    const seen = new Map<string, string>();
    for (const r of routes.filter((route) => !route.path.startsWith('/careers/'))) {
      const paragraphs = readBuilt(r.path).querySelectorAll('[data-prose] p, [data-prose] li');
      for (const p of paragraphs) {
        const text = normalise(p.textContent);
        if (text.split(' ').length < 8) continue;
        const other = seen.get(text);
        expect(other === undefined || other === r.path, `"${text.slice(0, 60)}…" on ${other} and ${r.path}`).toBe(true);
        seen.set(text, r.path);
      }
    }
  });

  it('no lorem ipsum or placeholder text anywhere', () => {
    for (const r of routes) expect(mainText(r.path), r.path).not.toMatch(/lorem ipsum|TODO|TBD|placeholder/i);
  });
});

describe('page copy', () => {
  it('the staffing page has at least 600 words', () => {
    expect(words(readBuilt('/Staffingservices').querySelector('[data-prose]'))).toBeGreaterThanOrEqual(600);
  });

  it('the about page lists the four points in order', () => {
    const headings = readBuilt('/about')
      .querySelectorAll('#points h3')
      .map((h) => normalise(h.textContent));
    expect(headings).toEqual(['Campus hiring', 'Fresher training', 'Client round interviews', 'Direct staffing']);
  });

  it('the home page has the hero call to action to the programs', () => {
    const cta = readBuilt('/')
      .querySelectorAll('main a')
      .find((a) => normalise(a.textContent) === 'Explore more');
    expect(cta?.getAttribute('href')).toBe('/program');
  });

  it('the category pages show one card per service with its summary', () => {
    for (const [path, n] of [
      ['/Itconsultingservices', 11],
      ['/Learningdevelopment', 9],
    ] as const) {
      expect(readBuilt(path).querySelectorAll('main article').length, path).toBe(n);
    }
  });

  it('the three programs, six capability groups and 17 partners are filled in', () => {
    expect(programs.map((p) => p.href)).toEqual(['/Itconsultingservices', '/Staffingservices', '/Learningdevelopment']);
    expect(capabilities.map((c) => c.name)).toEqual([
      'Semicon & Telecom',
      'Virtual Reality',
      'Cyber Security',
      'Robotics',
      'IT Services',
      'Blockchain',
    ]);
    for (const c of capabilities) {
      expect(c.roles.length, c.name).toBeGreaterThanOrEqual(3);
      expect(c.roles.length, c.name).toBeLessThanOrEqual(6);
    }
    expect(new Set(partners.map((p) => p.name)).size).toBe(17);
  });
});
