/** A page other than a service page (src/content/pages/<route>.md; home.md for "/"). */
import { z } from 'astro/zod';
import { closingSchema, description, link, template } from './common';

/** A titled block of a page (e.g. "Our programs" on the home page). */
export const sectionSchema = z.object({
  heading: z.string().min(1).describe("The block's heading."),
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
  people: sectionSchema.optional().describe('About page: the people you will work with.'),
  articles: sectionSchema.optional().describe('Insights page: the list of articles.'),
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
  serviceTitle: template('service').describe(
    "The heading of the page that lists every case study that used one service (when the service's page shows only the newest few); {service} is the service's name.",
  ),
  serviceLead: template('service').describe('The line under it.'),
});

export const pageSchema = z.object({
  title: z
    .string()
    .min(3)
    .max(90)
    .describe(
      "The page's heading and its name in breadcrumbs; on a program page, the program's name. The IT and the learning program pages keep the titles the site's specification gives their breadcrumbs (IT Consulting & Services, Learning & Development Services): another title there fails the checks before Publish.",
    ),
  metaTitle: z
    .string()
    .min(3)
    .max(60)
    .optional()
    .describe('The title in the browser tab and search results, before the company name. Empty: the heading.'),
  description,
  lead: z.string().min(1).optional().describe('A short paragraph under the heading.'),
  hero: z
    .object({
      subline: z.string().min(1).describe('The line under the heading.'),
      cta: link.describe('The button under the line.'),
    })
    .optional()
    .describe('Home page only: the line under the heading and the button.'),
  closing: closingSchema.optional(),
  sections: sectionsSchema
    .default({})
    .describe('The headings of the blocks on this page; each page uses some of them.'),
  teaser: z.string().min(1).optional().describe('About page only: the short text of the about block on the home page.'),
  caseStudy: caseStudyTextSchema.optional().describe('Case studies page only: the labels on each case study page.'),
  points: z
    .array(
      z.object({
        title: z.string().min(1).describe("The point's heading."),
        text: z.string().min(1).describe('A sentence or two under it.'),
      }),
    )
    .optional()
    .describe('About page only: the four points (campus hiring, fresher training, and so on).'),
});

export type CaseStudyText = z.infer<typeof caseStudyTextSchema>;
export type PageData = z.infer<typeof pageSchema>;
export type Section = z.infer<typeof sectionSchema>;
export type SectionKey = keyof z.infer<typeof sectionsSchema>;
