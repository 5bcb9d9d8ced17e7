/**
 * Case studies: their order and which of them a service page shows. Pure:
 * no content reading, no I/O. Their routes: src/lib/site/routes.ts.
 */
import { FIRST_FEW, groupsPast, type Group } from '../site/pagination';
import { serviceCaseStudiesPath } from '../site/routes';
import { fill } from '../utils/fill';

interface Dated {
  slug: string;
  date: Date;
}

/** For sort(): the most recent engagement first, then by slug, so the order never depends on the file system. */
export function newestCaseFirst(a: Dated, b: Dated): number {
  return b.date.getTime() - a.date.getTime() || a.slug.localeCompare(b.slug);
}

/** The case studies that name a service (by its id, the service file name), in the order given. */
export function casesForService<T extends { services: readonly { id: string }[] }>(
  cases: readonly T[],
  serviceId: string,
): T[] {
  return cases.filter((c) => c.services.some((s) => s.id === serviceId));
}

/** The words of the list of a service's case studies (src/content/pages/case-studies.md: caseStudy); {service} is its name. */
export interface CaseStudyGroupWords {
  serviceTitle: string;
  serviceLead: string;
}

/**
 * The lists of every case study that used one service (at serviceCaseStudiesPath), for each service whose
 * page shows only the newest `few`; `cases` in the order the lists keep.
 */
export function caseStudyGroups<T extends { services: readonly { id: string }[] }>(
  cases: readonly T[],
  services: readonly { id: string; title: string }[],
  words: CaseStudyGroupWords,
  few: number = FIRST_FEW.serviceCaseStudies,
): Group<T>[] {
  return groupsPast(services, few, (s) => ({
    path: serviceCaseStudiesPath(s.id),
    title: fill(words.serviceTitle, { service: s.title }),
    lead: fill(words.serviceLead, { service: s.title }),
    items: casesForService(cases, s.id),
  }));
}
