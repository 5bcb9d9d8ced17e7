import { describe, expect, it } from 'vitest';
import { readSource } from '../../src/content/read';
import { caseStudySchema, PROGRAM_IDS } from '../../src/content/schema';
import { casesForService, newestCaseFirst } from '../../src/lib/caseStudies/selection';
import { caseStudyPath } from '../../src/lib/site/routes';
import { article } from '../../src/lib/caseStudies/structuredData';

describe('case study routes and order', () => {
  it('serves a case study under /case-studies', () => {
    expect(caseStudyPath('credit-union')).toBe('/case-studies/credit-union');
  });

  it('puts the most recent engagement first, then orders by slug', () => {
    const list = [
      { slug: 'b', date: new Date('2025-01-01') },
      { slug: 'c', date: new Date('2026-01-01') },
      { slug: 'a', date: new Date('2025-01-01') },
    ];
    expect([...list].sort(newestCaseFirst).map((c) => c.slug)).toEqual(['c', 'a', 'b']);
  });

  it('finds the case studies that name a service, and only those', () => {
    const cases = [
      { slug: 'x', services: [{ id: 'Cybersecurity' }, { id: 'Blockchain' }] },
      { slug: 'y', services: [{ id: 'Assessments' }] },
    ];
    expect(casesForService(cases, 'Cybersecurity').map((c) => c.slug)).toEqual(['x']);
    expect(casesForService(cases, 'Assessments').map((c) => c.slug)).toEqual(['y']);
    expect(casesForService(cases, 'Fullstack')).toEqual([]);
  });
});

describe('case study content', () => {
  const cases = readSource('cases').map((c) => ({ ...c, slug: c.id }));

  it('has at least three, one for each program', () => {
    expect(cases.length).toBeGreaterThanOrEqual(3);
    expect(new Set(cases.map((c) => c.data.program))).toEqual(new Set(PROGRAM_IDS));
  });

  it('names only existing services', () => {
    const ids = readSource('services').map((s) => s.id);
    for (const c of cases) for (const s of c.data.services) expect(ids, c.slug).toContain(s);
  });

  it('rejects a service not written as a page id, naming the field', () => {
    const valid = cases[0]!.data;
    const result = caseStudySchema.safeParse({ ...valid, services: ['/Cybersecurity'] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path[0])).toContain('services');
  });
});

describe('Article JSON-LD', () => {
  it('describes the case study, published by the company, about its services', () => {
    const data = article(
      'https://x.example',
      { name: 'Example Co' },
      {
        headline: 'A case',
        description: 'What happened',
        path: '/case-studies/a-case',
        date: new Date('2026-03-20'),
        image: '/og/case-studies/a-case.png',
        about: ['Cybersecurity'],
      },
    );
    expect(data).toMatchObject({
      '@type': 'Article',
      headline: 'A case',
      url: 'https://x.example/case-studies/a-case',
      image: 'https://x.example/og/case-studies/a-case.png',
      datePublished: '2026-03-20',
      author: { '@type': 'Organization', '@id': 'https://x.example/#organization', name: 'Example Co' },
      publisher: { '@id': 'https://x.example/#organization', name: 'Example Co', url: 'https://x.example/' },
      about: [{ '@type': 'Service', name: 'Cybersecurity' }],
    });
  });
});
