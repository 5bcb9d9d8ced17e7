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

/**
 * A rule between fields of an entry (a remote role needs its region; an update comes after the
 * publication). The build refuses an entry that breaks it, naming `field`; the editor states
 * `message` in that field's hint (src/lib/cms/fields.ts), since it cannot check two fields at once.
 */
export interface EntryRule<T> {
  /** The field the rule is about, at the entry's level, e.g. "remoteRegion". */
  field: string;
  message: string;
  /** The paths from the entry where the rule is broken; none when it holds. */
  broken: (entry: T) => (string | number)[][];
}

/** A rule that holds or not for the whole entry, reported at `field`. */
export const rule = <T>(field: string, message: string, holds: (entry: T) => boolean): EntryRule<T> => ({
  field,
  message,
  broken: (entry) => (holds(entry) ? [] : [[field]]),
});

/** `schema` checked by `rules` at build, with the rules in its JSON Schema (`entryRules`) for the editor. */
export function withRules<S extends z.ZodType>(schema: S, rules: readonly EntryRule<z.output<S>>[]): S {
  return schema
    .superRefine((entry, ctx) => {
      for (const r of rules)
        for (const path of r.broken(entry)) ctx.addIssue({ code: 'custom', path, message: r.message });
    })
    .meta({ entryRules: rules.map(({ field, message }) => ({ field, message })) });
}
