/**
 * What a form island needs from the site, read in one place: its words
 * (content collection `forms`), its EmailJS settings and spam defenses
 * (astro:env, declared in astro.config.ts) and the company's address for the mailto fallback.
 * Build time only (used by pages).
 */
import { getEntry } from 'astro:content';
import * as env from 'astro:env/client';
import { getSite } from '../site/content';
import { emailSettings, type EmailSettings } from './emailSettings';
import type { Defense } from './spamDefense';
import { applicationForm } from './applicationForm';
import type { Fields, FormDefinition } from './engine';
import { wordsFor, type FormWords } from './words';

export async function formProps(
  form: FormDefinition<Fields>,
  /** Option labels from other content (e.g. program names), by field and option value. */
  options: Readonly<Record<string, Readonly<Record<string, string>>>> = {},
): Promise<{ words: FormWords; settings: EmailSettings | null; email: string; defense: Defense }> {
  const site = await getSite();
  const entry = await getEntry('forms', form.id);
  if (!entry) throw new Error(`src/content/forms/${form.id}.yml is missing: it holds the ${form.id} form's words`);
  return {
    words: wordsFor(form, entry.data, site.shortName, options),
    settings: emailSettings(env, form.id),
    email: site.email,
    defense: {
      minFillMs: env.PUBLIC_FORM_MIN_FILL_MS,
      recaptchaSiteKey: env.PUBLIC_RECAPTCHA_SITE_KEY?.trim() || null,
    },
  };
}

/** The application form's props, with the CV size limit from PUBLIC_APPLY_MAX_FILE_KB. */
export async function applicationProps() {
  const maxBytes = env.PUBLIC_APPLY_MAX_FILE_KB * 1000;
  return { ...(await formProps(applicationForm(maxBytes))), maxBytes };
}
