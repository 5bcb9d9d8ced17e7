/** The forms' words as the site reads them (src/content/forms/<id>.yml, checked by its zod schema). */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import { formWordsSchema, type FormWords } from '../../src/lib/forms/words';
import { MIN_FILL_MS } from '../../src/lib/forms/spamDefense';

export { MIN_FILL_MS };

/** A form's words as the site has them: for the checks of what the site shows. */
export function readWords(id: string): FormWords {
  return formWordsSchema.parse(
    parse(readFileSync(new URL(`../../src/content/forms/${id}.yml`, import.meta.url), 'utf8')),
  );
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
