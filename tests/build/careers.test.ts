/**
 * The careers pages over dist/ (test build, BUILD_DATE from scripts/lib/test-env.mjs):
 * every open role's JobPosting, the closed fixture role, the open-roles list
 * across its pages (/careers, /careers/page/2 …, PAGE_SIZE.roles a page),
 * the RSS feed and the ways in from other pages.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { GOOGLE_EMPLOYMENT_TYPES } from '../../src/lib/careers/structuredData';
import { countText } from '../../src/lib/careers/jobs';
import { PAGE_SIZE } from '../../src/lib/site/pagination';
import { CAREERS_FEED_PATH, CAREERS_PATH, GENERAL_APPLICATION_PATH, OPEN_ROLES_ID } from '../../src/lib/site/routes';
import { DIST, normalise, readBuilt, jsonLd, jsonLdIn, type Json } from '../support/dist';
import { builtListPages, inPagesOf } from '../support/builtListPages';
import { capabilities, careersText, jobs, openJobs, site, TEST_BUILD_DATE } from '../support/site';

const posting = (path: string) => jsonLd(path).find((d) => d['@type'] === 'JobPosting');
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})?)?$/;
const url = (path: string) => new URL(path, site.url).href;
const closed = jobs.filter((j) => !j.open);
/** The open-roles list's pages, each with the roles whose cards it shows (a card's title links to its role). */
const rolePages = builtListPages(CAREERS_PATH, openJobs.length, PAGE_SIZE.roles, `#${OPEN_ROLES_ID} h3 a`);
/** Every link on the list's pages, and their JSON-LD, where no closed role may be. */
const listLinks = new Set(rolePages.flatMap((p) => p.doc.querySelectorAll('a').map((a) => a.getAttribute('href'))));
const listJsonLd = JSON.stringify(rolePages.flatMap((p) => jsonLdIn(p.doc)));

describe('open and closed roles on the test build date', () => {
  it('has a closed role to check (tests/fixtures/content/jobs brings one)', () => {
    expect(closed.length).toBeGreaterThan(0);
  });

  it("every role past its closing date is absent from the list's pages, their JSON-LD and the feed", () => {
    const feed = readFileSync(join(DIST, 'careers', 'rss.xml'), 'utf8');
    for (const job of jobs.filter((j) => j.data.closes.toISOString().slice(0, 10) < TEST_BUILD_DATE)) {
      expect(listLinks.has(job.path), job.path).toBe(false);
      expect(listJsonLd, job.path).not.toContain(url(job.path));
      expect(feed, job.path).not.toContain(job.path);
    }
  });
});

describe.each(openJobs.map((j) => [j.path, j] as const))('JobPosting of %s', (path, job) => {
  const data = posting(path) ?? {};

  it('has the required properties, with valid values', () => {
    expect(data['@context']).toBe('https://schema.org');
    expect(data['title']).toBe(job.data.title);
    // Google asks for the full text as HTML; its length and lists are house style (tests/build/style.test.ts).
    const description = String(data['description'] ?? '');
    expect(description).toMatch(/<p>/);
    expect(String(data['datePosted'])).toMatch(ISO_DATE);
    expect(data['hiringOrganization']).toEqual({
      '@type': 'Organization',
      name: site.name,
      sameAs: `${new URL(site.url).origin}/`,
      logo: url('/apple-touch-icon.png'),
    });
  });

  it('is posted on or before the build date and closes on or after it', () => {
    expect(String(data['validThrough'])).toMatch(ISO_DATE);
    expect(String(data['datePosted']).slice(0, 10) <= TEST_BUILD_DATE).toBe(true);
    expect(TEST_BUILD_DATE <= String(data['validThrough']).slice(0, 10)).toBe(true);
    expect(data['datePosted']).toBe(job.data.posted.toISOString().slice(0, 10));
    expect(data['validThrough']).toBe(job.data.closes.toISOString().slice(0, 10));
  });

  it("has employment types from Google's list", () => {
    const types = [data['employmentType']].flat();
    expect(types.length).toBeGreaterThan(0);
    for (const t of types) expect(GOOGLE_EMPLOYMENT_TYPES).toContain(t);
  });

  it('says where the work is: a postal address, or remote with the region in the description', () => {
    if (job.data.workplace === 'remote') {
      expect(data['jobLocationType']).toBe('TELECOMMUTE');
      expect(data['applicantLocationRequirements']).toEqual({ '@type': 'Country', name: 'US' });
      expect(data['jobLocation']).toBeUndefined();
      expect(String(data['description'])).toContain(job.data.remoteRegion ?? '—');
    } else {
      const loc = job.data.location;
      expect(data['jobLocation']).toEqual({
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          ...(loc?.street ? { streetAddress: loc.street } : {}),
          addressLocality: loc?.city,
          addressRegion: loc?.region,
          postalCode: loc?.postalCode,
          addressCountry: 'US',
        },
      });
      expect(data['jobLocationType']).toBeUndefined();
    }
  });

  it('has the recommended pay range, identifier and direct apply', () => {
    if (job.data.pay) {
      expect(data['baseSalary']).toEqual({
        '@type': 'MonetaryAmount',
        currency: job.data.pay.currency,
        value: {
          '@type': 'QuantitativeValue',
          minValue: job.data.pay.min,
          maxValue: job.data.pay.max,
          unitText: job.data.pay.unit,
        },
      });
    } else {
      expect(data['baseSalary']).toBeUndefined();
    }
    expect(data['identifier']).toEqual({ '@type': 'PropertyValue', name: site.name, value: job.slug });
    expect(data['directApply']).toBe(true);
    expect(data['url']).toBe(url(path));
  });

  it('has the Apply section, whose e-mail link names the role and its identifier', () => {
    const doc = readBuilt(path);
    const heading = doc.querySelector('#apply-heading');
    expect(normalise(heading?.textContent ?? '')).toBe(careersText.applyHeading);
    const mail = doc.querySelector('#apply a[href^="mailto:"]');
    const href = mail?.getAttribute('href') ?? '';
    expect(href.startsWith(`mailto:${site.email}?`)).toBe(true);
    const subject = new URLSearchParams(href.split('?')[1]).get('subject') ?? '';
    expect(subject).toContain(job.data.title);
    expect(subject).toContain(job.slug);
  });
});

describe.each(closed.map((j) => [j.path, j] as const))('the closed role %s', (path, job) => {
  const doc = readBuilt(path);
  const main = normalise(doc.querySelector('main')?.textContent ?? '');

  it('keeps its page, saying it is closed', () => {
    expect(normalise(doc.querySelector('h1')?.textContent ?? '')).toBe(job.data.title);
    expect(main).toContain(careersText.closedNotice);
  });

  it('links to the open roles of its domain', () => {
    const domain = capabilities.find((c) => c.id === job.data.domain);
    const heading = careersText.closedOthers.replace('{domain}', domain?.name ?? '');
    const aside = doc.querySelectorAll('main aside').find((a) => normalise(a.textContent).includes(heading));
    const links = aside?.querySelectorAll('li a').map((a) => a.getAttribute('href')) ?? [];
    const others = openJobs.filter((j) => j.data.domain === job.data.domain).map((j) => j.path);
    expect(links).toEqual(others);
    if (others.length > 0) expect(aside, heading).toBeTruthy();
  });

  it('has no JobPosting, no Apply section, noindex and no canonical URL', () => {
    expect(posting(path)).toBeUndefined();
    expect(doc.querySelector('#apply')).toBeNull();
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it("is left out of the list's pages, the sitemap and the feed", () => {
    expect(listLinks.has(path)).toBe(false);
    expect(readFileSync(join(DIST, 'sitemap-0.xml'), 'utf8')).not.toContain(url(path));
    expect(readFileSync(join(DIST, 'careers', 'rss.xml'), 'utf8')).not.toContain(path);
  });
});

describe('/careers and its later pages', () => {
  it('together list exactly the open roles, newest first, as many a page as PAGE_SIZE.roles, each counting them all', () => {
    const newestFirst = openJobs.map((j) => j.path);
    expect(rolePages.map((p) => p.items)).toEqual(inPagesOf(newestFirst, PAGE_SIZE.roles));
    for (const { path, doc } of rolePages)
      expect(normalise(doc.querySelector(`#${OPEN_ROLES_ID} [role="status"]`)?.textContent ?? ''), path).toBe(
        countText(openJobs.length, careersText),
      );
  });

  /** Each open role's card, on whichever page of the list shows it. */
  const cards = new Map(
    rolePages.flatMap((p) =>
      p.doc.querySelectorAll(`#${OPEN_ROLES_ID} h3 a`).map((a) => [a.getAttribute('href'), a.closest('li')] as const),
    ),
  );

  it.each(openJobs.map((j) => [j.path, j] as const))(
    '%s: its card shows its domain, its employment type, its workplace and place, then its pay when given',
    (path, job) => {
      const card = cards.get(path);
      expect(card, `a card on one of ${rolePages.map((p) => p.path).join(', ')}`).toBeTruthy();
      const facts = card?.querySelectorAll('li').map((li) => normalise(li.textContent)) ?? [];
      const place = job.data.location
        ? `${job.data.location.city}, ${job.data.location.region}`
        : (job.data.remoteRegion ?? '');
      expect(facts.slice(0, 3)).toEqual([
        capabilities.find((c) => c.id === job.data.domain)?.name ?? `domain ${job.data.domain}`,
        careersText.employmentTypes[job.data.employmentType],
        `${careersText.workplaces[job.data.workplace]}, ${place}`,
      ]);
      expect(facts).toHaveLength(job.data.pay ? 4 : 3);
      if (job.data.pay) {
        expect(facts[3]).toContain(job.data.pay.min.toLocaleString('en-US'));
        expect(facts[3]).toContain(job.data.pay.max.toLocaleString('en-US'));
      }
    },
  );

  it('offer the feed in their head', () => {
    for (const { path, doc } of rolePages) {
      const link = doc.querySelector('link[rel="alternate"][type="application/rss+xml"]');
      expect(link?.getAttribute('href'), path).toBe(CAREERS_FEED_PATH);
    }
  });

  it('lead to the general application, from its section and from the filters', () => {
    for (const { path, doc } of rolePages) {
      expect(doc.querySelector('#general-application a')?.getAttribute('href'), path).toBe(GENERAL_APPLICATION_PATH);
      expect(doc.querySelector(`#${OPEN_ROLES_ID} astro-island`)?.getAttribute('props'), path).toContain(
        GENERAL_APPLICATION_PATH,
      );
    }
  });
});

describe(GENERAL_APPLICATION_PATH, () => {
  const doc = readBuilt(GENERAL_APPLICATION_PATH);

  it('has the application form without a role, and the same application by e-mail', () => {
    expect(doc.querySelector('h1')?.textContent).toBe(careersText.generalHeading);
    expect(doc.querySelector('form input[name="roleId"]')?.getAttribute('value')).toBe('general');
    const href = doc.querySelector('main a[href^="mailto:"]')?.getAttribute('href') ?? '';
    expect(new URLSearchParams(href.split('?')[1]).get('subject')).toBe(careersText.generalSubject);
  });

  it('sits under Careers in its breadcrumb trail', () => {
    const names = doc.querySelectorAll('nav[aria-label="Breadcrumb"] li').map((li) => li.textContent.trim());
    expect(names).toEqual(['Home', 'Careers', careersText.generalHeading]);
  });
});

describe('/careers/rss.xml', () => {
  const xml = readFileSync(join(DIST, 'careers', 'rss.xml'), 'utf8');
  const feed = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'item' }).parse(xml) as {
    rss: { '@_version': string; channel: { title: string; link: string; description: string; item: Json[] } };
  };

  it('is RSS 2.0 with a title, link and description', () => {
    expect(feed.rss['@_version']).toBe('2.0');
    expect(feed.rss.channel.title).toContain(site.name);
    expect(feed.rss.channel.link).toBe(url('/careers'));
    expect(feed.rss.channel.description.length).toBeGreaterThan(20);
  });

  it('lists exactly the open roles, newest first, each with its link and date', () => {
    const items = feed.rss.channel.item;
    expect(items.map((i) => i['link'])).toEqual(openJobs.map((j) => url(j.path)));
    for (const [i, item] of items.entries()) {
      expect(item['title']).toBe(openJobs[i]?.data.title);
      expect(new Date(String(item['pubDate'])).toISOString().slice(0, 10)).toBe(
        openJobs[i]?.data.posted.toISOString().slice(0, 10),
      );
    }
  });
});

describe('ways in', () => {
  it('the staffing page has the "For candidates" section linking to /careers', () => {
    const section = readBuilt('/Staffingservices').querySelector('#for-candidates');
    expect(normalise(section?.querySelector('h2')?.textContent ?? '')).toBe(careersText.staffingForCandidatesHeading);
    expect(normalise(section?.textContent ?? '')).toContain(careersText.staffingForCandidates);
    expect(section?.querySelector('a[href="/careers"]')).toBeTruthy();
  });

  it('the home hero has a link for job seekers', () => {
    const link = readBuilt('/')
      .querySelectorAll('main a')
      .find((a) => normalise(a.textContent) === careersText.heroJobSeekersLink);
    expect(link?.getAttribute('href')).toBe('/careers#open-roles');
  });

  it("the capabilities slider's role names link to the open roles of their domain", () => {
    for (const path of ['/', '/program']) {
      const slides = readBuilt(path).querySelectorAll('[data-carousel-slide]');
      expect(slides).toHaveLength(capabilities.length);
      for (const [i, group] of capabilities.entries()) {
        const links = slides[i]?.querySelectorAll('li a') ?? [];
        expect(links.map((a) => normalise(a.textContent))).toEqual(group.roles);
        for (const a of links) expect(a.getAttribute('href')).toBe(`/careers/domain/${group.id}#open-roles`);
      }
    }
  });

  it('the footer of every page and the 404 page link to /careers', () => {
    for (const path of ['/', '/about', '/careers', openJobs[0]?.path ?? '/careers', '/404']) {
      expect(readBuilt(path).querySelector('footer a[href="/careers"]'), path).toBeTruthy();
    }
    expect(readBuilt('/404').querySelector('main a[href="/careers"]')).toBeTruthy();
  });
});
