/**
 * schema.org JobPosting for one open role, following Google's job-posting
 * structured data rules: required title, description (HTML), datePosted,
 * hiringOrganization and jobLocation (or, for a fully remote role,
 * jobLocationType TELECOMMUTE with applicantLocationRequirements); and the
 * recommended validThrough, employmentType, baseSalary, identifier and
 * directApply. Pure. A closed role gets none.
 */
import type { EmploymentType, Site } from '../../content/schema';
import { isoDay, type JobFacts } from './jobs';
import { rolePath } from '../site/routes';
import type { JobPosting, WithContext } from 'schema-dts';

/** Google's employmentType values. */
export const GOOGLE_EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
] as const;
export type GoogleEmploymentType = (typeof GOOGLE_EMPLOYMENT_TYPES)[number];

const EMPLOYMENT: Record<EmploymentType, GoogleEmploymentType | GoogleEmploymentType[]> = {
  contract: 'CONTRACTOR',
  // A contract first, then a permanent post.
  'contract-to-hire': ['CONTRACTOR', 'FULL_TIME'],
  permanent: 'FULL_TIME',
  internship: 'INTERN',
};

export function googleEmploymentType(type: EmploymentType): GoogleEmploymentType | GoogleEmploymentType[] {
  return EMPLOYMENT[type];
}

interface Input {
  origin: string;
  site: Site;
  /** The role's slug: its identifier and its page /careers/<slug>. */
  slug: string;
  job: JobFacts;
  /** The full description as HTML (for a remote role, stating the region). */
  descriptionHtml: string;
}

function where({
  job,
  site,
}: Input): Pick<JobPosting & object, 'jobLocation' | 'jobLocationType' | 'applicantLocationRequirements'> {
  if (job.workplace === 'remote' || !job.location) {
    return {
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: site.address.countryCode },
    };
  }
  const { street, city, region, postalCode } = job.location;
  return {
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(street ? { streetAddress: street } : {}),
        addressLocality: city,
        addressRegion: region,
        postalCode,
        addressCountry: site.address.countryCode,
      },
    },
  };
}

export function jobPosting(input: Input): WithContext<JobPosting> {
  const { origin, site, slug, job, descriptionHtml } = input;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionHtml,
    url: new URL(rolePath(slug), origin).href,
    datePosted: isoDay(job.posted),
    validThrough: isoDay(job.closes),
    employmentType: googleEmploymentType(job.employmentType),
    hiringOrganization: {
      '@type': 'Organization',
      name: site.name,
      sameAs: `${origin}/`,
      logo: `${origin}/apple-touch-icon.png`,
    },
    ...where(input),
    ...(job.pay
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: job.pay.currency,
            value: {
              '@type': 'QuantitativeValue',
              minValue: job.pay.min,
              maxValue: job.pay.max,
              unitText: job.pay.unit,
            },
          },
        }
      : {}),
    identifier: { '@type': 'PropertyValue', name: site.name, value: slug },
    directApply: true,
  };
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The description: the role's body as HTML, after a paragraph with the notice (a remote role's region), if any. */
export function postingDescription(bodyHtml: string, notice?: string): string {
  return notice ? `<p>${escapeHtml(notice)}</p>\n${bodyHtml}` : bodyHtml;
}
