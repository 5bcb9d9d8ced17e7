/**
 * Roles: open or closed, newest first, and the words and figures the site
 * shows for one (pay, place, dates, the apply subject). Pure.
 */
import type { CardItem } from '../utils/listFilters';
import type { CareersText, EmploymentType, JobLocation, PayRange, Workplace } from '../../content/schema';
import { fill } from '../utils/fill';
import { money } from '../utils/money';
import { rolePath } from '../site/routes';
import { roleValues } from './filters';

/** What these functions need of a role (a job entry's data, whatever its domain's form). */
export interface JobFacts {
  title: string;
  employmentType: EmploymentType;
  workplace: Workplace;
  location?: JobLocation | undefined;
  remoteRegion?: string | undefined;
  pay?: PayRange | undefined;
  posted: Date;
  closes: Date;
}

/** A date as "YYYY-MM-DD" (dates from content are midnight UTC). */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** Open on the build date: posted on or before it and closing on or after it (the closing day is the last day). */
export function isOpen(job: Pick<JobFacts, 'posted' | 'closes'>, buildDate: string): boolean {
  return isoDay(job.posted) <= buildDate && buildDate <= isoDay(job.closes);
}

/** For sort(): the most recently posted first, then by title. */
export function newestFirst(a: Pick<JobFacts, 'posted' | 'title'>, b: Pick<JobFacts, 'posted' | 'title'>): number {
  return b.posted.getTime() - a.posted.getTime() || a.title.localeCompare(b.title);
}

/** "$42–$54 an hour", "$165,000–$195,000 a year"; one figure when min = max. */
export function formatPay(pay: PayRange, units: CareersText['payUnits']): string {
  const range =
    pay.min === pay.max
      ? money(pay.min, pay.currency)
      : `${money(pay.min, pay.currency)}–${money(pay.max, pay.currency)}`;
  return `${range} ${units[pay.unit]}`;
}

/** Where the work is: "Chicago, IL", or for a remote role the region a hire must live in. */
export function placeOf(job: Pick<JobFacts, 'location' | 'remoteRegion'>): string {
  return job.location ? `${job.location.city}, ${job.location.region}` : (job.remoteRegion ?? '');
}

/** "November 19, 2026" (the date as written in the content, not shifted by a time zone). */
export function formatDay(date: Date): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** The subject of an application e-mail: the role's title and identifier, or the general subject. */
export function applySubject(
  text: Pick<CareersText, 'applySubject' | 'generalSubject'>,
  role?: { title: string; id: string },
): string {
  return role ? fill(text.applySubject, { title: role.title, id: role.id }) : text.generalSubject;
}

export { countText } from '../utils/listFilters';

/** One row of the open-roles list, as its card shows it. */
export interface RoleSummary {
  slug: string;
  href: string;
  title: string;
  summary: string;
  domain: string;
  domainName: string;
  type: EmploymentType;
  typeLabel: string;
  workplace: Workplace;
  /** "Hybrid, Chicago, IL" / "Remote, United States". */
  where: string;
  pay?: string;
  posted: string;
}

/** A role as its card in the open-roles list shows it, with the values the filters read. */
export function roleCard(role: RoleSummary): CardItem {
  return {
    id: role.slug,
    href: role.href,
    title: role.title,
    facts: [role.domainName, role.typeLabel, role.where, ...(role.pay ? [role.pay] : [])],
    summary: role.summary,
    filters: roleValues(role),
  };
}

export function roleSummary(
  slug: string,
  job: JobFacts & { summary: string },
  domain: { id: string; name: string },
  text: Pick<CareersText, 'employmentTypes' | 'workplaces' | 'payUnits'>,
): RoleSummary {
  return {
    slug,
    href: rolePath(slug),
    title: job.title,
    summary: job.summary,
    domain: domain.id,
    domainName: domain.name,
    type: job.employmentType,
    typeLabel: text.employmentTypes[job.employmentType],
    workplace: job.workplace,
    where: `${text.workplaces[job.workplace]}, ${placeOf(job)}`,
    ...(job.pay ? { pay: formatPay(job.pay, text.payUnits) } : {}),
    posted: isoDay(job.posted),
  };
}
