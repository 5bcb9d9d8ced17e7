import { describe, expect, it } from 'vitest';
import {
  countText,
  filterData,
  filtersFromUrl,
  filtersToSearch,
  filtersUrl,
  matchesFilters,
  noFilters,
  parseFilters,
  valuesOf,
} from '../../src/lib/utils/listFilters';

const allowed = {
  format: ['in-person', 'live-online'],
  topic: ['Technicaltraining', 'Assessments'],
  month: ['2027-01'],
};
const none = noFilters(['format', 'topic', 'month'] as const);

describe('filters of any list in the URL query', () => {
  it.each([
    ['?format=live-online&month=2027-01', { ...none, format: 'live-online', month: '2027-01' }],
    ['?topic=Assessments&ref=x', { ...none, topic: 'Assessments' }],
    ['?format=LIVE-ONLINE', none],
    ['?month=2027-02', none],
    ['?topic=__proto__', none],
    [`?format=${encodeURIComponent('<script>')}`, none],
  ])('%s reads as %o', (search, filters) => {
    expect(parseFilters(search, allowed)).toEqual(filters);
  });

  it('writes and round-trips, keeping other parameters', () => {
    const filters = { ...none, topic: 'Assessments' };
    expect(filtersToSearch(filters, '?ref=mail&format=in-person')).toBe('?ref=mail&topic=Assessments');
    expect(parseFilters(filtersToSearch(filters), allowed)).toEqual(filters);
    expect(filtersToSearch(none)).toBe('');
  });
});

describe('filters in the address: a value’s own page, the others in the query', () => {
  it.each([
    ['/training', '', none],
    ['/training/page/2', '?month=2027-01', { ...none, month: '2027-01' }],
    ['/training/format/live-online', '', { ...none, format: 'live-online' }],
    [
      '/training/format/live-online/page/3',
      '?topic=Assessments',
      { ...none, format: 'live-online', topic: 'Assessments' },
    ],
    ['/training/format/live-online', '?format=in-person', { ...none, format: 'in-person' }],
    ['/training/format/live-onlinex', '', none],
    ['/training/format/LIVE-ONLINE', '', none],
    ['/training/topic/nope', '?format=nope', none],
    ['/elsewhere/format/live-online', '', none],
  ])('%s%s reads as %o', (pathname, search, filters) => {
    expect(filtersFromUrl(pathname, search, '/training', allowed)).toEqual(filters);
  });

  it.each([
    [none, '', '/training'],
    [none, '?ref=mail&topic=Assessments', '/training?ref=mail'],
    [{ ...none, month: '2027-01' }, '', '/training/month/2027-01'],
    [
      { ...none, format: 'in-person', month: '2027-01' },
      '?ref=mail&format=x',
      '/training/format/in-person?ref=mail&month=2027-01',
    ],
  ])('%o (other parameters %s) is at %s, and reads back', (filters, search, address) => {
    expect(filtersUrl(filters, '/training', search)).toBe(address);
    const url = new URL(address, 'https://example.com');
    expect(filtersFromUrl(url.pathname, url.search, '/training', allowed)).toEqual(filters);
  });
});

describe('matching an item with one or several values per filter', () => {
  const course = { format: 'in-person', topic: ['Technicaltraining', 'Assessments'], month: ['2027-01', '2027-04'] };
  it.each([
    [none, true],
    [{ ...none, topic: 'Assessments' }, true],
    [{ ...none, month: '2027-04', format: 'in-person' }, true],
    [{ ...none, month: '2027-02' }, false],
    [{ ...none, format: 'live-online', topic: 'Assessments' }, false],
  ])('%o: %s', (filters, matches) => {
    expect(matchesFilters(course, filters)).toBe(matches);
  });

  it('an item without a month (no upcoming session) matches only when no month is chosen', () => {
    const selfPaced = { ...course, month: [] };
    expect(matchesFilters(selfPaced, none)).toBe(true);
    expect(matchesFilters(selfPaced, { ...none, month: '2027-01' })).toBe(false);
  });

  it('carries the values as data attributes and reads them back', () => {
    const attributes = filterData(course);
    expect(attributes).toEqual({
      'data-filter-item': '',
      'data-filter-format': 'in-person',
      'data-filter-topic': 'Technicaltraining Assessments',
      'data-filter-month': '2027-01 2027-04',
    });
    const dataset = { filterFormat: 'in-person', filterTopic: 'Technicaltraining Assessments', filterMonth: '' };
    expect(valuesOf(dataset, ['format', 'topic', 'month'])).toEqual({
      format: ['in-person'],
      topic: ['Technicaltraining', 'Assessments'],
      month: [],
    });
  });

  it('counts', () => {
    const text = { countOne: '1 course', countMany: '{count} courses' };
    expect([0, 1, 10].map((n) => countText(n, text))).toEqual(['0 courses', '1 course', '10 courses']);
  });
});
