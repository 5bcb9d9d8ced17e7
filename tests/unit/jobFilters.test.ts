import { describe, expect, it } from 'vitest';
import {
  domainRolesHref,
  filtersToSearch,
  matchesFilters,
  NO_FILTERS,
  parseFilters,
  type Allowed,
} from '../../src/lib/careers/filters';

const allowed: Allowed = {
  domain: ['robotics', 'it-services'],
  type: ['contract', 'permanent'],
  workplace: ['remote', 'on-site'],
};

describe('the filters in the URL query', () => {
  it('reads the known ids', () => {
    expect(parseFilters('?domain=robotics&type=permanent&workplace=remote', allowed)).toEqual({
      domain: 'robotics',
      type: 'permanent',
      workplace: 'remote',
    });
  });

  it('ignores unknown, hostile, empty and differently cased values', () => {
    for (const search of [
      '?domain=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
      '?domain=<img src=x onerror=alert(1)>',
      '?domain=',
      '?domain=Robotics',
      '?domain=toString',
      '?domain=__proto__',
    ]) {
      expect(parseFilters(search, allowed), search).toEqual(NO_FILTERS);
    }
  });

  it('writes the chosen filters and keeps other parameters', () => {
    expect(filtersToSearch({ domain: 'robotics', type: null, workplace: 'remote' })).toBe(
      '?domain=robotics&workplace=remote',
    );
    expect(filtersToSearch(NO_FILTERS, '?domain=robotics&ref=mail')).toBe('?ref=mail');
    expect(filtersToSearch(NO_FILTERS)).toBe('');
  });

  it('round-trips', () => {
    const filters = { domain: 'it-services', type: 'contract', workplace: null };
    expect(parseFilters(filtersToSearch(filters), allowed)).toEqual(filters);
  });

  it('links a domain to its open roles', () => {
    expect(domainRolesHref('robotics')).toBe('/careers?domain=robotics#open-roles');
  });
});

describe('matching', () => {
  const role = { domain: 'robotics', type: 'permanent', workplace: 'on-site' };
  it('passes every role with no filter, and only matching roles with some', () => {
    expect(matchesFilters(role, NO_FILTERS)).toBe(true);
    expect(matchesFilters(role, { ...NO_FILTERS, domain: 'robotics', type: 'permanent' })).toBe(true);
    expect(matchesFilters(role, { ...NO_FILTERS, workplace: 'remote' })).toBe(false);
  });
});
