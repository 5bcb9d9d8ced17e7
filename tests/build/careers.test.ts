/**
 * The careers pages over dist/ (test build, BUILD_DATE from scripts/lib/test-env.mjs):
 * every open role's JobPosting, the closed fixture role, the open-roles list,
 * the RSS feed and the ways in from other pages.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { GOOGLE_EMPLOYMENT_TYPES } from '../../src/lib/careers/structuredData';
import { GENERAL_APPLICATION_PATH } from '../../src/lib/site/routes';
import { DIST, normalise, readBuilt, jsonLd, type Json } from '../support/dist';
import { capabilities, careersText, jobs, openJobs, site, TEST_BUILD_DATE } from '../support/site';

const posting = (path: string) => jsonLd(path).find((d) => d['@type'] === 'JobPosting');
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})?)?$/;
const url = (path: string) => new URL(path, site.url).href;
const closed = jobs.filter((j) => !j.open);

describe('open and closed roles on the test build date', () => {
  it('has a closed role to check (tests/fixtures/content/jobs brings one)', () => {
    expect(closed.length).toBeGreaterThan(0);
  });

  it('every role past its closing date is absent from /careers, its JSON-LD and the feed', () => {
    const list = readBuilt('/careers');
    const listed = JSON.stringify(jsonLd('/careers'));
    const feed = readFileSync(join(DIST, 'careers', 'rss.xml'), 'utf8');
    for (const job of jobs.filter((j) => j.data.closes.toISOString().slice(0, 10) < TEST_BUILD_DATE)) {
      expect(list.querySelector(`a[href="${job.path}"]`), job.path).toBeNull();
      expect(listed, job.path).not.toContain(url(job.path));
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

  it('is left out of the list, the sitemap and the feed', () => {
    expect(readBuilt('/careers').querySelector(`a[href="${path}"]`)).toBeNull();
    expect(readFileSync(join(DIST, 'sitemap-0.xml'), 'utf8')).not.toContain(url(path));
    expect(readFileSync(join(DIST, 'careers', 'rss.xml'), 'utf8')).not.toContain(path);
  });
});

describe('/careers', () => {
  const doc = readBuilt('/careers');

  it('lists exactly the open roles, newest first, in the HTML', () => {
    const links = doc.querySelectorAll('#open-roles h3 a').map((a) => a.getAttribute('href'));
    expect(links).toEqual(openJobs.map((j) => j.path));
    expect(normalise(doc.querySelector('#open-roles [role="status"]')?.textContent ?? '')).toBe(
      careersText.countMany.replace('{count}', String(openJobs.length)),
    );
  });

  it('shows each role with its domain, its place and its pay when given', () => {
    for (const job of openJobs) {
      const heading = doc.querySelectorAll('#open-roles h3').find((h) => h.querySelector(`a[href="${job.path}"]`));
      const card = normalise(heading?.parentNode?.textContent ?? '');
      expect(card, job.path).toContain(
        capabilities.find((c) => c.id === job.data.domain)?.name ?? `domain ${job.data.domain}`,
      );
      if (job.data.location) expect(card, job.path).toContain(`${job.data.location.city}, ${job.data.location.region}`);
      if (job.data.pay) expect(card, job.path).toContain(job.data.pay.min.toLocaleString('en-US'));
    }
  });

  it('offers the feed in its head', () => {
    const link = doc.querySelector('link[rel="alternate"][type="application/rss+xml"]');
    expect(link?.getAttribute('href')).toBe('/careers/rss.xml');
  });

  it('leads to the general application, from its section and from the filters', () => {
    expect(doc.querySelector('#general-application a')?.getAttribute('href')).toBe(GENERAL_APPLICATION_PATH);
    expect(doc.querySelector('#open-roles astro-island')?.getAttribute('props')).toContain(GENERAL_APPLICATION_PATH);
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
