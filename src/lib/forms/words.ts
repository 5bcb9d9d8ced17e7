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
const message = z.object({
  title: sentence.describe('The first, bold words of the message.'),
  body: sentence.describe('What the visitor can do next.'),
});

export const fieldWords = z.object({
  label: sentence.describe("The field's label."),
  hint: sentence
    .optional()
    .describe(
      'A line under the label, e.g. what a link should point to; {max} is the most characters the field takes (for a file: its largest size, and {types} the file types).',
    ),
  options: z
    .record(z.string(), sentence)
    .optional()
    .describe('The label of each option of a choice field, by option value.'),
  placeholder: sentence.optional().describe("The text of a choice field's empty first option."),
  messages: z
    .object({
      required: sentence.describe('When the field is left empty; {label} is its label.'),
      invalid: sentence.describe('When the value has the wrong form.'),
      tooLarge: sentence.describe('When a file is too large; {types} and {max} are filled in.'),
      tooLong: sentence.describe(
        'When the text is longer than the field takes; {count} is its length and {max} the most it takes.',
      ),
    })
    .partial()
    .optional()
    .describe('Messages that replace the usual ones for this field.'),
});

export const formWordsSchema = z.object({
  intro: sentence.optional().describe('A sentence above the fields.'),
  note: z
    .object({
      text: sentence.describe('The line by the submit button, e.g. where the message goes.'),
      link: sentence.describe('The words of the link at the end of the line.'),
      href: sitePath.describe('The page the link opens, e.g. /privacy.'),
    })
    .optional()
    .describe('A line by the submit button, with a link to a page of this site.'),
  fields: z.record(z.string(), fieldWords).describe('The words of each field, by field.'),
  submit: sentence.describe('The submit button.'),
  sending: sentence.describe('The button while the message is being sent.'),
  sent: sentence.describe('Shown in the status area once the message was accepted.'),
  retry: sentence.describe('The button that sends again after a failure.'),
  mailtoLink: sentence.describe(
    "The failure alert's link that opens the visitor's mail program with the message in it; {email} is the address.",
  ),
  subject: sentence.describe('The subject line of that e-mail; {site} is the company’s short name.'),
  honeypot: sentence.describe('The label of the hidden field only bots fill in.'),
  failures: z
    .object({
      headless: message.describe('When the browser is an automated one.'),
      blocked: message.describe('When the address may not send through the form.'),
      throttled: message.describe('When the same browser sent a message moments ago.'),
      network: message.describe('When the mail service cannot be reached.'),
      config: message.describe("When the site's e-mail settings are wrong."),
      server: message.describe('When the mail service refuses the message.'),
      notLoaded: message.describe("When the form's own code did not load."),
    })
    .describe('What went wrong with a send, by kind (src/lib/forms/emailjs.ts).'),
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
