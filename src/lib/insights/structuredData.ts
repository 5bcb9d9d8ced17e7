/**
 * schema.org JSON-LD of the insights pages: an article as a BlogPosting and
 * a person's page as a ProfilePage about a Person, with the properties
 * Google documents as required and recommended for each (Article: headline,
 * image, datePublished, dateModified, author with name and url; ProfilePage:
 * mainEntity with name, plus description, image, sameAs). Pure.
 */
import type { BlogPosting, Person, ProfilePage, WithContext } from 'schema-dts';
import type { Site } from '../../content/schema';

/** "YYYY-MM-DD" of a date. */
const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** A person as an article names its author: name, job title and their page on this site. */
export interface PersonFacts {
  name: string;
  role: string;
  /** Their page on this site, e.g. /people/priya-raman. */
  path: string;
  /** Their photo as served (src/lib/site/images.ts), e.g. /_astro/priya-raman.Hash_Z1a2b3.webp. */
  photo?: string | undefined;
  /** An external profile. */
  profile?: string | undefined;
  description?: string | undefined;
}

/** A person as another object names them: name, job title, url (their page here). */
export function personRef(origin: string, p: PersonFacts) {
  return { '@type': 'Person', name: p.name, jobTitle: p.role, url: new URL(p.path, origin).href } as const;
}

/** The company as publisher or employer: by its id (its full data is on home, /about and /contact), name and logo. */
function companyRef(origin: string, company: Pick<Site, 'name'>) {
  return {
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: company.name,
    url: `${origin}/`,
    logo: new URL('/apple-touch-icon.png', origin).href,
  } as const;
}

/** An article, written by people of the company and published by it. */
export function blogPosting(
  origin: string,
  company: Pick<Site, 'name'>,
  a: {
    headline: string;
    description: string;
    path: string;
    published: Date;
    updated?: Date | undefined;
    /** Its share image (src/lib/site/shareImage.ts). */
    image: string;
    authors: readonly PersonFacts[];
    keywords: readonly string[];
    wordCount: number;
  },
): WithContext<BlogPosting> {
  const url = new URL(a.path, origin).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: a.headline,
    description: a.description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: new URL(a.image, origin).href,
    datePublished: isoDay(a.published),
    dateModified: isoDay(a.updated ?? a.published),
    author: a.authors.map((p) => personRef(origin, p)),
    publisher: companyRef(origin, company),
    keywords: [...a.keywords],
    wordCount: a.wordCount,
    inLanguage: 'en-US',
  };
}

/** A person's page: a ProfilePage whose main entity is the person, working for the company. */
export function profilePage(
  origin: string,
  company: Pick<Site, 'name'>,
  p: PersonFacts & { knowsAbout: readonly string[] },
): WithContext<ProfilePage> {
  const url = new URL(p.path, origin).href;
  const person: Person = {
    ...personRef(origin, p),
    ...(p.description ? { description: p.description } : {}),
    worksFor: companyRef(origin, company),
    knowsAbout: [...p.knowsAbout],
    ...(p.photo ? { image: new URL(p.photo, origin).href } : {}),
    ...(p.profile ? { sameAs: [p.profile] } : {}),
  };
  return { '@context': 'https://schema.org', '@type': 'ProfilePage', url, mainEntity: person };
}
