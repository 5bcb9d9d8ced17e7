/**
 * String checks shared by the content schemas and the forms' words: each
 * message is the build's error and, through JSON Schema metadata
 * (`patternMessage`), the editor's (src/lib/cms/fields.ts).
 */
import { z } from 'astro/zod';

/** A string that must match `regex`. Write the regex without flags: JSON Schema patterns carry none. */
export const matching = (regex: RegExp, message: string) =>
  z.string().regex(regex, message).meta({ patternMessage: message });

/** An address starting with `prefix`. */
export const urlStarting = (prefix: string, message: string) =>
  z.url().startsWith(prefix, message).meta({ patternMessage: message });

/** A route on this site, e.g. "/program". */
export const sitePath = matching(/^\/[A-Za-z0-9\-/]*$/, 'must be a path on this site, starting with "/"');
