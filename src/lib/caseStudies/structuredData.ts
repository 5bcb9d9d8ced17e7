/** schema.org JSON-LD of a case study page. Pure. */
import type { Article, WithContext } from 'schema-dts';
import type { Site } from '../../content/schema';
import { organizationRef } from '../site/structuredData';

/** A case study as an Article, published by the company, about the services it used. */
export function article(
  origin: string,
  company: Pick<Site, 'name'>,
  a: { headline: string; description: string; path: string; date: Date; image: string; about: readonly string[] },
): WithContext<Article> {
  const day = a.date.toISOString().slice(0, 10);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: a.headline,
    description: a.description,
    url: new URL(a.path, origin).href,
    mainEntityOfPage: new URL(a.path, origin).href,
    image: new URL(a.image, origin).href,
    datePublished: day,
    dateModified: day,
    author: organizationRef(origin, company),
    publisher: organizationRef(origin, company),
    about: a.about.map((name) => ({ '@type': 'Service', name })),
  };
}
