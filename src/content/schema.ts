/**
 * Schemas for everything in src/content/. Astro validates every entry against
 * these at build time; a malformed entry stops the build with an error naming
 * the file and the field.
 */
import { z } from 'astro/zod';
import { matching, sitePath, urlStarting } from './checks';

/** A meta description: search engines show about 160 characters. */
const description = z
  .string()
  .trim()
  .min(50)
  .max(160)
  .describe('The summary search engines and link previews show under the title: 50 to 160 characters.');

const link = z.object({
  label: z.string().min(1).describe('The words of the link.'),
  href: sitePath.describe('The page it opens, e.g. /about.'),
});

/** A route written without its slash, in its exact case, e.g. "Itconsultingservices". */
const routeId = matching(/^[A-Za-z][A-Za-z0-9-]*$/, 'must be a route without the slash, e.g. "Cybersecurity"');

/** Keeps a printed phone number on one line: no-break spaces and no-break hyphens. */
const unbreakable = (s: string): string => s.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');

/** The company's identity (src/content/data/site.yml). */
export const identitySchema = z.object({
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
        .describe('The number as printed on the page, e.g. +1 (217) 555-0142.'),
      dial: matching(/^\+[1-9]\d{6,14}$/, 'must be + and digits only, e.g. +13125550100').describe(
        'The same number as a phone dials it: + and digits only, e.g. +12175550142.',
      ),
    })
    .describe('Change both lines together.'),
  address: z.object({
    street: z.string().min(3).describe('Street, number and suite.'),
    locality: z.string().min(2).describe('City.'),
    region: z.string().min(2).describe('State, e.g. IL.'),
    postalCode: z.string().min(3).max(10),
    country: z.string().min(2),
    countryCode: matching(/^[A-Z]{2}$/, 'must be a two-letter country code, e.g. US').describe(
      'Two capital letters, for search engines, e.g. US.',
    ),
  }),
  geo: z
    .object({
      latitude: z.number().min(-90).max(90),
      longitude: z.number().min(-180).max(180),
      zoom: z.number().int().min(1).max(19).describe('1 shows the world, 19 a single building.'),
    })
    .describe('Where the office is, for the map on the contact page.'),
  linkedin: urlStarting('https://www.linkedin.com/', 'must be a LinkedIn address'),
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

import { CATEGORY_IDS, PROGRAM_IDS, type Category, type ProgramId } from './ids';
export { CATEGORY_IDS, PROGRAM_IDS, type Category, type ProgramId };

/** One program card (src/content/data/programs.yml); its name is its page's title. */
export const programSchema = z.object({
  id: z.enum(PROGRAM_IDS).describe('Service pages name their program by this (their category).'),
  page: routeId.describe(
    "The program's page, as its address without the slash. The card's title is that page's title.",
  ),
  caption: z.string().min(40).max(200).describe('One or two sentences under the card title.'),
  icon: z.enum(['consulting', 'staffing', 'learning']).describe('The picture on the card.'),
});

/** One staffing domain of the capabilities carousel (src/content/data/capabilities.yml). */
export const capabilitySchema = z.object({
  id: matching(/^[a-z][a-z-]*$/, 'must be lowercase words joined by hyphens').describe(
    'A short identifier in lowercase words joined by hyphens; job openings refer to it.',
  ),
  name: z.string().min(2).max(40).describe('The title of the slide.'),
  roles: z.array(z.string().min(2).max(60)).min(3).max(6).describe('Three to six roles we staff in this domain.'),
});

/** One partner logo (src/content/data/partners.yml). */
export const partnerSchema = z.object({
  id: matching(/^[a-z0-9][a-z0-9-]*$/, 'must be lowercase words joined by hyphens').describe(
    'A short identifier: the logo file name without .svg.',
  ),
  name: z.string().min(2).max(60).describe("The partner's name; also the logo's alternative text."),
  logo: matching(/^\/partners\/[a-z0-9-]+\.svg$/, 'must be an SVG in /partners/, e.g. /partners/name.svg').describe(
    'The logo file, an SVG in public/partners/.',
  ),
  width: z.number().int().positive().max(400).describe('The width the logo is shown at, in CSS pixels.'),
  height: z.number().int().positive().max(200).describe('The height the logo is shown at, in CSS pixels.'),
});

/**
 * One figure of the figures band (src/content/data/figures.yml): a number the
 * company can defend, its label, and the page that backs it. `evidence` is
 * quoted from that page; a test checks the page says it.
 */
export const figureSchema = z.object({
  value: z.string().trim().min(1).max(8).describe('The figure as shown, large: e.g. 30+, ~5% or 11.'),
  label: z.string().trim().min(10).max(90).describe('What the figure counts, in a few words, read after it.'),
  href: sitePath.describe('The page that backs the figure, e.g. /Staffingservices. The figure links to it.'),
  evidence: z
    .string()
    .trim()
    .min(5)
    .max(120)
    .describe('The words on that page that back the figure, copied exactly; the site checks the page says them.'),
});
/** The band shows three to five figures. */
export const FIGURES_MIN = 3;
export const FIGURES_MAX = 5;

/** One link of the main navigation (src/content/data/nav.yml). */
export const navItemSchema = z.object({
  label: z.string().min(2).max(30).describe('The word visitors read in the menu.'),
  href: sitePath.describe('The page it opens, e.g. /about.'),
  primary: z
    .boolean()
    .optional()
    .describe('Shown as a button on wide screens: the main action (one link, usually Contact Us).'),
});

/** One link of the footer's list of company pages (src/content/data/footer.yml). */
export const footerLinkSchema = z.object({
  label: z.string().min(2).max(30).describe('The words of the link.'),
  href: sitePath.describe('The page it opens, e.g. /about.'),
});

/** The closing call to action of a page: a heading and one line, above the contact button. */
export const closingSchema = z
  .object({
    heading: z.string().min(3).max(80).describe('The heading of the closing block, e.g. "Plan your next project".'),
    line: z.string().min(20).max(240).describe('One sentence under it, fitted to the page.'),
  })
  .describe('The block at the end of the page that invites visitors to get in touch.');

/** A titled block of a page (e.g. "Our programs" on the home page). */
export const sectionSchema = z.object({
  heading: z.string().min(1),
  intro: z.string().min(1).optional().describe('A sentence or two under the heading.'),
  link: link.optional().describe('A link under the block.'),
});

/** The titled blocks the page templates place, by key; each page uses some of them. */
const sectionsSchema = z.object({
  programs: sectionSchema.optional().describe('Home and programs pages: the program cards.'),
  about: sectionSchema.optional().describe('Home page: the about block.'),
  capabilities: sectionSchema.optional().describe('Home and programs pages: the staffing domains carousel.'),
  partners: sectionSchema.optional().describe('Home page: the partner logos.'),
  points: sectionSchema.optional().describe('About page: the four points.'),
  figures: sectionSchema.optional().describe('Home and about pages: the band of figures (data/figures.yml).'),
  cases: sectionSchema.optional().describe('Home and programs pages: the case study cards.'),
  services: sectionSchema.optional().describe('Program pages: the list of service cards.'),
  pricing: sectionSchema.optional().describe('Program pages: how the work is priced, after the service cards.'),
  details: sectionSchema.optional().describe('Contact page: the contact details.'),
  form: sectionSchema.optional().describe('Contact page: the contact form.'),
});

/**
 * The Lucide icons (lucide.dev/icons) a service may show on its card and page
 * header, by their Lucide names. src/components/ServiceIcon draws each; adding
 * a name here without drawing it there fails the type check.
 */
export const SERVICE_ICONS = [
  'blocks',
  'book-open',
  'brain-circuit',
  'chart-column',
  'clipboard-check',
  'cloud-cog',
  'compass',
  'cpu',
  'handshake',
  'layers',
  'monitor-play',
  'network',
  'pen-tool',
  'shield-check',
  'shopping-cart',
  'smartphone',
  'sprout',
  'terminal',
  'users-round',
  'workflow',
] as const;
export type ServiceIconName = (typeof SERVICE_ICONS)[number];

/** One service detail page (src/content/services/<Route>.md: the file name is the route). */
export const serviceSchema = z.object({
  /** The page's h1, card heading and last breadcrumb step. */
  title: z.string().min(3).max(60).describe("The page's heading, its card's title and its name in the breadcrumb."),
  category: z
    .enum(CATEGORY_IDS)
    .describe('The program it belongs to: it (IT consulting) or ld (learning & development).'),
  /** The card text on the category page: one or two sentences. */
  summary: z.string().min(40).max(240).describe("One or two sentences on the service's card."),
  description,
  icon: z
    .enum(SERVICE_ICONS)
    .describe('The small picture on its card and at the top of its page: one of the listed Lucide icon names.'),
  /** Position of the card on the category page (1 = first). */
  order: z.number().int().positive().describe('Position of its card on the program page: 1 comes first.'),
  /** The closing invitation; the page appends the contact e-mail address from the identity. */
  cta: z
    .string()
    .min(10)
    .max(200)
    .describe('The closing invitation; the page adds the contact e-mail address after it.'),
  closing: closingSchema
    .partial()
    .optional()
    .describe('Optional: a heading and line of your own for the closing block; empty uses the shared wording.'),
});

/** The words around the case studies (src/content/pages/case-studies.md: `caseStudy`). */
export const caseStudyTextSchema = z.object({
  sector: z.string().min(2).describe("The label before the client's sector, e.g. Client."),
  size: z.string().min(2).describe('The label before its size.'),
  program: z.string().min(2).describe('The label before the program.'),
  date: z.string().min(2).describe('The label before the date the work ended.'),
  services: z.string().min(2).describe('The heading of the list of services used.'),
  results: z.string().min(2).describe('The heading of the measured outcomes.'),
  inPractice: z.string().min(2).describe('On a service page: the heading of the case studies that used it.'),
});

/** A page other than a service detail page (src/content/pages/<route>.md; home.md for "/"). */
export const pageSchema = z.object({
  /** The page's h1 and its name in breadcrumbs (and, for a program page, the program's name). */
  title: z
    .string()
    .min(3)
    .max(90)
    .describe("The page's heading and its name in breadcrumbs; on a program page, the program's name."),
  /** The <title> before " — {company}"; defaults to title. */
  metaTitle: z
    .string()
    .min(3)
    .max(60)
    .optional()
    .describe('The title in the browser tab and search results, before the company name. Empty: the heading.'),
  description,
  /** A short paragraph under the h1. */
  lead: z.string().min(1).optional().describe('A short paragraph under the heading.'),
  /** Home page only: the line under the h1 and the call to action. */
  hero: z
    .object({ subline: z.string().min(1), cta: link.describe('The button under the line.') })
    .optional()
    .describe('Home page only: the line under the heading and the button.'),
  /** The closing call to action; every page but contact has one. */
  closing: closingSchema.optional(),
  /** Titled blocks of the page, by key. */
  sections: sectionsSchema
    .default({})
    .describe('The headings of the blocks on this page; each page uses some of them.'),
  /** About page only: the short text of the about block on the home page. */
  teaser: z.string().min(1).optional().describe('About page only: the short text of the about block on the home page.'),
  /** Case studies page only: the labels of each case study page. */
  caseStudy: caseStudyTextSchema.optional().describe('Case studies page only: the labels on each case study page.'),
  /** About page only: the four points (campus hiring, fresher training, ...). */
  points: z
    .array(z.object({ title: z.string().min(1), text: z.string().min(1) }))
    .optional()
    .describe('About page only: the four points (campus hiring, fresher training, and so on).'),
});

/** The ways a role is offered, and where the work happens (src/content/jobs/*.md). */
export const EMPLOYMENT_TYPES = ['contract', 'contract-to-hire', 'permanent', 'internship'] as const;
export const WORKPLACES = ['on-site', 'hybrid', 'remote'] as const;
export const PAY_UNITS = ['HOUR', 'DAY', 'YEAR'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export type Workplace = (typeof WORKPLACES)[number];
export type PayUnit = (typeof PAY_UNITS)[number];

/** A U.S. place of work: the city, the state's two-letter code, the ZIP code and, when known, the street. */
const jobLocationSchema = z.object({
  city: z.string().min(2),
  region: matching(/^[A-Z]{2}$/, 'must be a two-letter state code, e.g. IL'),
  postalCode: matching(/^\d{5}$/, 'must be a five-digit ZIP code in quotes, e.g. "62701"'),
  street: z.string().min(3).optional(),
});

/** A pay range: whole amounts, min ≤ max, per hour, day or year. */
const payRangeSchema = z
  .object({
    min: z.number().positive(),
    max: z.number().positive(),
    currency: matching(/^[A-Z]{3}$/, 'must be a three-letter currency code, e.g. USD'),
    unit: z.enum(PAY_UNITS),
  })
  .refine((p) => p.min <= p.max, { message: 'min must not be more than max', path: ['min'] });

/**
 * One role (src/content/jobs/<slug>.md: the file name is the slug). `domain`
 * is a capability group's id: the collection checks it with
 * `reference('capabilities')`, the plain readers (tests) with the ids.
 */
export function jobSchema<D extends z.ZodType>(domain: D) {
  return z
    .object({
      title: z.string().min(3).max(60),
      domain,
      employmentType: z.enum(EMPLOYMENT_TYPES),
      workplace: z.enum(WORKPLACES),
      /** Where the work is; required for on-site and hybrid roles. */
      location: jobLocationSchema.optional(),
      /** Where a remote hire must live, e.g. "United States"; required for remote roles. */
      remoteRegion: z.string().min(2).max(80).optional(),
      pay: payRangeSchema.optional(),
      posted: z.coerce.date(),
      /** The last day applications are taken; after it the role is closed. */
      closes: z.coerce.date(),
      description,
      /** The two-line summary in the list of open roles. */
      summary: z.string().min(40).max(240),
    })
    .superRefine((job, ctx) => {
      if (job.workplace === 'remote' && !job.remoteRegion)
        ctx.addIssue({ code: 'custom', path: ['remoteRegion'], message: 'a remote role needs remoteRegion' });
      if (job.workplace !== 'remote' && !job.location)
        ctx.addIssue({
          code: 'custom',
          path: ['location'],
          message: 'an on-site or hybrid role needs location (city, region, postalCode)',
        });
      if (job.closes < job.posted)
        ctx.addIssue({ code: 'custom', path: ['closes'], message: 'closes must not be before posted' });
    });
}

/**
 * One case study (src/content/cases/<slug>.md: the file name is the slug,
 * served at /case-studies/<slug>). No client names: the client is described
 * by its sector and size. `service` checks each named service: the
 * collection with `reference('services')`, the plain readers (tests) with
 * the service file names.
 */
export function caseStudySchema<S extends z.ZodType>(service: S) {
  return z.object({
    title: z.string().min(10).max(90).describe("The case study's heading and its name in the breadcrumb."),
    metaTitle: z
      .string()
      .min(10)
      .max(45)
      .describe('The title in the browser tab and search results, before the company name: 45 characters at most.'),
    description,
    summary: z.string().min(60).max(240).describe('Two sentences on its card and under its heading.'),
    program: z.enum(PROGRAM_IDS).describe('The program it shows: it, staffing or ld.'),
    sector: z.string().min(5).max(80).describe("The client's sector, never its name, e.g. Regional credit union."),
    size: z.string().min(5).max(80).describe("The client's size, e.g. About 600 employees."),
    services: z
      .array(service)
      .min(1)
      .max(4)
      .describe('The service pages this work used, by their file names (e.g. Cybersecurity); each links back here.'),
    results: z
      .array(
        z.object({
          value: z.string().trim().min(1).max(10).describe('The figure, e.g. 9 days or 7 of 8.'),
          label: z.string().trim().min(10).max(90).describe('What it measures.'),
        }),
      )
      .min(2)
      .max(4)
      .describe('Two to four measured outcomes, shown as figures; the text explains each.'),
    date: z.coerce.date().describe('When the engagement ended (YYYY-MM-DD).'),
  });
}

/** Every word of the careers pages that is not in a page's Markdown (src/content/data/careers.yml). */
const text = z.string().min(1);
/** A sentence with the given {placeholders}, each required. */
const template = (...names: string[]) =>
  z
    .string()
    .min(1)
    .refine(
      (v) => names.every((n) => v.includes(`{${n}}`)),
      `must contain ${names.map((n) => `{${n}}`).join(' and ')}`,
    );
export const careersTextSchema = z.object({
  openRolesHeading: text,
  openRolesIntro: text,
  filtersLegend: text,
  filterDomainLabel: text,
  filterTypeLabel: text,
  filterWorkplaceLabel: text,
  filterAllOption: text,
  countOne: text,
  countMany: template('count'),
  noMatch: text,
  noMatchLink: text,
  generalHeading: text.describe("The general application's heading on /careers, and its page's title."),
  generalIntro: text.describe('Under that heading, on both pages.'),
  generalSubject: text,
  generalLink: text.describe('The button on /careers to the general application page.'),
  generalDescription: description.describe("The general application page's description for search engines."),
  generalClosing: closingSchema.describe('The closing block of the general application page.'),
  closedNotice: text,
  closedOthers: template('domain'),
  closedNoOthers: text,
  allRolesLink: text,
  applyHeading: text,
  applyByEmail: text,
  applyByEmailLink: template('email'),
  applySubject: template('title', 'id'),
  details: z.object({
    domain: text,
    type: text,
    workplace: text,
    location: text,
    pay: text,
    posted: text,
    closes: text,
  }),
  remoteNotice: template('region'),
  payUnits: z.object({ HOUR: text, DAY: text, YEAR: text }),
  feedTitle: template('company'),
  feedDescription: text,
  staffingForCandidatesHeading: text,
  staffingForCandidates: text,
  staffingForCandidatesLink: text,
  heroJobSeekersLink: text,
  employmentTypes: z.object(
    Object.fromEntries(EMPLOYMENT_TYPES.map((t) => [t, text])) as Record<EmploymentType, typeof text>,
  ),
  workplaces: z.object(Object.fromEntries(WORKPLACES.map((w) => [w, text])) as Record<Workplace, typeof text>),
});

/** Words shared by many pages (src/content/data/pageText.yml): closing block, contents list, related services, footer. */
export const pageTextSchema = z.object({
  closing: z.object({
    button: text.describe('The button to the contact form.'),
    call: text.describe('Before the phone number, e.g. "Call us".'),
    write: text.describe('Before the e-mail address, e.g. "Write to us at".'),
    serviceHeading: template('title').describe('The heading on a service page; {title} is the service.'),
    role: closingSchema.describe('The closing block of a job opening.'),
    caseStudy: closingSchema.describe(
      "The closing block of a case study; its button carries the case study's program.",
    ),
  }),
  contents: text.describe('The heading of the list of a page\'s sections, e.g. "On this page".'),
  contactCard: z.object({
    heading: text,
    line: text,
  }),
  related: z.object({
    heading: text.describe('Above the cards of other services of the same program.'),
    allLink: template('program').describe('The link to the program page; {program} is its name.'),
  }),
  footer: z.object({
    siteMap: text.describe("The name of the footer's list of links, read by screen readers."),
    company: text.describe('The heading above the company pages.'),
    allServices: template('count').describe(
      "Ends a program's column when it has more services than the footer lists; {count} is how many it has.",
    ),
    contact: text.describe('The heading above the contact details.'),
  }),
});

export type Identity = z.infer<typeof identitySchema>;
export type PageText = z.infer<typeof pageTextSchema>;
export type Closing = z.infer<typeof closingSchema>;
export type FooterLink = z.infer<typeof footerLinkSchema>;
export type Program = z.infer<typeof programSchema>;
export type CapabilityGroup = z.infer<typeof capabilitySchema>;
export type NavItem = z.infer<typeof navItemSchema>;
export type Partner = z.infer<typeof partnerSchema>;
export type Figure = z.infer<typeof figureSchema>;
export type CaseStudyText = z.infer<typeof caseStudyTextSchema>;
/** A case study as the plain readers see it (services: the service file names). */
export type CaseStudyData = z.infer<ReturnType<typeof caseStudySchema<z.ZodString>>>;
export type ServiceData = z.infer<typeof serviceSchema>;
export type PageData = z.infer<typeof pageSchema>;
export type Section = z.infer<typeof sectionSchema>;
export type CareersText = z.infer<typeof careersTextSchema>;
/** A role as the plain readers see it (domain: the capability group's id). */
export type JobData = z.infer<ReturnType<typeof jobSchema<z.ZodString>>>;
export type JobLocation = z.infer<typeof jobLocationSchema>;
export type PayRange = z.infer<typeof payRangeSchema>;
export type SectionKey = keyof z.infer<typeof sectionsSchema>;
