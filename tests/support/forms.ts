/** The forms' words as the site reads them (src/content/forms/<id>.yml, checked by its zod schema). */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { formWordsSchema, type FormWords } from '../../src/lib/forms/words';

export function readWords(id: string): FormWords {
  return formWordsSchema.parse(
    parse(readFileSync(new URL(`../../src/content/forms/${id}.yml`, import.meta.url), 'utf8')),
  );
}
