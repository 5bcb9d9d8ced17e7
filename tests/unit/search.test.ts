import { describe, expect, it } from 'vitest';
import {
  countText,
  excerptParts,
  parseKind,
  queryFromPath,
  SEARCH_KINDS,
  searchAttributes,
  searchKind,
  searchKindOf,
  searchQueryString,
} from '../../src/lib/search/indexing';
import type { PageKind } from '../../src/lib/site/pages';
import { speculationRules, NOT_PREFETCHED } from '../../src/lib/performance/speculation';
import { sitePages } from '../support/site';

describe('what site search indexes, by kind of page', () => {
  it.each([
    ['service', 'service'],
    ['program', 'service'],
    ['role', 'role'],
    ['case-study', 'case-study'],
    ['page', 'page'],
    ['home', 'page'],
    ['application', 'page'],
    ['not-found', null],
    ['search', null],
  ] as const)('%s → %s', (kind, expected) => {
    expect(searchKind(kind as PageKind)).toBe(expected);
  });

  it.each([
    [{ kind: 'role', indexed: true }, 'role'],
    [{ kind: 'role', indexed: false }, null], // a closed role
    [{ kind: 'service', indexed: true }, 'service'],
    [{ kind: 'not-found', indexed: false }, null],
  ] as const)('%j → %s', (page, expected) => {
    expect(searchKindOf(page)).toBe(expected);
  });

  it('marks an indexed page for Pagefind with its kind as filter and metadata, and nothing on the others', () => {
    expect(searchAttributes({ kind: 'service', indexed: true })).toEqual({
      'data-pagefind-body': '',
      'data-pagefind-filter': 'kind:service',
      'data-pagefind-meta': 'kind:service',
    });
    expect(searchAttributes({ kind: 'search', indexed: true })).toEqual({});
    expect(searchAttributes({ kind: 'role', indexed: false })).toEqual({});
    expect(searchAttributes(undefined)).toEqual({});
  });

  it('leaves out exactly /404, /search, the closed roles and the lists (topic, later and filtered pages) of the test build', () => {
    const left = sitePages.filter((p) => !searchKindOf(p)).map((p) => p.path);
    const closed = sitePages.filter((p) => p.kind === 'role' && !p.indexed).map((p) => p.path);
    const lists = sitePages
      .filter((p) => p.kind === 'insights-tag' || p.kind === 'list-page' || p.kind === 'filtered-list')
      .map((p) => p.path);
    expect(closed.length).toBeGreaterThan(0);
    expect(lists.length).toBeGreaterThan(0);
    expect(left.sort()).toEqual(['/404', '/search', ...closed, ...lists].sort());
  });

  it.each([
    ['service', 'service'],
    ['case-study', 'case-study'],
    ['course', 'course'],
    ['article', 'article'],
    ['Service', null],
    ['<img src=x onerror=alert(1)>', null],
    ['', null],
    [null, null],
  ] as const)('parseKind(%j) → %s', (value, expected) => {
    expect(parseKind(value)).toBe(expected);
  });

  it('names course and article among the kinds already', () => {
    expect(SEARCH_KINDS).toEqual(expect.arrayContaining(['course', 'article']));
  });
});

describe('excerptParts: Pagefind excerpts as text pieces', () => {
  it.each([
    ['plain text', [{ text: 'plain text', marked: false }]],
    [
      'manual <mark>penetration</mark> <mark>testing</mark>.',
      [
        { text: 'manual ', marked: false },
        { text: 'penetration', marked: true },
        { text: ' ', marked: false },
        { text: 'testing', marked: true },
        { text: '.', marked: false },
      ],
    ],
    ['R&amp;D &lt;b&gt;', [{ text: 'R&D <b>', marked: false }]],
    [
      '&lt;img src=x onerror=alert(1)&gt; <mark>x</mark>',
      [
        { text: '<img src=x onerror=alert(1)> ', marked: false },
        { text: 'x', marked: true },
      ],
    ],
    ['<img src=x onerror=alert(1)>', [{ text: '<img src=x onerror=alert(1)>', marked: false }]],
    ['&#39;quoted&#x27; &unknown;', [{ text: "'quoted' &unknown;", marked: false }]],
    ['', []],
  ])('%j', (excerpt, parts) => {
    expect(excerptParts(excerpt)).toEqual(parts);
  });
});

describe('queryFromPath: the words of a mistyped address', () => {
  it.each([
    ['/Cybersecurty', 'cybersecurty'],
    ['/careers/data-enginer', 'careers data enginer'],
    ['/ItConsulting.html', 'it consulting'],
    ['/penetration%20testing/', 'penetration testing'],
    ['/%E0%A4%A', 'e0 a4 a'],
    ['/<script>alert(1)</script>', 'script alert 1 script'],
    ['/', ''],
  ])('%s → %j', (path, query) => {
    expect(queryFromPath(path)).toBe(query);
  });
});

describe('speculation rules', () => {
  it('prefetch same-site links on hover or press, never the editor or feeds', () => {
    const [rule, ...more] = speculationRules().prefetch;
    expect(more).toEqual([]);
    expect(rule).toMatchObject({ source: 'document', eagerness: 'moderate' });
    expect(rule?.where.and[1].not.href_matches).toEqual([...NOT_PREFETCHED]);
    expect(NOT_PREFETCHED).toEqual(expect.arrayContaining(['/admin', '/admin/*', '/*.xml', '/*.ics']));
  });
});

describe('searchQueryString: the address of a search', () => {
  it.each([
    ['', 'penetration testing', null, '?q=penetration+testing'],
    ['', 'security', 'role', '?q=security&kind=role'],
    ['?q=old&kind=role', 'new', null, '?q=new'],
    ['?q=old', '', null, ''],
    ['?utm=x', 'a&b', 'case-study', '?utm=x&q=a%26b&kind=case-study'],
  ] as const)('(%j, %j, %j) → %j', (current, query, kind, expected) => {
    expect(searchQueryString(current, query, kind)).toBe(expected);
  });
});

describe('countText', () => {
  const words = {
    countOne: '1 result for “{query}”',
    countMany: '{count} results for “{query}”',
    none: 'Nothing for “{query}”',
  };
  it.each([
    [0, 'Nothing for “x”'],
    [1, '1 result for “x”'],
    [22, '22 results for “x”'],
  ])('%i → %s', (total, text) => {
    expect(countText(total, 'x', words)).toBe(text);
  });
});
