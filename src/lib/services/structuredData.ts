/** schema.org JSON-LD of a service page: the service, provided by the company. Pure. */
import type { Service, WithContext } from 'schema-dts';
import type { Site } from '../../content/schema';
import { organizationRef } from '../site/structuredData';

/** A service page as a schema.org Service. */
export function service(
  origin: string,
  company: Pick<Site, 'name'>,
  s: { name: string; description: string; path: string; category: string },
): WithContext<Service> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: s.name,
    description: s.description,
    serviceType: s.category,
    url: new URL(s.path, origin).href,
    provider: organizationRef(origin, company),
  };
}
