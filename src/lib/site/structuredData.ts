/**
 * schema.org JSON-LD for search engines: the company (in full on the pages
 * about it: home, /about, /contact; search engines need it once, not on every
 * page) and the breadcrumb trail; each feature's own types are in its
 * structuredData.ts. Pure.
 */
import type { BreadcrumbList, Organization, Thing, WithContext } from 'schema-dts';
import type { Site } from '../../content/schema';
import type { Crumb } from './routes';

/** A JSON-LD object for a page: a schema.org thing with its @context (schema-dts types). */
export type JsonLd = WithContext<Thing>;

/** The company in full: name, address, contact details, logo, profile. */
export function organization(origin: string, s: Site): WithContext<Organization> {
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

/** The company where another object names it (a provider, an author): its id, name and address, enough on its own. */
export function organizationRef(origin: string, s: Pick<Site, 'name'>): Organization {
  return { '@type': 'Organization', '@id': `${origin}/#organization`, name: s.name, url: `${origin}/` };
}

/** The breadcrumb trail, Home first and the current page last, as the page shows it. */
export function breadcrumbList(origin: string, trail: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: step.label,
      item: new URL(step.href, origin).href,
    })),
  };
}

/** JSON for a <script type="application/ld+json">: "<" escaped so no text can close the element. */
export function toScriptJson(data: JsonLd | readonly JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
