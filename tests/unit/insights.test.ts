import { describe, expect, it } from 'vitest';
import { articleSchema, personSchema, TAG_IDS } from '../../src/content/schema';
import { readOne, readSource } from '../../src/content/read';
import {
  articleGroups,
  articlesByPerson,
  articlesForService,
  contentsFor,
  countWords,
  isPublished,
  isScheduledPreview,
  lastChanged,
  newestArticleFirst,
  readingMinutes,
  referenceProblems,
  tagsInUse,
} from '../../src/lib/insights/articles';
import { initials } from '../../src/lib/people/names';
import { INSIGHTS_PATH, listPagePath } from '../../src/lib/site/routes';
import { FIRST_FEW, PAGE_SIZE, pageCount } from '../../src/lib/site/pagination';
import { readSitePages } from '../../src/content/sitePages';
import { sitePages } from '../../src/lib/site/pages';
import { bareSiteContent } from '../support/siteContent';

const d = (s: string) => new Date(`${s}T00:00:00Z`);

describe('reading time', () => {
  it.each([
    ['plain words', 'one two three', 3],
    ['Markdown marks are not words', '## Heading\n\n- **bold** item\n- *it*', 4],
    ['a link counts its words, not its address', 'see [the service page](/Cybersecurity) now', 5],
    ['an image is not read', 'before ![a chart](/insights/x.png) after', 2],
    ['HTML tags are not words', '<abbr title="x">API</abbr> keys', 2],
    ['numbers count', 'in 2026 we ran 14 tests', 6],
  ])('%s', (_, text, words) => {
    expect(countWords(text)).toBe(words);
  });

  it.each([
    [0, 1],
    [1, 1],
    [230, 1],
    [231, 2],
    [460, 2],
    [800, 4],
    [1200, 6],
  ])('%i words take %i minutes at 230 a minute, rounded up', (words, minutes) => {
    expect(readingMinutes(Array.from({ length: words }, () => 'word').join(' '))).toBe(minutes);
  });
});

describe('publication', () => {
  it.each([
    ['2026-11-21', '2026-11-22', true],
    ['2026-11-22', '2026-11-22', true],
    ['2026-11-23', '2026-11-22', false],
  ])('published %s, built %s: live %s', (published, build, live) => {
    expect(isPublished({ published: d(published) }, build)).toBe(live);
  });

  it.each([
    ['2026-11-23', true, true],
    ['2026-11-23', false, false],
    ['2026-11-22', true, false],
    ['2026-11-21', true, false],
  ])('published %s, built 2026-11-22 as a preview %s: a page marked as scheduled %s', (published, preview, marked) => {
    expect(isScheduledPreview({ published: d(published) }, '2026-11-22', preview)).toBe(marked);
  });

  it('last changed on its update, else on its publication', () => {
    expect(lastChanged({ published: d('2026-06-01') })).toEqual(d('2026-06-01'));
    expect(lastChanged({ published: d('2026-06-01'), updated: d('2026-07-01') })).toEqual(d('2026-07-01'));
  });

  it('sorts newest first, then by slug', () => {
    const list = [
      { slug: 'b', published: d('2026-01-01') },
      { slug: 'a', published: d('2026-01-01') },
      { slug: 'c', published: d('2026-03-01') },
    ];
    expect([...list].sort(newestArticleFirst).map((a) => a.slug)).toEqual(['c', 'a', 'b']);
  });
});

describe('the pages of the list', () => {
  it.each([
    [0, 1],
    [6, 1],
    [12, 1],
    [13, 2],
    [24, 2],
    [25, 3],
  ])('%i articles take %i pages of 12', (count, pages) => {
    expect(pageCount(count, 12)).toBe(pages);
  });

  it.each([
    [1, '/insights'],
    [2, '/insights/page/2'],
    [10, '/insights/page/10'],
  ])('page %i is served at %s', (page, path) => {
    expect(listPagePath(INSIGHTS_PATH, page)).toBe(path);
  });
});

describe('people', () => {
  it.each([
    ['Priya Raman', 'PR'],
    ['Ana María de la Cruz', 'AC'],
    ['  cher  ', 'C'],
    ['Łukasz Żak', 'ŁŻ'],
  ])('%s has the initials %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});

describe('links between articles, people and services', () => {
  const articles = [
    { slug: 'a', authors: ['p1'], services: ['Cybersecurity'], tags: ['security'] },
    { slug: 'b', authors: ['p1', 'p2'], services: ['Dataanalytics', 'Cybersecurity'], tags: ['data'] },
    { slug: 'c', authors: ['p2'], services: ['Technicaltraining'], tags: ['training', 'data'] },
  ];

  it.each([
    ['Cybersecurity', ['a', 'b']],
    ['Dataanalytics', ['b']],
    ['Blockchain', []],
  ])('the articles tied to %s', (id, slugs) => {
    expect(articlesForService(articles, id).map((a) => a.slug)).toEqual(slugs);
  });

  it.each([
    ['p1', ['a', 'b']],
    ['p2', ['b', 'c']],
    ['p3', []],
  ])('the articles by %s', (id, slugs) => {
    expect(articlesByPerson(articles, id).map((a) => a.slug)).toEqual(slugs);
  });

  it('lists the tags in use in the fixed order', () => {
    expect(tagsInUse(TAG_IDS, articles as { tags: (typeof TAG_IDS)[number][] }[])).toEqual([
      'security',
      'training',
      'data',
    ]);
  });

  it.each([
    ['all known', articles, [], []],
    [
      'an unknown author',
      [{ slug: 'x', authors: ['nobody'], services: ['Cybersecurity'] }],
      [],
      ['src/content/articles/x.md: unknown author "nobody" (no src/content/people/nobody.md)'],
    ],
    [
      'an unknown service of an article',
      [{ slug: 'x', authors: ['p1'], services: ['Nothing'] }],
      [],
      ['src/content/articles/x.md: unknown service "Nothing"'],
    ],
    [
      'an unknown service of a person',
      [],
      [{ slug: 'p1', services: ['Nothing'] }],
      ['src/content/people/p1.md: unknown service "Nothing"'],
    ],
  ])('%s', (_, list, extraPeople, problems) => {
    const people = [
      { slug: 'p1', services: ['Cybersecurity'] },
      { slug: 'p2', services: ['Dataanalytics'] },
    ];
    const slugs = new Set(extraPeople.map((p) => p.slug));
    const all = [...people.filter((p) => !slugs.has(p.slug)), ...extraPeople];
    expect(referenceProblems(list, all, ['Cybersecurity', 'Dataanalytics', 'Technicaltraining'])).toEqual(problems);
  });

  it('the content has none', () => {
    const people = readSource('people').map((p) => ({ slug: p.id, services: p.data.services }));
    const list = readSource('articles').map((a) => ({ slug: a.id, ...a.data }));
    const services = readSource('services').map((s) => s.id);
    expect(referenceProblems(list, people, services)).toEqual([]);
  });
});

describe('insights schemas', () => {
  const article = {
    title: 'How to scope a test',
    summary: 'A summary that is long enough for the lists and the feed, at eighty characters or more.',
    description: 'x'.repeat(150),
    authors: ['priya-raman'],
    published: '2026-09-14',
    tags: ['security'],
    services: ['Cybersecurity'],
  };

  it('accepts a well-formed article', () => {
    expect(articleSchema.safeParse(article).success).toBe(true);
  });

  it.each([
    ['a tag off the fixed list', { tags: ['gardening'] }, 'tags'],
    ['four tags', { tags: ['security', 'cloud', 'data', 'hiring'] }, 'tags'],
    ['no author', { authors: [] }, 'authors'],
    ['three services', { services: ['Cybersecurity', 'Fullstack', 'Blockchain'] }, 'services'],
    ['an image without alternative text', { image: { src: '/insights/x.png' } }, 'image'],
    ['an image outside /insights/', { image: { src: '/x.png', alt: 'A chart of findings' } }, 'image'],
    ['an update before publication', { updated: '2026-09-01' }, 'updated'],
    ['a browser-tab title over 45 characters', { metaTitle: 'x'.repeat(46) }, 'metaTitle'],
  ])('refuses %s', (_, change, field) => {
    const result = articleSchema.safeParse({ ...article, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path[0])).toContain(field);
  });

  it('accepts a long heading without a browser-tab title: the site shortens the tab title (src/lib/site/tabTitle.ts)', () => {
    expect(articleSchema.safeParse({ ...article, title: 'x'.repeat(90), metaTitle: undefined }).success).toBe(true);
  });

  it('accepts an image with alternative text', () => {
    const image = { src: './images/IMG_0042.JPG', alt: 'A chart of findings by severity' };
    expect(articleSchema.safeParse({ ...article, image }).success).toBe(true);
  });

  it.each([
    './images/findings.png',
    './images/PXL_20251127_101112345.jpg',
    './images/portrait.jpeg',
    './images/IMG_0042.JPG',
  ])('takes the image %s, a name as a phone gives it, beside the entry', (src) => {
    expect(articleSchema.safeParse({ ...article, image: { src, alt: 'A chart of findings' } }).success).toBe(true);
  });

  it.each(['/insights/findings.png', './photos/findings.png', './images/../secret.png', './images/notes.txt'])(
    'refuses the image %s: not an image file in ./images/',
    (src) => {
      expect(articleSchema.safeParse({ ...article, image: { src, alt: 'A chart of findings' } }).success).toBe(false);
    },
  );

  it('refuses a person without a description or with a profile that is not https', () => {
    const person = readSource('people')[0]?.data;
    expect(person).toBeDefined();
    expect(personSchema.safeParse({ ...person, description: undefined }).success).toBe(false);
    expect(personSchema.safeParse({ ...person, profile: 'http://example.com/x' }).success).toBe(false);
  });

  it('names every tag of the fixed list', () => {
    const text = readOne('insights');
    expect(Object.keys(text.tags).sort()).toEqual([...TAG_IDS].sort());
  });
});

describe('the one list of pages on a given build date', () => {
  const all = readSource('articles');
  const dates = [...new Set(all.map((a) => a.data.published.toISOString().slice(0, 10)))].sort();
  const first = dates[0] ?? '2026-01-01';
  const dayBefore = new Date(Date.parse(`${first}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

  it.each([
    [dayBefore, 0],
    [first, all.filter((a) => a.data.published.toISOString().slice(0, 10) <= first).length],
    ['2099-01-01', all.length],
  ])('built on %s, it has %i article pages, each with its last change', (date, count) => {
    const pages = readSitePages(date).filter((p) => p.kind === 'article');
    expect(pages).toHaveLength(count);
    for (const page of pages) {
      const a = all.find((x) => `/insights/${x.id}` === page.path);
      expect(page.lastmod).toBe(
        lastChanged(a?.data ?? { published: new Date(0) })
          .toISOString()
          .slice(0, 10),
      );
    }
  });

  it('a topic page only for topics with a published article', () => {
    expect(readSitePages(dayBefore).filter((p) => p.kind === 'insights-tag')).toEqual([]);
    const tags = new Set(all.flatMap((a) => a.data.tags));
    expect(readSitePages('2099-01-01').filter((p) => p.kind === 'insights-tag')).toHaveLength(tags.size);
  });
});

describe('contents for long pieces', () => {
  it.each([
    [3, 5, 0],
    [4, 2, 0],
    [4, 3, 3],
    [6, 5, 5],
  ])('%i minutes and %i sections: %i links', (minutes, sections, links) => {
    expect(
      contentsFor(
        minutes,
        Array.from({ length: sections }, (_, i) => i),
      ),
    ).toHaveLength(links);
  });
});

describe('the list past 12 articles', () => {
  const base = bareSiteContent();
  const many = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      id: `a${i}`,
      title: `A${i}`,
      tags: ['data'],
      authors: [],
      services: [],
      lastmod: '2026-01-01',
    }));

  it.each([
    [12, []],
    [13, ['/insights/page/2']],
    [25, ['/insights/page/2', '/insights/page/3']],
  ])('%i articles: later pages %j, each titled by its number', (n, paths) => {
    const later = sitePages({ ...base, articles: many(n) }).filter(
      (p) => p.kind === 'list-page' && p.path.startsWith('/insights/page/'),
    );
    expect(later.map((p) => p.path)).toEqual(paths);
    expect(later.map((p) => p.title)).toEqual(paths.map((p) => `Insights, page ${p.split('/').at(-1)}`));
  });
});

describe("a person's and a service's articles, whole", () => {
  const words = bareSiteContent().articleGroupWords;
  const owners = { people: [{ id: 'ann', name: 'Ann Lee' }], services: [{ id: 'Cloud', title: 'Cloud work' }] };
  const written = (n: number, by: string[], on: string[]) =>
    Array.from({ length: n }, (_, i) => ({ id: `x${i}`, authors: by, services: on }));

  it.each([
    ['no more than their page shows', written(FIRST_FEW.articles, ['ann'], ['Cloud']), []],
    ['one more, by the person only', written(FIRST_FEW.articles + 1, ['ann'], []), ['/insights/by/ann']],
    ['one more, on the service only', written(FIRST_FEW.articles + 1, [], ['Cloud']), ['/insights/service/Cloud']],
    [
      'one more of each',
      written(FIRST_FEW.articles + 1, ['ann'], ['Cloud']),
      ['/insights/by/ann', '/insights/service/Cloud'],
    ],
    ['more by someone else', written(FIRST_FEW.articles + 1, ['bo'], ['Other']), []],
  ])('%s: lists %j', (_, articles, paths) => {
    const groups = articleGroups(articles, owners, words);
    expect(groups.map((g) => g.path)).toEqual(paths);
    for (const g of groups) expect(g.items).toEqual(articles);
  });

  it('are titled in the owner words, and each is a page of the site with its later pages', () => {
    const articles = written(PAGE_SIZE.articles + 1, ['ann'], []).map((a) => ({
      ...a,
      title: a.id,
      tags: [],
      lastmod: '2026-01-01',
    }));
    const pages = sitePages(
      bareSiteContent({ articles, people: [{ id: 'ann', name: 'Ann Lee', services: [] }] }),
    ).filter((p) => p.kind === 'article-group');
    expect(pages.map((p) => [p.path, p.title, p.section, p.indexed])).toEqual([
      ['/insights/by/ann', 'By Ann Lee', 'Insights', true],
      ['/insights/by/ann/page/2', 'By Ann Lee, page 2', 'Insights', true],
    ]);
  });
});
