/** The company's details: name, contact, address, map position and colors. */
import { z } from 'astro/zod';
import { matching, urlStarting } from '../checks';

/** Keeps a printed phone number on one line: no-break spaces and no-break hyphens. */
const unbreakable = (s: string): string => s.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');

/** The company's details (src/content/data/site.yml), read by getSite(). */
export const siteSchema = z.object({
  name: z.string().min(2).max(60).describe('The full company name: page titles, the footer, search engines.'),
  shortName: z.string().min(2).max(24).describe('Used in the logo and on share images.'),
  tagline: z.string().min(10).max(80).describe('One line that says what the company does.'),
  url: urlStarting('https://', 'must be an https:// address').describe(
    "The public address of the site. The build's SITE_URL setting, when set, takes its place.",
  ),
  email: z
    .email('must be an e-mail address, e.g. info@company.example')
    .meta({ patternMessage: 'must be an e-mail address, e.g. info@company.example' })
    .describe('Shown on the contact page and in the footer; every page invites visitors to write to it.'),
  phone: z
    .object({
      display: matching(/^[+0-9 ()-]{7,25}$/, 'must be digits, spaces, +, ( ) and - only, e.g. +1 (312) 555-0100')
        .transform(unbreakable)
        .describe('The number as printed on the page, e.g. +1 (312) 555-0100.'),
      dial: matching(/^\+[1-9]\d{6,14}$/, 'must be + and digits only, e.g. +13125550100').describe(
        'The same number as a phone dials it: + and digits only, e.g. +13125550100.',
      ),
    })
    .describe('Change both lines together.'),
  address: z
    .object({
      street: z.string().min(3).describe('Street, number and suite.'),
      locality: z.string().min(2).describe('City.'),
      region: z.string().min(2).describe('State, e.g. IL.'),
      postalCode: z.string().min(3).max(10).describe('ZIP code.'),
      country: z.string().min(2).describe('Country, as printed, e.g. United States.'),
      countryCode: matching(/^[A-Z]{2}$/, 'must be a two-letter country code, e.g. US').describe(
        'Two capital letters, for search engines, e.g. US.',
      ),
    })
    .describe('The office address: the contact page, the footer and search engines.'),
  geo: z
    .object({
      latitude: z.number().min(-90).max(90).describe('North is positive, e.g. 39.80.'),
      longitude: z.number().min(-180).max(180).describe('West is negative, e.g. -89.65.'),
      zoom: z.number().int().min(1).max(19).describe('1 shows the world, 19 a single building.'),
    })
    .describe('Where the office is, for the map on the contact page.'),
  linkedin: urlStarting('https://www.linkedin.com/', 'must be a LinkedIn address').describe(
    "The company's LinkedIn page, linked from the footer and given to search engines.",
  ),
  foundedYear: z
    .number()
    .int()
    .min(1900)
    .max(2100)
    .describe('The first year of the copyright line; the footer adds the current year.'),
  themeColor: matching(/^#[0-9a-fA-F]{6}$/, 'must be a color like #0b3d5c').describe(
    'The color of the browser toolbar on phones, e.g. #0b3d5c.',
  ),
  themeColorDark: matching(/^#[0-9a-fA-F]{6}$/, 'must be a color like #0b2a3e').describe(
    'The color of the browser toolbar on phones set to the dark scheme, e.g. #0b2a3e.',
  ),
});

export type Site = z.infer<typeof siteSchema>;
