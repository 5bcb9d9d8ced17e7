/**
 * The length limit of every field a visitor types in, on every form: a text
 * at the limit passes, one character more is refused with the message that
 * names its length and the limit. The cases come from the definitions, so a
 * field added to a form is tested here without a line added.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  countText,
  emptyValues,
  fieldNames,
  labelsOf,
  messagesOf,
  type FieldSpec,
  type Fields,
  type FormDefinition,
  type InputField,
  type Values,
} from '../../src/lib/forms/engine';
import { applicationForm } from '../../src/lib/forms/applicationForm';
import { contactForm, contactFormAbout } from '../../src/lib/forms/contactForm';
import { MAX_LENGTH } from '../../src/lib/forms/sharedFields';
import { validate } from '../../src/lib/forms/validate';
import { cmsConfig } from '../../src/lib/cms/config';
import type { CmsField } from '../../src/lib/cms/fields';
import { fixtureWords } from '../support/forms';

/** Every form the site has: the contact form, a seat request (the contact form about a course session), an application. */
const FORMS: [string, FormDefinition<Fields>][] = [
  ['contact', contactForm],
  ['seat request', contactFormAbout('corporate-training', { course: 'a-course', session: 'a-session' })],
  ['application', applicationForm()],
];

const typed = (spec: FieldSpec | undefined): spec is InputField => spec !== undefined && 'maxLength' in spec;

/** A value of `length` characters the field otherwise accepts (an address, a web address, or plain text). */
function valueOf(spec: InputField, length: number): string {
  const pad = (prefix: string, suffix = '') => prefix + 'a'.repeat(length - prefix.length - suffix.length) + suffix;
  if (spec.kind === 'email') return pad('', '@example.com');
  if (spec.kind === 'url') return pad('https://example.com/');
  return pad('');
}

/** The form filled in validly (each choice its first option), so only the field under test can be refused. */
function validValues<F extends Fields>(form: FormDefinition<F>): Values<F> {
  const values: Record<string, string | File | null> = emptyValues(form);
  for (const [name, spec] of Object.entries(form.fields)) {
    if (spec.kind === 'choice') values[name] = spec.options[0];
    else if (spec.kind === 'hidden') values[name] = 'general';
    else if (typed(spec)) values[name] = valueOf(spec, Math.min(spec.maxLength, 30));
  }
  return values as Values<F>;
}

const cases = FORMS.flatMap(([what, form]) =>
  fieldNames(form)
    .filter((name) => typed(form.fields[name]))
    .map((name) => [what, name, form] as const),
);

describe('every text field of every form has a length limit', () => {
  it.each(cases)(
    '%s form, %s: at the limit it passes, one over it is refused, saying by how much',
    (what, name, form) => {
      const id = what === 'application' ? 'application' : 'contact';
      const words = fixtureWords(id);
      const labels = labelsOf(words);
      const spec = form.fields[name] as InputField;
      const values = validValues(form);
      expect(validate(form, values, labels, messagesOf(words)), 'the other fields are valid').toEqual({});

      const atLimit = valueOf(spec, spec.maxLength);
      expect(atLimit).toHaveLength(spec.maxLength);
      expect(validate(form, { ...values, [name]: atLimit }, labels, messagesOf(words))).toEqual({});

      const over = valueOf(spec, spec.maxLength + 1);
      expect(validate(form, { ...values, [name]: over }, labels, messagesOf(words))).toEqual({
        [name]: `${labels[name]} is too long: it has ${countText(spec.maxLength + 1)} characters and can have at most ${countText(spec.maxLength)}`,
      });
    },
  );

  it('refuses 200,000 characters in the name and the message, the length said in full', () => {
    const words = fixtureWords('contact');
    const values = { ...validValues(contactForm), name: 'x'.repeat(200_000), message: 'x'.repeat(200_000) };
    expect(validate(contactForm, values, labelsOf(words))).toEqual({
      name: `Name is too long: it has 200,000 characters and can have at most ${countText(MAX_LENGTH.name)}`,
      message: `Message is too long: it has 200,000 characters and can have at most ${countText(MAX_LENGTH.message)}`,
    });
  });

  it('counts as the browser’s maxlength does (UTF-16 code units), and an over-long address is "too long", not "invalid"', () => {
    const name = '😀'.repeat(MAX_LENGTH.name / 2);
    const values = validValues(contactForm);
    const labels = labelsOf(fixtureWords('contact'));
    expect(validate(contactForm, { ...values, name }, labels)).toEqual({});
    expect(validate(contactForm, { ...values, name: `${name}a` }, labels)).toHaveProperty('name');
    const email = valueOf(contactForm.fields.email, MAX_LENGTH.email + 1);
    expect(validate(contactForm, { ...values, email }, labels)['email']).toMatch(/^Email is too long/);
  });

  it("takes the form's words for the message when they give one", () => {
    const form = contactForm;
    const values = { ...validValues(form), message: 'x'.repeat(MAX_LENGTH.message + 20) };
    const said = { message: { tooLong: 'Please cut {label} to {max} characters (it has {count})' } };
    expect(validate(form, values, { message: 'Your message' }, said)['message']).toBe(
      `Please cut Your message to ${countText(MAX_LENGTH.message)} characters (it has ${countText(MAX_LENGTH.message + 20)})`,
    );
  });

  it.each(FORMS)(
    'the %s form filled to every limit stays within what EmailJS takes (50 KB of variables)',
    (_what, form) => {
      // UTF-8 takes at most 3 bytes for a UTF-16 code unit; a fifth is left for the names, the page's hidden values and a reCAPTCHA token.
      const bytes = Object.values(form.fields).reduce((sum, spec) => sum + (typed(spec) ? spec.maxLength * 3 : 0), 0);
      expect(bytes).toBeLessThanOrEqual(40_000);
    },
  );
});

describe("the editor's form words", () => {
  const config = cmsConfig({
    github: { repo: 'example/site', branch: 'main' },
    siteUrl: 'https://example.com',
    title: 'X',
  });
  const collections = config['collections'] as { name: string; files?: { name: string; fields: CmsField[] }[] }[];
  const formFile = (id: string) => collections.flatMap((c) => c.files ?? []).find((f) => f.name === `${id}-form`);

  it.each([
    ['contact', contactFormAbout(null, { course: 'c', session: 's' })],
    ['application', applicationForm()],
  ] as const)("name each %s field's limit at the field, from the definition", (id, form) => {
    const blocks = formFile(id)?.fields.find((f) => f.name === 'fields')?.fields ?? [];
    for (const [name, spec] of Object.entries(form.fields)) {
      if (spec.kind === 'hidden') continue;
      const hint = blocks.find((b) => b.name === name)?.hint ?? '';
      if (typed(spec)) expect(hint).toContain(`up to ${countText(spec.maxLength)} characters`);
      else if (spec.kind === 'file') expect(hint).toContain('PDF or DOCX file');
      else expect(hint).not.toMatch(/characters/);
    }
  });

  it('offers the message for a text that is too long', () => {
    const blocks = formFile('contact')?.fields.find((f) => f.name === 'fields')?.fields ?? [];
    const messages = blocks.find((b) => b.name === 'message')?.fields?.find((f) => f.name === 'messages');
    expect(messages?.fields?.map((f) => f.name)).toContain('tooLong');
  });
});

describe('docs/forms.md', () => {
  // The table's rows: | the field's label | `its name` | its limit |
  const rows = [...readFileSync('docs/forms.md', 'utf8').matchAll(/^\|[^|]+\| `(\w+)` +\| ([\d,]+) +\|$/gm)];

  it.each(FORMS)("states each %s field's limit as the definition sets it", (_what, form) => {
    for (const [name, spec] of Object.entries(form.fields)) {
      if (!typed(spec)) continue;
      expect(rows.find(([, field]) => field === name)?.[2], `the row of ${name}`).toBe(countText(spec.maxLength));
    }
  });
});
