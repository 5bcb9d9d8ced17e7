/** A person who writes for the site and works with clients (src/content/people/<slug>.md, served at /people/<slug>). */
import { z } from 'astro/zod';
import { urlStarting } from '../checks';
import { description, routeId } from './common';
import { IMAGE_FOLDERS, imagePath, type ImageCheck } from './images';

/**
 * Fictional and plausible. Each named service is a service page's id; the
 * build stops on an unknown one (src/lib/insights/content.ts).
 */
export const personSchemaWith = <I extends z.ZodType>(image: ImageCheck<I>) =>
  z.object({
    name: z.string().trim().min(4).max(60).describe('First and last name, as shown on the page and beside articles.'),
    role: z.string().trim().min(4).max(80).describe('Job title, e.g. Principal Security Consultant.'),
    bio: z
      .string()
      .trim()
      .min(120)
      .max(320)
      .describe(
        'Two or three sentences in the third person, shown on /about and under their articles: 120 to 320 characters.',
      ),
    description: description.describe(
      'The summary of their page for search engines and link previews: 140 to 160 characters.',
    ),
    services: z
      .array(routeId)
      .min(1)
      .max(3)
      .describe('The service pages they work in, by their file names (e.g. Cybersecurity).'),
    profile: urlStarting('https://', 'must be a web address starting with https://')
      .optional()
      .describe('An external profile, e.g. their LinkedIn page. Optional.'),
    photo: image()
      .optional()
      .describe(
        'A photo of their face, cropped to a circle from its middle: at least 240 pixels wide. Empty: their initials are shown.',
      ),
    order: z.number().int().min(1).describe('Their place on /about: 1 comes first.'),
  });

/** A person as the tests and the editor's configuration read them: the photo as its path. */
export const personSchema = personSchemaWith(imagePath(IMAGE_FOLDERS.people));

export type PersonData = z.infer<typeof personSchema>;
