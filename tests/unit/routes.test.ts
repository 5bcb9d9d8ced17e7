import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { categories, pageRoutes } from '../../src/config/routes';
import { mainNav, NARROW_BREAKPOINT } from '../../src/config/nav';
import { canonicalRoute } from '../../src/lib/canonicalRoute';
import { allRoutes, readFolder } from '../support/site';

const SPEC_DETAIL_ROUTES = [
  '/Artificialintelligence',
  '/Dataanalytics',
  '/Embedediot',
  '/Cybersecurity',
  '/Blockchain',
  '/Manageditcloudconsulting',
  '/Fullstack',
  '/Uiuxservices',
  '/Ecommerce',
  '/Mobileapplication',
  '/Processconsulting',
  '/Organizationdevelopment',
  '/Leadershipdevelopment',
  '/Technicaltraining',
  '/Talentdevelopment',
  '/Highperformingteams',
  '/Relationshipintelligence',
  '/Learningdevelopmentservice',
  '/Learningmanagementsystems',
  '/Assessments',
];

describe('route table', () => {
  it('has exactly the 28 routes of the specification, case as written', () => {
    const paths = allRoutes()
      .map((r) => r.path)
      .sort();
    expect(paths).toEqual([...pageRoutes, ...SPEC_DETAIL_ROUTES].sort());
    expect(paths).toHaveLength(28);
  });

  it('has 11 IT and 9 L&D service pages', () => {
    const services = allRoutes().filter((r) => r.kind === 'service');
    expect(services.filter((s) => s.category === 'it')).toHaveLength(11);
    expect(services.filter((s) => s.category === 'ld')).toHaveLength(9);
  });

  it('points each category at its own listing page (the IT parent is corrected)', () => {
    expect(categories.it.href).toBe('/Itconsultingservices');
    expect(categories.ld.href).toBe('/Learningdevelopment');
    for (const c of Object.values(categories)) expect(pageRoutes).toContain(c.href);
  });

  it('has a page file for every route that is not generated from a collection', () => {
    const pages = readdirSync(join(import.meta.dirname, '../../src/pages'));
    expect(pages).toContain('[service].astro');
    expect(pages).toContain('[category].astro');
    expect(pages).toContain('404.astro');
  });
});

describe('service files', () => {
  it('are named after their route and have unique order numbers per category', () => {
    const files = readFolder('services');
    for (const f of files) expect(f.file.endsWith(`/${f.data.route}.md`), f.file).toBe(true);
    for (const cat of ['it', 'ld'] as const) {
      const orders = files.filter((f) => f.data.category === cat).map((f) => f.data.order);
      expect(new Set(orders).size, `${cat} order numbers`).toBe(orders.length);
    }
  });
});

describe('navigation config', () => {
  it('lists the five main pages in order', () => {
    expect(mainNav.map((i) => i.label)).toEqual(['Home', 'About Us', 'Our Programs', 'Our Partners', 'Contact Us']);
    for (const item of mainNav) expect(pageRoutes as readonly string[]).toContain(item.href);
  });

  it('collapses below the 960 px of the specification', () => {
    expect(NARROW_BREAKPOINT).toBe(960);
  });
});

describe('canonicalRoute', () => {
  const routes = ['/', '/about', '/Cybersecurity', '/Itconsultingservices'];

  it('finds the route for another case or a trailing slash', () => {
    expect(canonicalRoute('/cybersecurity', routes)).toBe('/Cybersecurity');
    expect(canonicalRoute('/CYBERSECURITY/', routes)).toBe('/Cybersecurity');
    expect(canonicalRoute('/Cybersecurity/', routes)).toBe('/Cybersecurity');
    expect(canonicalRoute('/About', routes)).toBe('/about');
    expect(canonicalRoute('/cybersecurity.html', routes)).toBe('/Cybersecurity');
  });

  it('leaves canonical and unknown paths alone', () => {
    expect(canonicalRoute('/Cybersecurity', routes)).toBeNull();
    expect(canonicalRoute('/', routes)).toBeNull();
    expect(canonicalRoute('/nothing-here', routes)).toBeNull();
    expect(canonicalRoute('/%E0%A4%A', routes)).toBeNull();
  });
});
