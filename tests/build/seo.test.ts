import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TAB_TITLE_MAX } from '../../src/lib/site/tabTitle';
import { describe, expect, it } from 'vitest';
import { DIST, readBuilt } from '../support/dist';
import { allRoutes, categories, site } from '../support/site';
import { shareImagePath } from '../../src/lib/site/shareImage';

const routes = allRoutes();

function jsonLd(path: string): Record<string, unknown>[] {
  const script = readBuilt(path).querySelector('script[type="application/ld+json"]');
  expect(script, `${path} has JSON-LD`).toBeTruthy();
  return JSON.parse(script?.textContent ?? '') as Record<string, unknown>[];
}

describe('search and sharing metadata', () => {
  it.each(routes.map((r) => [r.path]))('%s has its title, canonical URL, share tags and icons', (path) => {
    const doc = readBuilt(path);
    const meta = (sel: string) => doc.querySelector(sel)?.getAttribute('content');
    expect(doc.querySelector('html')?.getAttribute('lang')).toBe('en');
    // The page's title and the company's name, shortened by the build where that passes what search results show.
    const title = doc.querySelector('title')?.textContent ?? '';
    expect(title.length, title).toBeLessThanOrEqual(TAB_TITLE_MAX);
    expect(title).toMatch(/\S/);
    const route = routes.find((r) => r.path === path);
    if (route?.noindex) {
      // A closed role or an empty filtered list: kept out of search engines, so no canonical URL.
      expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
      expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
    } else {
      expect(doc.querySelector('meta[name="robots"]')).toBeNull();
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(new URL(path, site.url).href);
    }
    expect(meta('meta[property="og:title"]')).toBe(doc.querySelector('title')?.textContent);
    expect(meta('meta[property="og:description"]')).toBe(meta('meta[name="description"]'));
    expect(meta('meta[property="og:url"]')).toBe(new URL(path, site.url).href);
    expect(meta('meta[property="og:image"]')).toBe(new URL(shareImagePath(path), site.url).href);
    expect(meta('meta[name="twitter:image"]')).toBe(meta('meta[property="og:image"]'));
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(meta('meta[name="color-scheme"]')).toBe('light dark');
    expect(meta('meta[name="theme-color"][media="(prefers-color-scheme: light)"]')).toBe(site.themeColor);
    expect(meta('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')).toBe(site.themeColorDark);
    for (const icon of [
      'link[rel="icon"][type="image/svg+xml"]',
      'link[rel="icon"][type="image/png"]',
      'link[rel="apple-touch-icon"]',
    ]) {
      expect(doc.querySelector(icon), icon).toBeTruthy();
    }
  });

  it.each([...routes.map((r) => [r.path]), ['/404']])('%s has its own share image, a 1200×630 PNG', (path) => {
    const url = readBuilt(path).querySelector('meta[property="og:image"]')?.getAttribute('content') ?? '';
    expect(url).toBe(new URL(shareImagePath(path), site.url).href);
    const png = readFileSync(join(DIST, new URL(url).pathname));
    // The PNG signature, then the IHDR chunk: width and height as 32-bit big-endian numbers.
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('no two pages share an image', () => {
    const images = [...routes.map((r) => r.path), '/404'].map((path) =>
      readBuilt(path).querySelector('meta[property="og:image"]')?.getAttribute('content'),
    );
    expect(new Set(images).size).toBe(images.length);
  });

  it('the 404 page is kept out of search engines', () => {
    const doc = readBuilt('/404');
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('robots.txt points to the sitemap', () => {
    expect(readFileSync(join(DIST, 'robots.txt'), 'utf8')).toContain(
      `Sitemap: ${new URL('/sitemap-index.xml', site.url).href}`,
    );
  });
});

describe('structured data', () => {
  // Search engines need the company once; it is in full on the pages about it.
  const companyPages = ['/', '/about', '/contact'];
  it.each(companyPages.map((p) => [p]))('%s describes the company from the config', (path) => {
    const org = jsonLd(path).find((d) => d['@type'] === 'Organization');
    expect(org).toMatchObject({
      name: site.name,
      email: site.email,
      telephone: site.phone.dial,
      sameAs: [site.linkedin],
      address: { streetAddress: site.address.street, postalCode: site.address.postalCode },
    });
  });

  it.each(routes.map((r) => [r.path]))('%s names the company wherever its data refers to it', (path) => {
    const script = readBuilt(path).querySelector('script[type="application/ld+json"]');
    const refs: Record<string, unknown>[] = [];
    JSON.parse(script?.textContent ?? '[]', (_, value: unknown) => {
      const node = value as Record<string, unknown> | null;
      if (node && typeof node === 'object' && node['@id'] === new URL('/#organization', site.url).href) refs.push(node);
      return value;
    });
    for (const ref of refs) expect(ref).toMatchObject({ '@type': 'Organization', name: site.name });
    // In full (with the address) only on the pages about the company.
    if (!companyPages.includes(path)) expect(refs.filter((r) => 'address' in r)).toEqual([]);
  });

  it.each(routes.filter((r) => r.kind === 'service').map((r) => [r.path, r]))(
    '%s has its breadcrumb trail and service',
    (path, route) => {
      const data = jsonLd(path);
      const trail = data.find((d) => d['@type'] === 'BreadcrumbList')?.['itemListElement'] as {
        name: string;
        item: string;
      }[];
      expect(trail.map((s) => s.name)).toEqual([
        'Home',
        'Our Programs',
        categories[route.category ?? 'it'].label,
        route.h1,
      ]);
      expect(trail.at(-1)?.item).toBe(new URL(path, site.url).href);
      expect(data.find((d) => d['@type'] === 'Service')).toMatchObject({
        name: route.h1,
        url: new URL(path, site.url).href,
      });
    },
  );

  it('category pages have a three-step trail and no Service', () => {
    for (const path of ['/Itconsultingservices', '/Learningdevelopment', '/Staffingservices']) {
      const data = jsonLd(path);
      const trail = data.find((d) => d['@type'] === 'BreadcrumbList')?.['itemListElement'] as unknown[];
      expect(trail, path).toHaveLength(3);
      expect(data.some((d) => d['@type'] === 'Service')).toBe(false);
    }
  });
});
