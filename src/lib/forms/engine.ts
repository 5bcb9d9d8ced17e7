/**
 * The form engine: one definition per form (src/lib/forms/contactForm.ts,
 * application.ts) names each field, its kind, autocomplete token, whether
 * it is required, its limits (a text field's `maxLength`, a file's types
 * and size) and its validation messages. Everything else is derived:
 * the type of the values, the empty values, the field order, the zod schema
 * and validate() (./validate.ts, loaded lazily in the browser), the draft
 * store (../draft.ts), the mailto fallback (../mailto.ts) and what the form
 * component renders. The words a visitor reads (labels, hints, button
 * text…) are content: src/content/forms/<form id>.yml.
 *
 * This module imports no zod, so the form component can load it with the
 * page and keep the contact page within its JavaScript budget.
 */
import { fill } from '../utils/fill';

/** What a field is: an input type, a textarea, a select, a file, or a hidden value set by the page. */
export type FieldKind = 'text' | 'email' | 'tel' | 'url' | 'textarea' | 'choice' | 'file' | 'hidden';

/** A file type a file field accepts: its extension and MIME type. */
export interface FileType {
  extension: string;
  mime: string;
}

/**
 * Validation messages of one field. `{label}` stands for the field's label
 * (from the form's words), `{types}` for the accepted file types ("PDF or
 * DOCX"), `{max}` for the largest file size ("5 MB") or the most characters
 * a text field takes ("5,000"); these three work in a field's hint too.
 * `{count}` is the number of characters typed, in `tooLong`.
 */
export interface FieldMessages {
  /** An empty (or whitespace-only) required field. */
  required: string;
  /** A value in the wrong shape: an address, a web address, an unknown option, a file of another type. */
  invalid: string;
  /** A file over the size limit. */
  tooLarge: string;
  /** A text over the field's `maxLength`. */
  tooLong: string;
}

/** A form's words may replace some of a field's messages (src/content/forms/<id>.yml, fields.<name>.messages). */
export type MessageWords = { [K in keyof FieldMessages]?: string | undefined };

interface FieldBase {
  required: boolean;
  /**
   * Another field's name: this field is required only while that one is
   * empty (a profile link is not needed when a CV file is attached). The
   * HTML `required` attribute stays, for the form without JavaScript.
   */
  requiredUnless?: string;
  /** The HTML autocomplete token, e.g. "email". */
  autoComplete?: string;
  messages?: Partial<FieldMessages>;
}

/** A field the visitor types in. */
export interface InputField extends FieldBase {
  kind: 'text' | 'email' | 'tel' | 'url' | 'textarea';
  /**
   * The most characters (UTF-16 code units, as the browser's `maxlength`
   * counts them) the field takes: the input's `maxLength` without
   * JavaScript, and a validation rule with it. Required, so that no field a
   * visitor types in is without one.
   */
  maxLength: number;
}

/** A value the page sets from its own content (e.g. the role applied for); the visitor neither sees nor types it. */
export interface HiddenField extends FieldBase {
  kind: 'hidden';
}

export interface ChoiceField extends FieldBase {
  kind: 'choice';
  /** The values a visitor can choose from; their labels are words (content). */
  options: readonly [string, ...string[]];
}

export interface FileField extends FieldBase {
  kind: 'file';
  accept: readonly FileType[];
  maxBytes: number;
}

export type FieldSpec = InputField | HiddenField | ChoiceField | FileField;
export type Fields = Record<string, FieldSpec>;

export interface FormDefinition<F extends Fields = Fields> {
  /** Names the form's words file, draft key and element ids. */
  id: string;
  /** The fields, in the order the form shows them. */
  fields: F;
}

/** The value of each field: text for everything but a file. */
export type Values<F extends Fields> = { [K in keyof F]: F[K] extends { kind: 'file' } ? File | null : string };
export type FieldName<F extends Fields> = keyof F & string;
/** One message per invalid field; a valid field has no key. */
export type FieldErrors<F extends Fields> = Partial<Record<FieldName<F>, string>>;

/** Defines a form; `const` keeps the field names and kinds in the types derived from it. */
export function defineForm<const F extends Fields>(id: string, fields: F): FormDefinition<F> {
  return { id, fields };
}

const BASE_MESSAGES: FieldMessages = {
  required: '{label} is required',
  invalid: '{label} is not valid',
  tooLarge: '',
  tooLong: '{label} is too long: it has {count} characters and can have at most {max}',
};

/** The messages every field gets unless its definition says otherwise. */
export const DEFAULT_MESSAGES: Readonly<Record<FieldKind, FieldMessages>> = {
  text: BASE_MESSAGES,
  tel: BASE_MESSAGES,
  textarea: BASE_MESSAGES,
  hidden: BASE_MESSAGES,
  email: { ...BASE_MESSAGES, invalid: 'Enter a valid email address' },
  url: { ...BASE_MESSAGES, invalid: 'Enter a full web address, starting with https://' },
  choice: { ...BASE_MESSAGES, invalid: 'Choose one of the options for {label}' },
  file: { ...BASE_MESSAGES, invalid: 'Choose a {types} file', tooLarge: 'Choose a file smaller than {max}' },
};

export function fieldNames<F extends Fields>(form: FormDefinition<F>): FieldName<F>[] {
  return Object.keys(form.fields) as FieldName<F>[];
}

/** A form with nothing typed or chosen in it. */
export function emptyValues<F extends Fields>(form: FormDefinition<F>): Values<F> {
  const values: Record<string, string | null> = {};
  for (const [name, spec] of Object.entries(form.fields)) values[name] = spec.kind === 'file' ? null : '';
  return values as Values<F>;
}

/** The fields a visitor types or chooses, kept in the draft: not files, not hidden values. */
export function draftFields<F extends Fields>(form: FormDefinition<F>): FieldName<F>[] {
  return fieldNames(form).filter((name) => !['file', 'hidden'].includes(form.fields[name]?.kind ?? ''));
}

/** The fields that take a file. */
export function fileFields<F extends Fields>(form: FormDefinition<F>): FieldName<F>[] {
  return fieldNames(form).filter((name) => form.fields[name]?.kind === 'file');
}

/** "PDF or DOCX" */
export function fileTypesText(accept: readonly FileType[]): string {
  const names = accept.map((t) => t.extension.replace(/^\./, '').toUpperCase());
  return new Intl.ListFormat('en-US', { type: 'disjunction' }).format(names);
}

/** "5 MB" (1 MB = 1,000,000 bytes, as file managers count them). */
export function sizeText(bytes: number): string {
  return bytes >= 1_000_000 ? `${Math.round(bytes / 100_000) / 10} MB` : `${Math.round(bytes / 1000)} KB`;
}

/** "5,000" */
export function countText(count: number): string {
  return count.toLocaleString('en-US');
}

/** A field's limits as words, for `{types}` and `{max}` in its messages and hint. */
export function limitsText(spec: FieldSpec): Record<string, string> {
  if (spec.kind === 'file') return { types: fileTypesText(spec.accept), max: sizeText(spec.maxBytes) };
  return 'maxLength' in spec ? { max: countText(spec.maxLength) } : {};
}

/** The text is longer than the field takes (a field without a limit never is). */
export function isTooLong(spec: FieldSpec | undefined, value: unknown): boolean {
  return spec !== undefined && 'maxLength' in spec && typeof value === 'string' && value.length > spec.maxLength;
}

/**
 * The message for `rule` on one field, with its label and limits filled in:
 * the form's words first (`said`), then the definition's, then the default.
 * `value` fills in `{count}`, its length.
 */
export function messageFor(
  spec: FieldSpec,
  rule: keyof FieldMessages,
  label: string,
  said?: MessageWords,
  value?: string,
): string {
  const template = said?.[rule] ?? spec.messages?.[rule] ?? DEFAULT_MESSAGES[spec.kind][rule];
  const count = value === undefined ? {} : { count: countText(value.length) };
  return fill(template, { label, ...limitsText(spec), ...count });
}

/** Each field's messages from a form's words (fields.<name>.messages), by field name. */
export function messagesOf(words: {
  fields: Readonly<Record<string, { messages?: MessageWords | undefined }>>;
}): Record<string, MessageWords> {
  return Object.fromEntries(Object.entries(words.fields).map(([name, said]) => [name, said.messages ?? {}]));
}

/** Each field's label, by field name, from a form's words. */
export function labelsOf(words: { fields: Readonly<Record<string, { label: string }>> }): Record<string, string> {
  return Object.fromEntries(Object.entries(words.fields).map(([name, said]) => [name, said.label]));
}

export function hasErrors(errors: Readonly<Record<string, string | undefined>>): boolean {
  return Object.values(errors).some((message) => typeof message === 'string' && message !== '');
}
