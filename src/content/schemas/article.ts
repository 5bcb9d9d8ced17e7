/** An article (src/content/articles/<slug>.md, served at /insights/<slug>). */
import { z } from 'astro/zod';
import { matching, rule, withRules } from '../checks';
import { description, routeId } from './common';
import { IMAGE_FOLDERS, imagePath, type ImageCheck } from './images';

/** The fixed list of tags; their names and descriptions are in src/content/data/insights.yml. */
export const TAG_IDS = ['security', 'cloud', 'hiring', 'training', 'leadership', 'data', 'delivery'] as const;
export type TagId = (typeof TAG_IDS)[number];

/** The longest browser-tab title that leaves room for " — {company}" within what search results show (as a case study's). */
export const META_TITLE_MAX = 45;

/** A person's file name, e.g. priya-raman. */
const personId = matching(/^[a-z][a-z0-9-]*$/, 'must be a person’s file name, e.g. priya-raman');

/**
 * An article is published on its `published` date: before it, the build
 * leaves it out (no page, not listed, not in the feed or the sitemap). The
 * authors and services are checked against src/content/people and
 * src/content/services when the site builds.
 */
const articleFields = <I extends z.ZodType>(image: ImageCheck<I>) =>
  z.object({
    title: z.string().trim().min(10).max(90).describe("The article's heading, its name in lists and in the feed."),
    metaTitle: z
      .string()
      .trim()
      .min(10)
      .max(META_TITLE_MAX)
      .optional()
      .describe(
        `Optional: a shorter title for the browser tab and search results, before the company name: ${META_TITLE_MAX} characters at most. Without it the heading is used, shortened by the site where it is too long.`,
      ),
    summary: z
      .string()
      .trim()
      .min(80)
      .max(220)
      .describe('One or two sentences for the lists and the feed: 80 to 220 characters.'),
    description,
    authors: z
      .array(personId)
      .min(1)
      .max(2)
      .describe('Who wrote it: one or two people, by their file names in src/content/people.'),
    published: z.coerce.date().describe('The day it goes live (YYYY-MM-DD); until then the site leaves it out.'),
    updated: z.coerce.date().optional().describe('The day it last changed in substance (YYYY-MM-DD). Optional.'),
    tags: z
      .array(z.enum(TAG_IDS))
      .min(1)
      .max(3)
      .describe('One to three topics; each has its own page at /insights/tag/<topic>.'),
    services: z
      .array(routeId)
      .min(1)
      .max(2)
      .describe('The service pages it explains, by file name; the first is its main service (its closing invitation).'),
    image: z
      .object({
        src: image().describe('The image, under the heading and on its share image: at least 1200 pixels wide.'),
        alt: z
          .string()
          .trim()
          .min(5)
          .max(200)
          .describe('What the image shows, for readers who cannot see it: required with an image.'),
      })
      .optional()
      .describe('An image under the heading, with its alternative text. Optional.'),
  });

export const articleSchemaWith = <I extends z.ZodType>(image: ImageCheck<I>) =>
  withRules(articleFields(image), [
    rule(
      'updated',
      'The update must be on or after the publication date.',
      (a) => !a.updated || a.updated >= a.published,
    ),
  ]);

/** An article as the tests and the editor's configuration read it: the image as its path. */
export const articleSchema = articleSchemaWith(imagePath(IMAGE_FOLDERS.articles));

export type ArticleData = z.infer<typeof articleSchema>;
