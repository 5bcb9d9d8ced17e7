/**
 * A form definition's zod schema and validate(). Pure. The browser loads
 * this module (and zod with it) only when the visitor first uses the form.
 *
 * Rules, per field kind:
 * - a required field that is empty or whitespace only: "<Label> is required"
 *   (a field with `requiredUnless` only while the other field is empty too);
 * - a text longer than the field's `maxLength`: its message names the length
 *   and the limit (with JavaScript the input has no `maxlength`, so that a
 *   paste is kept whole and the visitor sees what to shorten);
 * - email: a plausible address (see `isPlausibleEmail`);
 * - url: an absolute http(s) web address with a dotted host name;
 * - choice: one of the definition's options ('' when optional and unchosen);
 * - file: one of the accepted types (by extension, and by MIME type when the
 *   browser gives one), at most `maxBytes` bytes.
 * An optional field left empty is valid. Values are checked, never changed.
 */
import { z } from 'astro/zod';
import {
  fieldNames,
  isTooLong,
  messageFor,
  type FieldErrors,
  type FieldMessages,
  type FieldSpec,
  type Fields,
  type FileField,
  type FormDefinition,
  type MessageWords,
  type Values,
} from './engine';

// The pages' policy has no 'unsafe-eval': zod's probe for it (a caught `new
// Function`) would still be reported as a violation on every first validation.
z.config({ jitless: true });

/**
 * Pragmatic e-mail check: exactly one "@", a non-empty local part, a domain
 * that contains a dot with something on both sides of it, and no whitespace
 * anywhere. Leading/trailing whitespace is ignored (browsers strip it from
 * type="email" inputs anyway).
 */
export function isPlausibleEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.][^\s@]*\.[^\s@]*[^\s@.]$/.test(value.trim());
}

/** An absolute http:// or https:// address whose host name has a dot (https://example.com/me). */
export function isWebAddress(value: string): boolean {
  const text = value.trim();
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  return (url.protocol === 'https:' || url.protocol === 'http:') && /\.[^.]+$/.test(url.hostname);
}

/** The file's name ends with an accepted extension, and its MIME type (when known) is that extension's. */
export function isAcceptedFile(spec: FileField, file: File): boolean {
  const name = file.name.toLowerCase();
  const type = spec.accept.find((t) => name.endsWith(t.extension.toLowerCase()));
  return type !== undefined && (file.type === '' || file.type === type.mime);
}

const FORMAT_CHECKS: Partial<Record<FieldSpec['kind'], (value: string, spec: FieldSpec) => boolean>> = {
  email: isPlausibleEmail,
  url: isWebAddress,
  choice: (value, spec) => spec.kind === 'choice' && spec.options.includes(value),
};

function fieldSchema(spec: FieldSpec, label: string, said?: MessageWords): z.ZodType {
  const say = (rule: keyof FieldMessages) => ({ message: messageFor(spec, rule, label, said) });
  if (spec.kind === 'file') {
    return z
      .custom<File | null>((value) => value === null || value instanceof File, say('invalid'))
      .refine((file) => !spec.required || file !== null, say('required'))
      .refine((file) => file === null || isAcceptedFile(spec, file), say('invalid'))
      .refine((file) => file === null || file.size <= spec.maxBytes, say('tooLarge'));
  }
  const blank = (value: string) => value.trim() === '';
  const format = FORMAT_CHECKS[spec.kind];
  return z
    .string({ error: say('required').message })
    .refine((value) => !spec.required || spec.requiredUnless !== undefined || !blank(value), say('required'))
    .check((ctx) => {
      if (isTooLong(spec, ctx.value)) {
        const message = messageFor(spec, 'tooLong', label, said, ctx.value);
        ctx.issues.push({ code: 'custom', message, input: ctx.value });
      }
    })
    .refine((value) => blank(value) || format === undefined || format(value, spec), say('invalid'));
}

/** Messages from the form's words, by field name (engine's `messagesOf`); they win over the definition's. */
type Said = Readonly<Record<string, MessageWords>>;

/** The form's zod schema, its messages naming each field by its label. */
export function formSchema<F extends Fields>(
  form: FormDefinition<F>,
  labels: Readonly<Record<string, string>>,
  said: Said = {},
): z.ZodType<Values<F>> {
  const shape = Object.fromEntries(
    Object.entries(form.fields).map(([name, spec]) => [name, fieldSchema(spec, labels[name] ?? name, said[name])]),
  );
  const given = (value: unknown) => (typeof value === 'string' ? value.trim() !== '' : value != null);
  return z.object(shape).superRefine((values, ctx) => {
    for (const [name, spec] of Object.entries(form.fields)) {
      const other = spec.requiredUnless;
      if (!spec.required || other === undefined || given(values[name]) || given(values[other])) continue;
      const message = messageFor(spec, 'required', labels[name] ?? name, said[name]);
      ctx.addIssue({ code: 'custom', path: [name], message });
    }
  }) as unknown as z.ZodType<Values<F>>;
}

/** One message per invalid field (the first rule it breaks), in field order; {} when all is well. */
export function validate<F extends Fields>(
  form: FormDefinition<F>,
  values: Values<F>,
  labels: Readonly<Record<string, string>>,
  said: Said = {},
): FieldErrors<F> {
  const result = formSchema(form, labels, said).safeParse(values);
  if (result.success) return {};
  const found = new Map<unknown, string>();
  for (const issue of result.error.issues) if (!found.has(issue.path[0])) found.set(issue.path[0], issue.message);
  const errors: FieldErrors<F> = {};
  for (const name of fieldNames(form)) {
    const message = found.get(name);
    if (message !== undefined) errors[name] = message;
  }
  return errors;
}
