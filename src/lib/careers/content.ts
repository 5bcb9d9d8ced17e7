/** The job openings and the careers pages' words. */
import type { CareersText } from '../../content/schema';
import { buildDate } from '../site/buildDate';
import { isOpen, newestFirst, roleSummary, type RoleSummary } from './jobs';
import { roleFilters } from './filters';
import type { ListFilter } from '../utils/listFilters';
import { CAREERS_PATH, rolePath, trail, type Crumb } from '../site/routes';
import { entriesOf, getPage, objectOf, perBuild, type JobEntry } from '../site/collections';
import { getDomains, getSite } from '../site/content';

/** The careers pages' words (src/content/data/careers.yml). */
export function getCareersText(): Promise<CareersText> {
  return objectOf('careers');
}

/** A role with what the pages need: its route, its domain and whether it is open on the build date. */
export interface JobView {
  entry: JobEntry;
  slug: string;
  href: string;
  domain: { id: string; name: string };
  open: boolean;
  summary: RoleSummary;
}

/** Every role, open and closed, newest first. */
export const getJobs = perBuild(async (): Promise<JobView[]> => {
  const [entries, groups, text] = await Promise.all([entriesOf('jobs'), getDomains(), getCareersText()]);
  const today = buildDate();
  return [...entries]
    .sort((a, b) => newestFirst(a.data, b.data))
    .map((entry) => {
      const group = groups.find((g) => g.id === entry.data.domain);
      if (!group)
        throw new Error(
          `src/content/jobs/${entry.id}.md: unknown domain "${entry.data.domain}" (src/content/data/domains.yml)`,
        );
      const domain = { id: group.id, name: group.name };
      return {
        entry,
        slug: entry.id,
        href: rolePath(entry.id),
        domain,
        open: isOpen(entry.data, today),
        summary: roleSummary(entry.id, entry.data, domain, text),
      };
    });
});

/** The open roles' filters (domain, employment type, workplace). */
export async function getRoleFilters(): Promise<ListFilter[]> {
  return roleFilters(await getCareersText(), await getDomains());
}

/** Home › Careers › a page under it: a role, or the general application. */
export async function careersTrail(current: Crumb): Promise<Crumb[]> {
  const site = await getSite();
  const careers = await getPage('careers');
  return trail(site.name, [{ label: careers.data.title, href: CAREERS_PATH }], current);
}

/** Home › Careers › the role. */
export async function jobTrail(job: JobView): Promise<Crumb[]> {
  return careersTrail({ label: job.entry.data.title, href: job.href });
}
