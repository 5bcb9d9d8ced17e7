/**
 * Insights (issue 23): articles by named people, linked both ways with the
 * services they explain; BlogPosting and ProfilePage data; the feed; a page
 * per topic; the sitemap's lastmod; the people on /about. Every list is
 * checked as the site cuts it (src/lib/site/pagination.ts), whatever the
 * content: a full list over its pages (PAGE_SIZE), the first few of a list
 * kept elsewhere (FIRST_FEW) with the link that leads to the whole of it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { XMLParser } from 'fast-xml-parser';
import type { HTMLElement } from 'node-html-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { readOne, readSource } from '../../src/content/read';
import { countWords, lastChanged } from '../../src/lib/insights/articles';
import { initials } from '../../src/lib/people/names';
import { FIRST_FEW, PAGE_SIZE, pagePaths } from '../../src/lib/site/pagination';
import { ABOUT_PATH, INSIGHTS_PATH, listPagePath, routeOf, tagPath } from '../../src/lib/site/routes';
import { shareImagePath } from '../../src/lib/site/shareImage';
import { DIST, distFile, normalise, readBuilt, type Json } from '../support/dist';
import { articles, people, readFolder, site } from '../support/site';

const url = (path: string) => new URL(path, site.url).href;

/** Each built page parsed once (most are read by several tests here), let go when this file is done. */
const parsed = new Map<string, HTMLElement>();
afterAll(() => parsed.clear());
const built = (path: string): HTMLElement => {
  const known = parsed.get(path);
  if (known) return known;
  const doc = readBuilt(path);
  parsed.set(path, doc);
  return doc;
};
const hrefs = (path: string, selector: string) =>
  built(path)
    .querySelectorAll(selector)
    .map((a) => a.getAttribute('href') ?? '');
/** Every JSON-LD node of a built page, arrays flattened. */
const jsonLd = (path: string): Json[] =>
  built(path)
    .querySelectorAll('script[type="application/ld+json"]')
    .flatMap((s): Json[] => [JSON.parse(s.textContent) as Json | Json[]].flat());

/** The links to the items of a list: an article card's heading link, a person card's name. */
const ARTICLE_LINKS = 'article a';
const PERSON_LINKS = 'h3 a';

/** The pages of a list from its first, as a visitor goes through them: each page's "next" link to the next. */
const pagesFrom = (first: string): string[] => {
  const pages: string[] = [];
  for (let at: string | undefined = first; at !== undefined && !pages.includes(at);) {
    pages.push(at);
    at = hrefs(at, 'main a[rel="next"]')[0];
  }
  return pages;
};

const listedCache = new Map<string, string[]>();
afterAll(() => listedCache.clear());
/**
 * The items (links matching `items`) a link's list holds over all its pages, in order: within the
 * part of the page its fragment names ("/about#people"), else the page's main content.
 */
const listedAt = (href: string, items: string): string[] => {
  const key = `${href} ${items}`;
  const known = listedCache.get(key);
  if (known) return known;
  const { pathname, hash } = new URL(href, site.url);
  const listed = pagesFrom(pathname).flatMap((p) => hrefs(p, `${hash || 'main'} ${items}`));
  listedCache.set(key, listed);
  return listed;
};

/**
 * A section showing the first few of a list: the items it shows (links matching `items`, in
 * order), its other links (to where the whole list is) and what each of those lists holds.
 */
const firstFewIn = (path: string, section: string, items: string) => {
  const shown = hrefs(path, `${section} ${items}`);
  const links = [...new Set(hrefs(path, `${section} a`).filter((h) => !shown.includes(h)))];
  return { shown, links, lists: links.map((l) => listedAt(l, items)) };
};

/** The items of `whole` that `list` holds, in its order, as often as it holds them: `whole` itself when it holds each once, in order. */
const asIn = (list: string[], whole: string[]) => {
  const wanted = new Set(whole);
  return list.filter((h) => wanted.has(h));
};

/** A list cut into pages at `size` a page: each page's route and the items it shows, in order. */
const pagesOfList = (list: string, items: string[], size: number) =>
  pagePaths(list, items.length, size).map((path, i) => ({ path, items: items.slice(i * size, (i + 1) * size) }));

const day = (date: Date) => date.toISOString().slice(0, 10);
const text = readOne('insights');
const allArticles = readSource('articles');
const unpublished = allArticles.filter((a) => !articles.some((p) => p.slug === a.id));
const personOf = (id: string) => people.find((p) => p.slug === id);
/** The people in their order on /about (src/lib/people/content.ts: by order, then by id). */
const ordered = [...people].sort((a, b) => a.data.order - b.data.order || a.slug.localeCompare(b.slug));
/** The published articles tied to a service, newest first (as `articles` are). */
const articlesOf = (id: string) => articles.filter((a) => a.data.services.includes(id)).map((a) => a.path);
/** The people who work in a service, in their order on /about. */
const peopleOf = (id: string) => ordered.filter((p) => p.data.services.includes(id));
const servicePages = readFolder('services').map((s) => [routeOf(s.id), s.id] as const);

describe('the articles', () => {
  it('has a published and a scheduled article to check (tests/fixtures/content/articles brings the scheduled one)', () => {
    expect(articles.length).toBeGreaterThan(0);
    expect(unpublished.length).toBeGreaterThan(0);
  });

  it.each(articles.map((a) => [a.slug, a]))(
    '%s links to each of its services, and each links back: among its newest or through the list it links to',
    (_, a) => {
      expect(a.data.services.length).toBeGreaterThanOrEqual(1);
      const links = hrefs(a.path, 'main a');
      for (const id of a.data.services) {
        const service = routeOf(id);
        expect(links, `${a.path} links to ${service}`).toContain(service);
        const { shown, links: more, lists } = firstFewIn(service, '#insights', ARTICLE_LINKS);
        const back = shown.includes(a.path) || lists.some((l) => l.includes(a.path));
        expect(back, `${service} links back to ${a.path}, itself or through ${more.join(', ') || 'no link'}`).toBe(
          true,
        );
      }
    },
  );

  it.each(servicePages)(
    `%s shows the newest ${FIRST_FEW.articles} of its published articles, and links to a list of them all when it has more`,
    (path, id) => {
      const tied = articlesOf(id);
      if (tied.length === 0) {
        expect(built(path).querySelector('#insights'), `${path}: no articles, no section`).toBeNull();
        return;
      }
      const { shown, lists } = firstFewIn(path, '#insights', ARTICLE_LINKS);
      expect(shown).toEqual(tied.slice(0, FIRST_FEW.articles));
      if (tied.length > FIRST_FEW.articles)
        expect(
          lists.map((l) => asIn(l, tied)),
          `${path} links to a list of all its ${tied.length} articles`,
        ).toContainEqual(tied);
    },
  );

  it.each(articles.map((a) => [a.slug, a]))(
    '%s shows its authors, dates, reading time, and ends with its main service as the topic',
    (_, a) => {
      const doc = built(a.path);
      const main = doc.querySelector('main');
      for (const id of a.data.authors) {
        const person = personOf(id);
        const link = main?.querySelectorAll('a').find((l) => l.getAttribute('href') === person?.path);
        expect(normalise(link?.textContent ?? '')).toBe(person?.data.name);
      }
      const times = main?.querySelectorAll('time').map((t) => t.getAttribute('datetime')) ?? [];
      expect(times).toContain(day(a.data.published));
      if (a.data.updated) expect(times).toContain(day(a.data.updated));
      const minutes = Math.ceil(countWords(a.body) / 230);
      expect(normalise(main?.textContent ?? '')).toContain(text.readingTime.replace('{minutes}', String(minutes)));
      expect(hrefs(a.path, 'main a[href^="/contact"]')).toContain(`/contact?topic=${a.data.services[0]}`);
      expect(doc.querySelector('link[rel="alternate"][type="application/rss+xml"]')?.getAttribute('href')).toBe(
        '/insights/rss.xml',
      );
    },
  );

  it.each(articles.map((a) => [a.slug, a]))('%s has contents when it is long', (_, a) => {
    const sections = (a.body.match(/^## /gm) ?? []).length;
    const long = Math.ceil(countWords(a.body) / 230) >= 4 && sections >= 3;
    const links = hrefs(a.path, 'nav[aria-labelledby="contents-heading"] a');
    expect(links).toHaveLength(long ? sections : 0);
  });

  it.each(articles.map((a) => [a.slug, a]))('%s suggests only articles sharing a topic or service', (_, a) => {
    for (const href of hrefs(a.path, '#related li a')) {
      const other = articles.find((o) => o.path === href);
      const shared =
        other?.data.tags.some((t) => a.data.tags.includes(t)) ||
        other?.data.services.some((s) => a.data.services.includes(s));
      expect(shared, `${href} shares a topic or service with ${a.path}`).toBe(true);
    }
  });

  it('leaves out the unpublished: no page, no share image', () => {
    for (const a of unpublished) {
      expect(existsSync(distFile(`/insights/${a.id}`))).toBe(false);
      expect(existsSync(join(DIST, shareImagePath(`/insights/${a.id}`)))).toBe(false);
    }
  });
});

describe('BlogPosting', () => {
  it.each(articles.map((a) => [a.slug, a]))("%s has Google's recommended properties", (_, a) => {
    const data = jsonLd(a.path);
    const post = data.find((d) => d['@type'] === 'BlogPosting');
    expect(post).toMatchObject({
      '@context': 'https://schema.org',
      headline: a.data.title,
      description: a.data.description,
      datePublished: day(a.data.published),
      dateModified: day(lastChanged(a.data)),
      image: url(shareImagePath(a.path)),
      mainEntityOfPage: { '@type': 'WebPage', '@id': url(a.path) },
      publisher: { '@type': 'Organization', '@id': url('/#organization'), name: site.name },
    });
    expect(String(post?.['headline']).length).toBeLessThanOrEqual(110);
    const authors = post?.['author'] as Json[];
    expect(authors.map((p) => p['url'])).toEqual(a.data.authors.map((id) => url(`/people/${id}`)));
    for (const author of authors) {
      expect(author['@type']).toBe('Person');
      expect(existsSync(distFile(new URL(String(author['url'])).pathname))).toBe(true);
    }
    expect(existsSync(join(DIST, shareImagePath(a.path)))).toBe(true);
    const trail = data.find((d) => d['@type'] === 'BreadcrumbList')?.['itemListElement'] as Json[];
    expect(trail.map((s) => s['name'])).toEqual(['Home', 'Insights', a.data.title]);
  });
});

describe('people', () => {
  const aboutPages = pagesOfList(
    ABOUT_PATH,
    ordered.map((p) => p.path),
    PAGE_SIZE.people,
  );

  it(`/about's pages together show the people in order, ${PAGE_SIZE.people} a page, each name a link to their page, initials only decorative`, () => {
    expect(pagesFrom(ABOUT_PATH), 'the pages of /about, each linked to the next').toEqual(
      aboutPages.map((p) => p.path),
    );
    expect(existsSync(distFile(listPagePath(ABOUT_PATH, aboutPages.length + 1))), 'a page past the last').toBe(false);
    for (const { path, items } of aboutPages) {
      const cards = built(path).querySelectorAll('#people li');
      const links = cards.map((c) => c.querySelector(PERSON_LINKS));
      expect(
        links.map((l) => l?.getAttribute('href')),
        path,
      ).toEqual(items);
      for (const [i, card] of cards.entries()) {
        const p = ordered.find((q) => q.path === items[i]);
        expect(normalise(links[i]?.textContent ?? ''), `${path}: ${p?.path}`).toBe(p?.data.name);
        const avatar = card
          .querySelectorAll('[aria-hidden="true"]')
          .find((e) => e.textContent === initials(p?.data.name ?? ''));
        expect(Boolean(avatar), `${path}: ${p?.data.name}'s initials, hidden, unless their photo`).toBe(!p?.data.photo);
      }
    }
  });

  it.each(servicePages)(
    `%s shows the first ${FIRST_FEW.people} of the people who work in it, by their order on /about, and links to them all when there are more`,
    (path, id) => {
      const theirs = peopleOf(id).map((p) => p.path);
      if (theirs.length === 0) {
        expect(built(path).querySelector('#people'), `${path}: no people, no section`).toBeNull();
        return;
      }
      const { shown, lists } = firstFewIn(path, '#people', PERSON_LINKS);
      expect(shown).toEqual(theirs.slice(0, FIRST_FEW.people));
      if (theirs.length > FIRST_FEW.people)
        expect(
          lists.map((l) => asIn(l, theirs)),
          `${path} links to a list of all its ${theirs.length} people`,
        ).toContainEqual(theirs);
      else expect(lists, `${path}: every one of its people is here, no link to more`).toEqual([]);
    },
  );

  // The photo's file name, as astro:assets keeps it before its hashes: "./photos/x.jpg" → "/_astro/x.".
  const photoFile = (photo: string) => `/_astro/${photo.replace(/^.*\//, '').replace(/\.[^.]+$/, '')}.`;
  // Where each person with a photo is shown: their page of /about, their own page, their newest
  // article, and the pages of the services they work in that show them among their first few.
  const photoPages = ordered
    .filter((p) => p.data.photo)
    .flatMap((p) => {
      const about = aboutPages.find((page) => page.items.includes(p.path))?.path ?? ABOUT_PATH;
      const written = articles.find((a) => a.data.authors.includes(p.slug));
      const shownOn = p.data.services.filter((id) =>
        peopleOf(id)
          .slice(0, FIRST_FEW.people)
          .some((q) => q.slug === p.slug),
      );
      const pages = [about, p.path, ...(written ? [written.path] : []), ...shownOn.map(routeOf)];
      return pages.map((page) => [p.slug, page, p] as const);
    });

  it.each(photoPages)('%s: their photo is on %s, decorative, as AVIF and WebP', (_, page, p) => {
    const pictures = built(page)
      .querySelectorAll('main picture')
      .filter((pic) => pic.toString().includes(photoFile(p.data.photo ?? '')));
    expect(pictures.length, `${page}: ${p.data.name}'s photo`).toBeGreaterThan(0);
    for (const pic of pictures) {
      expect(pic.querySelector('source')?.getAttribute('type')).toBe('image/avif');
      expect(pic.querySelector('img')?.getAttribute('src')).toMatch(/\.webp$/);
      expect(pic.querySelector('img')?.getAttribute('alt')).toBe('');
    }
  });

  it.each(people.map((p) => [p.slug, p]))(
    `%s shows their newest ${FIRST_FEW.articles} published articles, and links to a list of them all when they wrote more`,
    (_, p) => {
      const theirs = articles.filter((a) => a.data.authors.includes(p.slug)).map((a) => a.path);
      if (theirs.length === 0) {
        expect(built(p.path).querySelector('#articles'), `${p.path}: no articles, no section`).toBeNull();
        return;
      }
      const { shown, lists } = firstFewIn(p.path, '#articles', ARTICLE_LINKS);
      expect(shown).toEqual(theirs.slice(0, FIRST_FEW.articles));
      if (theirs.length > FIRST_FEW.articles)
        expect(
          lists.map((l) => asIn(l, theirs)),
          `${p.path} links to a list of all their ${theirs.length} articles`,
        ).toContainEqual(theirs);
      else expect(lists, `${p.path}: every one of their articles is here, no link to more`).toEqual([]);
    },
  );

  it.each(people.map((p) => [p.slug, p]))('%s has a ProfilePage about a Person', (_, p) => {
    const page = jsonLd(p.path).find((d) => d['@type'] === 'ProfilePage');
    expect(page).toMatchObject({
      url: url(p.path),
      mainEntity: {
        '@type': 'Person',
        name: p.data.name,
        jobTitle: p.data.role,
        url: url(p.path),
        worksFor: { '@type': 'Organization', '@id': url('/#organization'), name: site.name },
        ...(p.data.profile ? { sameAs: [p.data.profile] } : {}),
        ...(p.data.photo ? { image: expect.stringMatching(/\/_astro\/[^/]+\.webp$/) as string } : {}),
      },
    });
  });
});

describe('topics', () => {
  const used = [...new Set(articles.flatMap((a) => a.data.tags))];

  it.each(used.map((t) => [t]))(
    `%s has its own pages, ${PAGE_SIZE.articles} a page, that together list exactly its articles, newest first`,
    (tag) => {
      const tagged = articles.filter((a) => a.data.tags.includes(tag)).map((a) => a.path);
      const pages = pagesOfList(tagPath(tag), tagged, PAGE_SIZE.articles);
      expect(pagesFrom(tagPath(tag)), `the pages of ${tagPath(tag)}, each linked to the next`).toEqual(
        pages.map((p) => p.path),
      );
      for (const { path, items } of pages) expect(hrefs(path, `main li ${ARTICLE_LINKS}`), path).toEqual(items);
      expect(existsSync(distFile(listPagePath(tagPath(tag), pages.length + 1))), 'a page past the last').toBe(false);
      expect(hrefs(INSIGHTS_PATH, 'main nav a')).toContain(tagPath(tag));
    },
  );

  it('no page for a topic without articles', () => {
    for (const tag of Object.keys(text.tags).filter((t) => !used.includes(t as never)))
      expect(existsSync(distFile(`/insights/tag/${tag}`))).toBe(false);
  });

  it(`/insights's pages, ${PAGE_SIZE.articles} a page, together list every published article, newest first; each links the feed`, () => {
    const pages = pagesOfList(
      INSIGHTS_PATH,
      articles.map((a) => a.path),
      PAGE_SIZE.articles,
    );
    expect(pagesFrom(INSIGHTS_PATH), 'the pages of /insights, each linked to the next').toEqual(
      pages.map((p) => p.path),
    );
    for (const { path, items } of pages) {
      expect(hrefs(path, `main li ${ARTICLE_LINKS}`), path).toEqual(items);
      expect(
        built(path).querySelector('link[rel="alternate"][type="application/rss+xml"]')?.getAttribute('href'),
        path,
      ).toBe('/insights/rss.xml');
    }
    expect(existsSync(distFile(listPagePath(INSIGHTS_PATH, pages.length + 1))), 'a page past the last').toBe(false);
  });
});

describe('/insights/rss.xml', () => {
  const xml = readFileSync(join(DIST, 'insights', 'rss.xml'), 'utf8');
  const feed = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'item' }).parse(xml) as {
    rss: { '@_version': string; channel: { title: string; link: string; description: string; item: Json[] } };
  };

  it('is RSS 2.0 with a title, link and description', () => {
    expect(feed.rss['@_version']).toBe('2.0');
    expect(feed.rss.channel.title).toContain(site.name);
    expect(feed.rss.channel.link).toBe(url('/insights'));
    expect(feed.rss.channel.description.length).toBeGreaterThan(20);
  });

  it('lists exactly the published articles, newest first, each with its link, date and authors', () => {
    const items = feed.rss.channel.item;
    expect(items.map((i) => i['link'])).toEqual(articles.map((a) => url(a.path)));
    for (const [i, item] of items.entries()) {
      const a = articles[i];
      expect(item['title']).toBe(a?.data.title);
      expect(new Date(String(item['pubDate'])).toISOString().slice(0, 10)).toBe(day(a?.data.published ?? new Date(0)));
      expect([item['dc:creator']].flat()).toEqual(a?.data.authors.map((id) => personOf(id)?.data.name));
    }
  });
});

describe('sitemap and weight', () => {
  const xml = readFileSync(join(DIST, 'sitemap-0.xml'), 'utf8');

  it.each(articles.map((a) => [a.slug, a]))('%s is in the sitemap with its last change as lastmod', (_, a) => {
    const entry = new RegExp(`<url><loc>${url(a.path)}</loc><lastmod>([^<]+)</lastmod></url>`).exec(xml);
    expect(entry?.[1]?.slice(0, 10)).toBe(day(lastChanged(a.data)));
  });

  it.each(['/insights', '/about', ...articles.map((a) => a.path), ...people.map((p) => p.path)].map((p) => [p]))(
    '%s stays within the first round trip (14.6 KB of gzipped HTML)',
    (path) => {
      const bytes = gzipSync(readFileSync(distFile(path))).length;
      console.log(`${path}: ${bytes} B gzipped`);
      expect(bytes).toBeLessThan(14_600);
    },
  );
});
