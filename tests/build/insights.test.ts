/**
 * Insights (issue 23): articles by named people, linked both ways with the
 * services they explain; BlogPosting and ProfilePage data; the feed; a page
 * per topic; the sitemap's lastmod; the people on /about.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { readOne, readSource } from '../../src/content/read';
import { countWords, lastChanged } from '../../src/lib/insights/articles';
import { initials } from '../../src/lib/people/names';
import { shareImagePath } from '../../src/lib/site/shareImage';
import { DIST, distFile, normalise, readBuilt, jsonLd, type Json } from '../support/dist';
import { articles, people, readFolder, site } from '../support/site';

const url = (path: string) => new URL(path, site.url).href;
const hrefs = (path: string, selector: string) =>
  readBuilt(path)
    .querySelectorAll(selector)
    .map((a) => a.getAttribute('href'));
const day = (date: Date) => date.toISOString().slice(0, 10);
const services = new Map(readSource('services').map((s) => [s.id, s.data]));
const text = readOne('insights');
const allArticles = readSource('articles');
const unpublished = allArticles.filter((a) => !articles.some((p) => p.slug === a.id));
const personOf = (id: string) => people.find((p) => p.slug === id);

describe('the articles', () => {
  it('has a published and a scheduled article to check (tests/fixtures/content/articles brings the scheduled one)', () => {
    expect(articles.length).toBeGreaterThan(0);
    expect(unpublished.length).toBeGreaterThan(0);
  });

  it.each(articles.map((a) => [a.slug, a]))('%s links to each of its services, and each links back', (_, a) => {
    expect(a.data.services.length).toBeGreaterThanOrEqual(1);
    const links = hrefs(a.path, 'main a');
    for (const id of a.data.services) {
      expect(links, `${a.path} links to /${id}`).toContain(`/${id}`);
      expect(hrefs(`/${id}`, '#insights a'), `/${id} links back to ${a.path}`).toContain(a.path);
    }
  });

  it.each([...services.keys()].map((id) => [id]))('/%s shows exactly the published articles tied to it', (id) => {
    const tied = articles.filter((a) => a.data.services.includes(id)).map((a) => a.path);
    const shown = existsSync(distFile(`/${id}`)) ? hrefs(`/${id}`, '#insights li a') : [];
    expect(shown.sort()).toEqual(tied.sort());
  });

  it.each(articles.map((a) => [a.slug, a]))(
    '%s shows its authors, dates, reading time, and ends with its main service as the topic',
    (_, a) => {
      const doc = readBuilt(a.path);
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
    const post = jsonLd(a.path).find((d) => d['@type'] === 'BlogPosting');
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
    const trail = jsonLd(a.path).find((d) => d['@type'] === 'BreadcrumbList')?.['itemListElement'] as Json[];
    expect(trail.map((s) => s['name'])).toEqual(['Home', 'Insights', a.data.title]);
  });
});

describe('people', () => {
  it('/about shows the people, each name a link to their page, initials only decorative', () => {
    const section = readBuilt('/about').querySelector('#people');
    const links = section?.querySelectorAll('h3 a') ?? [];
    const ordered = [...people].sort((a, b) => a.data.order - b.data.order);
    expect(links.map((l) => l.getAttribute('href'))).toEqual(ordered.map((p) => p.path));
    expect(links.map((l) => normalise(l.textContent))).toEqual(ordered.map((p) => p.data.name));
    for (const p of ordered.filter((p) => !p.data.photo)) {
      const avatar = section
        ?.querySelectorAll('[aria-hidden="true"]')
        .find((e) => e.textContent === initials(p.data.name));
      expect(avatar, `${p.data.name}'s initials`).toBeTruthy();
    }
  });

  // The photo's file name, as astro:assets keeps it before its hashes: "./photos/x.jpg" → "/_astro/x.".
  const photoFile = (photo: string) => `/_astro/${photo.replace(/^.*\//, '').replace(/\.[^.]+$/, '')}.`;
  const photoPages = people
    .filter((p) => p.data.photo)
    .flatMap((p) => {
      const written = articles.find((a) => a.data.authors.includes(p.slug));
      const pages = ['/about', p.path, ...(written ? [written.path] : []), ...p.data.services.map((id) => `/${id}`)];
      return pages.map((page) => [p.slug, page, p] as const);
    });

  const servicePages = readFolder('services').map((s) => [`/${s.id}`, s.id] as const);
  it.each(servicePages)('%s lists the people who work in it, by their order on /about', (path, id) => {
    const theirs = [...people]
      .filter((p) => p.data.services.includes(id))
      .sort((a, b) => a.data.order - b.data.order)
      .map((p) => p.path);
    expect(hrefs(path, '#people h3 a')).toEqual(theirs);
  });

  it.each(photoPages)('%s: their photo is on %s, decorative, as AVIF and WebP', (_, page, p) => {
    const pictures = readBuilt(page)
      .querySelectorAll('main picture')
      .filter((pic) => pic.toString().includes(photoFile(p.data.photo ?? '')));
    expect(pictures.length, `${page}: ${p.data.name}'s photo`).toBeGreaterThan(0);
    for (const pic of pictures) {
      expect(pic.querySelector('source')?.getAttribute('type')).toBe('image/avif');
      expect(pic.querySelector('img')?.getAttribute('alt')).toBe('');
    }
  });

  it.each(people.map((p) => [p.slug, p]))('%s lists exactly their published articles', (_, p) => {
    const theirs = articles.filter((a) => a.data.authors.includes(p.slug)).map((a) => a.path);
    expect(hrefs(p.path, '#articles li a').sort()).toEqual(theirs.sort());
  });

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

  it.each(used.map((t) => [t]))('%s has its own page listing exactly its articles', (tag) => {
    const tagged = articles.filter((a) => a.data.tags.includes(tag)).map((a) => a.path);
    expect(hrefs(`/insights/tag/${tag}`, 'main li article a').sort()).toEqual(tagged.sort());
    expect(hrefs('/insights', 'main nav a')).toContain(`/insights/tag/${tag}`);
  });

  it('no page for a topic without articles', () => {
    for (const tag of Object.keys(text.tags).filter((t) => !used.includes(t as never)))
      expect(existsSync(distFile(`/insights/tag/${tag}`))).toBe(false);
  });

  it('/insights lists every published article, newest first, and links the feed', () => {
    expect(hrefs('/insights', 'main li article a')).toEqual(articles.slice(0, 12).map((a) => a.path));
    expect(
      readBuilt('/insights').querySelector('link[rel="alternate"][type="application/rss+xml"]')?.getAttribute('href'),
    ).toBe('/insights/rss.xml');
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
