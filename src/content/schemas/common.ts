/**
 * Pieces the content schemas share: the meta description, a link, a route
 * id, one line of words and a sentence with placeholders.
 */
import { z } from 'astro/zod';
import { matching, sitePath } from '../checks';

/** A meta description: search engines show about 160 characters, and a short one wastes the space. */
export const DESCRIPTION_LENGTH = { min: 140, max: 160 } as const;
export const description = z
  .string()
  .trim()
  .min(DESCRIPTION_LENGTH.min)
  .max(DESCRIPTION_LENGTH.max)
  .describe('The summary search engines and link previews show under the title: 140 to 160 characters.');

export const link = z.object({
  label: z.string().min(1).describe('The words of the link.'),
  href: sitePath.describe('The page it opens, e.g. /about.'),
});

/** A route written without its slash, in its exact case, e.g. "Itconsultingservices". */
export const routeId = matching(/^[A-Za-z][A-Za-z0-9-]*$/, 'must be a route without the slash, e.g. "Cybersecurity"');

/** One line of words on a page. */
export const text = z.string().min(1);

/** One word for each of `values`, e.g. each employment type or course format as the site prints it. */
export const wordFor = <V extends string>(values: readonly V[], hint: string) =>
  z.object(Object.fromEntries(values.map((v) => [v, text.describe(`${hint}: ${v}.`)])) as Record<V, typeof text>);

/** A sentence with the given {placeholders}, each required. */
export const template = (...names: string[]) =>
  z
    .string()
    .min(1)
    .refine(
      (v) => names.every((n) => v.includes(`{${n}}`)),
      `must contain ${names.map((n) => `{${n}}`).join(' and ')}`,
    );

/** The closing call to action of a page: a heading and one line, above the contact button. */
export const closingSchema = z
  .object({
    heading: z.string().min(3).max(80).describe('The heading of the closing block, e.g. "Plan your next project".'),
    line: z.string().min(20).max(240).describe('One sentence under it, fitted to the page.'),
  })
  .describe('The block at the end of the page that invites visitors to get in touch.');

export type Closing = z.infer<typeof closingSchema>;
