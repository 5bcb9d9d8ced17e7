/** Every word of the careers pages that is not in a page's Markdown (src/content/data/careers.yml). */
import { z } from 'astro/zod';
import { closingSchema, description, template, text, wordFor } from './common';
import { EMPLOYMENT_TYPES, WORKPLACES, type EmploymentType, type Workplace } from './job';

export const careersTextSchema = z.object({
  openRolesHeading: text.describe('The heading of the list of open roles on /careers.'),
  readFirst: text.describe(
    'On /careers, before the links from the top of the page to its sections after the list (Why work with us, How we hire).',
  ),
  filtersLegend: text.describe('The name of the group of filters, read by screen readers.'),
  filterDomainLabel: text.describe('The label of the domain filter.'),
  filterTypeLabel: text.describe('The label of the employment type filter.'),
  filterWorkplaceLabel: text.describe('The label of the workplace filter.'),
  filterAllOption: text.describe('The choice of each filter that shows every role, e.g. All.'),
  countOne: text.describe('The count above the list when one role matches.'),
  countMany: template('count').describe('The count when several match; {count} is the number.'),
  noMatch: text.describe('Shown when no open role matches the filters.'),
  noMatchLink: text.describe('The link to the general application under that line.'),
  generalHeading: text.describe("The general application's heading on /careers, and its page's title."),
  generalIntro: text.describe('Under that heading, on both pages.'),
  generalSubject: text.describe('The subject line of a general application e-mail.'),
  generalLink: text.describe('The button on /careers to the general application page.'),
  generalDescription: description.describe("The general application page's description for search engines."),
  generalClosing: closingSchema.describe('The closing block of the general application page.'),
  closedNotice: text.describe('The notice at the top of a closed role.'),
  closedOthers: template('domain').describe("On a closed role: the heading of the domain's open roles."),
  closedNoOthers: text.describe('On a closed role, when its domain has no open role.'),
  allRolesLink: text.describe('The link back to every open role.'),
  applyHeading: text.describe("The heading of a role's application form."),
  applyByEmail: text.describe('The line that offers to apply by e-mail instead.'),
  applyByEmailLink: template('email').describe('The e-mail link; {email} is the address.'),
  applySubject: template('title', 'id').describe("The e-mail's subject; {title} is the role, {id} its address."),
  details: z
    .object({
      domain: text.describe('The label before the domain.'),
      type: text.describe('The label before the employment type.'),
      workplace: text.describe('The label before the workplace.'),
      location: text.describe('The label before the location.'),
      pay: text.describe('The label before the pay range.'),
      posted: text.describe('The label before the date posted.'),
      closes: text.describe('The label before the closing date.'),
    })
    .describe("The labels of a role's details."),
  remoteNotice: template('region').describe('On a remote role; {region} is where the hire must live.'),
  payUnits: z
    .object({
      HOUR: text.describe('After an hourly amount, e.g. "an hour".'),
      DAY: text.describe('After a daily amount.'),
      YEAR: text.describe('After a yearly amount.'),
    })
    .describe('The words after a pay amount.'),
  feedTitle: template('company').describe("The roles feed's title; {company} is the company's name."),
  feedDescription: text.describe("The roles feed's description."),
  staffingForCandidatesHeading: text.describe('On the staffing page: the heading of the block for job seekers.'),
  staffingForCandidates: text.describe('The paragraph of that block.'),
  staffingForCandidatesLink: text.describe("That block's link to /careers."),
  heroJobSeekersLink: text.describe("The home page's link for job seekers, under the main button."),
  employmentTypes: wordFor(EMPLOYMENT_TYPES, 'How the site names the employment type').describe(
    'Each employment type as the site prints it.',
  ),
  workplaces: wordFor(WORKPLACES, 'How the site names the workplace').describe('Each workplace as the site prints it.'),
});

export type CareersText = z.infer<typeof careersTextSchema>;
export type { EmploymentType, Workplace };
