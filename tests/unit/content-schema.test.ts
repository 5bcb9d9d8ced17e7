import { describe, expect, it } from 'vitest';
import { FIGURES_MAX, FIGURES_MIN, figureSchema, pageSchema, serviceSchema } from '../../src/content/schema';
import { readFigures } from '../../src/content/read';
import { readFolder } from '../support/site';

describe('content schema', () => {
  it('accepts every service file', () => {
    for (const f of readFolder('services')) {
      const result = serviceSchema.safeParse(f.data);
      expect(result.success, `${f.file}: ${result.error?.message}`).toBe(true);
    }
  });

  it('accepts every page file', () => {
    for (const f of readFolder('pages')) {
      const result = pageSchema.safeParse(f.data);
      expect(result.success, `${f.file}: ${result.error?.message}`).toBe(true);
    }
  });

  const valid = {
    title: 'Cybersecurity',
    category: 'it',
    icon: 'shield-check',
    summary: 'Testing, hardening and monitoring for the systems your business depends on.',
    description:
      'A description long enough to pass the minimum length that the schema asks of every page: search engines show about this much under the title.',
    order: 4,
    cta: 'Tell us what you need to protect.',
  };

  it('accepts a well-formed service entry', () => {
    expect(serviceSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    ['unknown category', { category: 'hr' }, 'category'],
    ['missing summary', { summary: undefined }, 'summary'],
    ['description over 160 characters', { description: 'x'.repeat(161) }, 'description'],
    ['order zero', { order: 0 }, 'order'],
    ['icon that is not in the list', { icon: 'shield' }, 'icon'],
  ])('rejects a %s, naming the field', (_, change, field) => {
    const result = serviceSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain(field);
  });

  it('requires a heading in every section', () => {
    const result = pageSchema.safeParse({
      title: 'About us',
      description: valid.description,
      sections: { points: {} },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['sections', 'points', 'heading']);
  });
});

describe('figures schema', () => {
  const figure = {
    value: '30+',
    label: 'years of recruiting experience',
    href: '/Staffingservices',
    evidence: 'more than 30 years',
  };

  it('reads three to five figures from figures.yml', () => {
    const figures = readFigures();
    expect(figures.length).toBeGreaterThanOrEqual(FIGURES_MIN);
    expect(figures.length).toBeLessThanOrEqual(FIGURES_MAX);
  });

  it.each([
    ['a value too long to read at a glance', { value: '1,000,000+' }, 'value'],
    ['a link off the site', { href: 'https://example.com/' }, 'href'],
    ['no evidence', { evidence: '' }, 'evidence'],
  ])('rejects %s, naming the field', (_, change, field) => {
    const result = figureSchema.safeParse({ ...figure, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain(field);
  });
});
