/** The forms' words as the site reads them (src/content/forms/<id>.yml, checked by its zod schema). */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import { formWordsSchema, type FormWords } from '../../src/lib/forms/words';
import { MIN_FILL_MS } from '../../src/lib/forms/spamDefense';
import { contactFormAll } from '../../src/lib/forms/contactForm';
import { applicationForm } from '../../src/lib/forms/applicationForm';
import { fieldNames, messageFor, type FieldName, type FormDefinition } from '../../src/lib/forms/engine';

export { MIN_FILL_MS };

/** A form's words as the site has them: for the checks of what the site shows. */
export function readWords(id: string): FormWords {
  return formWordsSchema.parse(
    parse(readFileSync(new URL(`../../src/content/forms/${id}.yml`, import.meta.url), 'utf8')),
  );
}

/**
 * What a form shows, from its words as the site has them: each field's label,
 * the submit button, and the "required" and "invalid" messages built the way
 * the form builds them (messageFor in src/lib/forms/engine.ts), so a spec
 * keeps passing when the owner renames a label.
 */
export interface FormText<K extends string> {
  label: Record<K, string>;
  submit: string;
  /** The message of field `name` left empty. */
  required: (name: K) => string;
  /** The message of field `name` when its value has the wrong form. */
  invalid: (name: K) => string;
}

function textOf(form: FormDefinition): FormText<string> {
  const words = readWords(form.id);
  const said = (name: string) => {
    const field = words.fields[name];
    if (!field) throw new Error(`src/content/forms/${form.id}.yml: fields.${name} is missing`);
    return field;
  };
  const label = Object.fromEntries(fieldNames(form).map((name) => [name, said(name).label]));
  const message = (name: string, rule: 'required' | 'invalid') => {
    const spec = form.fields[name];
    if (!spec) throw new Error(`form ${form.id} has no field ${name}`);
    return messageFor(spec, rule, said(name).label, said(name).messages);
  };
  return {
    label,
    submit: words.submit,
    required: (name) => message(name, 'required'),
    invalid: (name) => message(name, 'invalid'),
  };
}

/** The contact form's fields, the course and session it has when opened from a course page included. */
type ContactField = FieldName<typeof contactFormAll.fields> | 'course' | 'session';
type ApplicationField = FieldName<ReturnType<typeof applicationForm>['fields']>;

export function formText(id: 'contact'): FormText<ContactField>;
export function formText(id: 'application'): FormText<ApplicationField>;
export function formText(id: 'contact' | 'application'): FormText<string> {
  return textOf(id === 'contact' ? contactFormAll : applicationForm());
}

/**
 * A form's words as the unit tests know them (tests/fixtures/forms/<id>.yml), so a test that
 * spells out a message keeps passing when the owner rewords the form.
 */
export function fixtureWords(id: string): FormWords {
  return formWordsSchema.parse(parse(readFileSync(new URL(`../fixtures/forms/${id}.yml`, import.meta.url), 'utf8')));
}

/**
 * A person's pace: moves the page's clock past the minimum time between a
 * form's first use and its send (the production default), as the time a
 * visitor takes to fill the form in. Needs `page.clock.install()` before the page loads.
 */
export const takeTime = (page: Page) => page.clock.fastForward(MIN_FILL_MS);

/** Holds the island's modules, as on a slow connection, until the returned function is called. */
export async function holdIslandModules(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const contactText = formText('contact');
/** The contact form's four required fields, each with its label and the message it shows left empty (the specification's four), from the form's words. */
export const CONTACT_REQUIRED = (['name', 'email', 'phone', 'message'] as const).map((name) => ({
  name,
  label: contactText.label[name],
  message: contactText.required(name),
}));
