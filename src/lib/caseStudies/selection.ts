/**
 * Case studies: their order and which of them a service page shows. Pure:
 * no content reading, no I/O. Their routes: src/lib/site/routes.ts.
 */

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
