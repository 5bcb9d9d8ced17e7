import { describe, expect, it } from 'vitest';
import { BASE_TOPICS, contactHref, topicFrom, topicOptions } from '../../src/lib/forms/contactTopic';
import { contentsOf } from '../../src/lib/site/tableOfContents';
import { relatedServices } from '../../src/lib/services/related';

const allowed = [...BASE_TOPICS, 'Cybersecurity', 'Blockchain'];

describe('the topic of a contact request', () => {
  it('links to the form with the topic, or without one', () => {
    expect(contactHref('Cybersecurity')).toBe('/contact?topic=Cybersecurity');
    expect(contactHref('it')).toBe('/contact?topic=it');
    expect(contactHref()).toBe('/contact');
  });

  it('reads an allowed topic from the query string, exactly as written', () => {
    expect(topicFrom('?topic=Cybersecurity', allowed)).toBe('Cybersecurity');
    expect(topicFrom('?x=1&topic=careers', allowed)).toBe('careers');
    expect(topicFrom(contactHref('staffing').replace('/contact', ''), allowed)).toBe('staffing');
  });

  it('ignores anything else: unknown, differently cased, empty, missing, hostile', () => {
    for (const search of [
      '?topic=Nothing',
      '?topic=cybersecurity',
      '?topic=',
      '',
      '?other=it',
      `?topic=${encodeURIComponent('<img src=x onerror=alert(1)>')}`,
      '?topic=it%00',
      '?topic=__proto__',
    ]) {
      expect(topicFrom(search, allowed), search).toBeNull();
    }
  });

  it('offers the three programs, careers and other; a named service comes first', () => {
    expect(BASE_TOPICS).toEqual(['it', 'staffing', 'ld', 'careers', 'other']);
    expect(topicOptions(null)).toEqual([...BASE_TOPICS]);
    expect(topicOptions('ld')).toEqual([...BASE_TOPICS]);
    expect(topicOptions('Cybersecurity')).toEqual(['Cybersecurity', ...BASE_TOPICS]);
  });
});

describe('contentsOf', () => {
  it('links to each h2 by its id, in order, leaving out other levels', () => {
    const headings = [
      { depth: 2, slug: 'what-we-do', text: 'What we do' },
      { depth: 3, slug: 'detail', text: 'Detail' },
      { depth: 2, slug: 'pricing', text: 'Pricing' },
      { depth: 1, slug: 'title', text: 'Title' },
    ];
    expect(contentsOf(headings)).toEqual([
      { label: 'What we do', href: '#what-we-do' },
      { label: 'Pricing', href: '#pricing' },
    ]);
    expect(contentsOf([])).toEqual([]);
  });
});

describe('relatedServices', () => {
  const all = [
    { id: 'a', category: 'it', order: 1 },
    { id: 'b', category: 'it', order: 2 },
    { id: 'x', category: 'ld', order: 1 },
    { id: 'c', category: 'it', order: 3 },
    { id: 'd', category: 'it', order: 4 },
    { id: 'e', category: 'it', order: 5 },
  ];
  const ids = (current: (typeof all)[number], count?: number) => relatedServices(all, current, count).map((s) => s.id);

  it('suggests the next services of the same category, wrapping round, never itself', () => {
    expect(ids(all[0]!)).toEqual(['b', 'c', 'd']);
    expect(ids(all[4]!)).toEqual(['e', 'a', 'b']);
    expect(ids(all[5]!, 2)).toEqual(['a', 'b']);
  });

  it('returns fewer when the category is small', () => {
    expect(ids(all[2]!)).toEqual([]);
    expect(relatedServices(all.slice(0, 2), all[0]!).map((s) => s.id)).toEqual(['b']);
  });
});
