import { describe, expect, it } from 'vitest';
import { overlap, relatedArticles, type Tagged } from '../../src/lib/insights/related';

const a = (slug: string, tags: string[], services: string[], published = '2026-01-01'): Tagged => ({
  slug,
  tags,
  services,
  published: new Date(`${published}T00:00:00Z`),
});

describe('related articles', () => {
  it.each([
    ['nothing shared', a('x', ['security'], ['Cybersecurity']), a('y', ['cloud'], ['Fullstack']), 0],
    ['one tag', a('x', ['security'], ['Cybersecurity']), a('y', ['security'], ['Fullstack']), 1],
    ['one service', a('x', ['security'], ['Cybersecurity']), a('y', ['cloud'], ['Cybersecurity']), 1],
    ['a tag and a service', a('x', ['security', 'cloud'], ['Cybersecurity']), a('y', ['cloud'], ['Cybersecurity']), 2],
    ['two tags', a('x', ['data', 'cloud'], []), a('y', ['cloud', 'data'], []), 2],
  ])('%s: overlap %i', (_, x, y, expected) => {
    expect(overlap(x, y)).toBe(expected);
    expect(overlap(y, x)).toBe(expected);
  });

  const current = a('current', ['security', 'cloud'], ['Cybersecurity'], '2026-05-01');
  const all = [
    current,
    a('unrelated', ['hiring'], ['Talentdevelopment'], '2026-09-01'),
    a('one-tag-new', ['cloud'], ['Fullstack'], '2026-08-01'),
    a('one-tag-old', ['security'], ['Fullstack'], '2026-02-01'),
    a('tag-and-service', ['security'], ['Cybersecurity'], '2026-01-01'),
    a('one-service', ['data'], ['Cybersecurity'], '2026-08-01'),
  ];

  it.each([
    [3, ['tag-and-service', 'one-service', 'one-tag-new']],
    [5, ['tag-and-service', 'one-service', 'one-tag-new', 'one-tag-old']],
    [1, ['tag-and-service']],
  ])(
    'the %i best: most in common, then newest, then by slug; never itself, never one with nothing shared',
    (count, slugs) => {
      expect(relatedArticles(all, current, count).map((r) => r.slug)).toEqual(slugs);
    },
  );

  it('none when nothing is shared', () => {
    expect(relatedArticles([current, all[1] as Tagged], current)).toEqual([]);
  });
});
