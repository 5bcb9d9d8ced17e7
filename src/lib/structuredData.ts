/**
 * schema.org JSON-LD for search engines, built from the config: the company
 * on every page, the breadcrumb trail, and the service on detail pages.
 */
import { site as defaultSite, type Site } from '../config/site';

export interface Crumb {
  label: string;
  href: string;
}

type JsonLd = Record<string, unknown>;

export function organization(origin: string, s: Site = defaultSite): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: s.name,
    url: `${origin}/`,
    logo: `${origin}/apple-touch-icon.png`,
    email: s.email,
    telephone: s.phone.dial,
    address: {
      '@type': 'PostalAddress',
      streetAddress: s.address.street,
      addressLocality: s.address.locality,
      addressRegion: s.address.region,
      postalCode: s.address.postalCode,
      addressCountry: s.address.countryCode,
    },
    sameAs: [s.linkedin],
  };
}

/** Home, the given parents, then the current page (which has no link of its own). */
export function breadcrumbList(
  origin: string,
  parents: readonly Crumb[],
  current: { name: string; path: string },
): JsonLd {
  const steps = [{ label: 'Home', href: '/' }, ...parents, { label: current.name, href: current.path }];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: step.label,
      item: new URL(step.href, origin).href,
    })),
  };
}

export function service(origin: string, name: string, description: string, path: string, category: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name,
    description,
    serviceType: category,
    url: new URL(path, origin).href,
    provider: { '@id': `${origin}/#organization` },
  };
}

/** JSON for a <script type="application/ld+json">: "<" escaped so no text can close the element. */
export function toScriptJson(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
