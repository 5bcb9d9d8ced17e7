/**
 * The schema of a form's words (src/content/forms/<form id>.yml): every
 * sentence a visitor reads in and around the form. Astro checks each file
 * against it at build time; `wordsFor` then checks that the file covers
 * every field of the form's definition.
 *
 * Placeholders: `{email}` (the company's address) in `mailtoLink`, `{site}`
 * (the company's short name) in `subject`.
 */
import { z } from 'astro/zod';
import { sitePath } from '../../content/checks';
import type { Fields, FormDefinition } from './engine';

const sentence = z.string().trim().min(1);
const message = z.object({ title: sentence, body: sentence });

export const fieldWords = z.object({
  label: sentence,
  /** A line under the label, e.g. what a link should point to. */
  hint: sentence.optional(),
  /** The label of each option of a choice field, by option value. */
  options: z.record(z.string(), sentence).optional(),
  /** The text of a choice field's empty first option. */
  placeholder: sentence.optional(),
  /**
   * Messages that replace the usual ones for this field: `required`,
   * `invalid`, `tooLarge` ({label}, {types} and {max} are filled in).
   */
  messages: z.object({ required: sentence, invalid: sentence, tooLarge: sentence }).partial().optional(),
});

export const formWordsSchema = z.object({
  /** A sentence above the fields. */
  intro: sentence.optional(),
  /** A line by the submit button, e.g. where the message goes, with a link to a page of this site (/privacy). */
  note: z
    .object({
      text: sentence,
      link: sentence.describe('The words of the link at the end of the line.'),
      href: sitePath,
    })
    .optional(),
  fields: z.record(z.string(), fieldWords),
  submit: sentence,
  sending: sentence,
  /** Shown in the status area once the message was accepted. */
  sent: sentence,
  retry: sentence,
  /** The failure alert's link that opens the visitor's mail program with the message in it. */
  mailtoLink: sentence,
  /** The subject line of that e-mail. */
  subject: sentence,
  /** The label of the hidden field only bots fill in. */
  honeypot: sentence,
  /** What went wrong with a send, by kind (see lib/emailjs.ts); `notLoaded`: the sending code itself did not load. */
  failures: z.object({
    headless: message,
    blocked: message,
    throttled: message,
    network: message,
    config: message,
    server: message,
    notLoaded: message,
  }),
});

export type FormWords = z.infer<typeof formWordsSchema>;
export type FieldWords = z.infer<typeof fieldWords>;

/**
 * The words of `form`, with `{site}` filled in; throws, naming the file and
 * the field, when a field has no label or a choice option has no text.
 */
export function wordsFor(
  form: FormDefinition<Fields>,
  words: FormWords,
  site: string,
  /** Option labels that come from other content (e.g. program names), by field and option value. */
  options: Readonly<Record<string, Readonly<Record<string, string>>>> = {},
): FormWords {
  const where = `src/content/forms/${form.id}.yml`;
  const fields = { ...words.fields };
  for (const [name, extra] of Object.entries(options)) {
    const field = fields[name];
    if (field) fields[name] = { ...field, options: { ...extra, ...field.options } };
  }
  for (const [name, spec] of Object.entries(form.fields)) {
    const field = fields[name];
    if (!field) throw new Error(`${where}: fields.${name}.label is missing`);
    if (spec.kind !== 'choice') continue;
    for (const option of spec.options) {
      if (!field.options?.[option]) throw new Error(`${where}: fields.${name}.options.${option} is missing`);
    }
  }
  return { ...words, fields, subject: words.subject.replaceAll('{site}', site) };
}
