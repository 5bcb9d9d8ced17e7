/** A job opening (src/content/jobs/<slug>.md: the file name is the slug, served at /careers/<slug>). */
import { z } from 'astro/zod';
import { matching, rule, withRules } from '../checks';
import { description } from './common';

/** The ways a role is offered, and where the work happens. */
export const EMPLOYMENT_TYPES = ['contract', 'contract-to-hire', 'permanent', 'internship'] as const;
export const WORKPLACES = ['on-site', 'hybrid', 'remote'] as const;
export const PAY_UNITS = ['HOUR', 'DAY', 'YEAR'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export type Workplace = (typeof WORKPLACES)[number];
export type PayUnit = (typeof PAY_UNITS)[number];

/** A U.S. place of work: the city, the state's two-letter code, the ZIP code and, when known, the street. */
const jobLocationSchema = z
  .object({
    city: z.string().min(2).describe('The city the work is in.'),
    region: matching(/^[A-Z]{2}$/, 'must be a two-letter state code, e.g. IL').describe(
      "The state's two-letter code, e.g. IL.",
    ),
    postalCode: matching(/^\d{5}$/, 'must be a five-digit ZIP code, e.g. 62701').describe('Five digits.'),
    street: z.string().min(3).optional().describe('Street and number, when the role is at one address.'),
  })
  .describe('Where the work is. Required for on-site and hybrid roles; leave empty for a remote role.');

/** A pay range: whole amounts, min ≤ max, per hour, day or year. */
const payRangeSchema = withRules(
  z.object({
    min: z.number().positive().describe('The lowest pay offered, a whole amount.'),
    max: z.number().positive().describe('The highest pay offered; the same as Min for a single figure.'),
    currency: matching(/^[A-Z]{3}$/, 'must be a three-letter currency code, e.g. USD').describe(
      'Three capital letters, e.g. USD.',
    ),
    unit: z.enum(PAY_UNITS).describe('Whether the amounts are per hour, per day or per year.'),
  }),
  [rule('min', 'The lowest pay must not be more than the highest.', (p) => p.min <= p.max)],
).describe('Optional: the pay range, shown on the role and given to search engines. Fill in all four or none.');

const jobFields = z.object({
  title: z
    .string()
    .min(3)
    .max(60)
    .describe("The role's name, e.g. DevOps Engineer; a new role's address is made from it."),
  domain: z.string().min(1).describe('The staffing domain the role belongs to; the filters on /careers use it.'),
  employmentType: z.enum(EMPLOYMENT_TYPES).describe('How the role is offered.'),
  workplace: z
    .enum(WORKPLACES)
    .describe('Where the work happens. A remote role needs Remote region; the others need Location.'),
  location: jobLocationSchema.optional(),
  remoteRegion: z
    .string()
    .min(2)
    .max(80)
    .optional()
    .describe('Remote roles only: where the hire must live, e.g. United States (Central time zone).'),
  pay: payRangeSchema.optional(),
  posted: z.coerce.date().describe('The day the role was posted; the newest roles come first.'),
  closes: z.coerce.date().describe('The last day applications are taken; after it the role shows as closed.'),
  description,
  summary: z.string().min(40).max(240).describe('Two lines on the role in the list of open roles.'),
});

/** One role. `domain` is a staffing domain's id; the build stops on an unknown one (src/lib/careers/content.ts). */
export const jobSchema = withRules(jobFields, [
  rule('remoteRegion', 'A remote role needs its region.', (job) => job.workplace !== 'remote' || !!job.remoteRegion),
  rule(
    'location',
    'An on-site or hybrid role needs its location: city, state and ZIP code.',
    (job) => job.workplace === 'remote' || !!job.location,
  ),
  rule('closes', 'The closing date must not be before the posting date.', (job) => job.closes >= job.posted),
]);

export type JobData = z.infer<typeof jobSchema>;
export type JobLocation = z.infer<typeof jobLocationSchema>;
export type PayRange = z.infer<typeof payRangeSchema>;
