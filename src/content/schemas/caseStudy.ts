/** A case study (src/content/cases/<slug>.md, served at /case-studies/<slug>). */
import { z } from 'astro/zod';
import { PROGRAM_IDS } from '../ids';
import { description, routeId } from './common';
import { IMAGE_FOLDERS, imagePath, type ImageCheck } from './images';

/**
 * No client names: the client is described by its sector and size. Each
 * named service is a service page's id; the build stops on an unknown one
 * (src/lib/caseStudies/content.ts).
 */
export const caseStudySchemaWith = <I extends z.ZodType>(image: ImageCheck<I>) =>
  z.object({
    title: z.string().min(10).max(90).describe("The case study's heading and its name in the breadcrumb."),
    metaTitle: z
      .string()
      .min(10)
      .max(45)
      .describe('The title in the browser tab and search results, before the company name: 45 characters at most.'),
    description,
    summary: z.string().min(60).max(240).describe('Two sentences on its card and under its heading.'),
    program: z.enum(PROGRAM_IDS).describe('The program the work belongs to; its card shows that program.'),
    sector: z.string().min(5).max(80).describe("The client's sector, never its name, e.g. Regional credit union."),
    size: z.string().min(5).max(80).describe("The client's size, e.g. About 600 employees."),
    services: z
      .array(routeId)
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
    image: z
      .object({
        src: image().describe('The picture, on its page and its card: at least 1200 pixels wide.'),
        alt: z
          .string()
          .trim()
          .min(5)
          .max(200)
          .describe('What the picture shows, for readers who cannot see it: required with a picture.'),
      })
      .optional()
      .describe('A picture of the work, with its alternative text. Optional; never the client’s name or logo.'),
  });

/** A case study as the tests and the editor's configuration read it: the picture as its path. */
export const caseStudySchema = caseStudySchemaWith(imagePath(IMAGE_FOLDERS.cases));

export type CaseStudyData = z.infer<typeof caseStudySchema>;
