/**
 * The draft store of every form: keeps what the visitor typed in Web Storage
 * so a reload, a failed send or an accidental navigation loses nothing. One
 * draft per form, and per instance where a form appears more than once
 * (the application form of each role). Only the fields a visitor types or
 * chooses are kept: never a file, never a hidden value, never a key the form
 * does not define.
 *
 * Every function tolerates a missing storage (SSR, disabled cookies) and a
 * storage that throws (Safari private mode, quota exceeded, SecurityError):
 * it then does nothing / returns null, and never throws.
 */
import { draftFields, type Fields, type FormDefinition, type Values } from './engine';

/** The storage key: `aldermoor:contact-draft:v1`, or `aldermoor:application-draft:v1:<instance>`. */
export function draftKey(form: FormDefinition<Fields>, instance?: string): string {
  const key = `aldermoor:${form.id}-draft:v1`;
  return instance ? `${key}:${instance}` : key;
}

export type Draft<F extends Fields> = Partial<Values<F>>;

/**
 * Reads the draft. Returns null when there is no storage, no draft, the JSON
 * is corrupt, the value is not an object, one of the kept fields holds a
 * non-string, or every kept field is empty. A kept field absent from the
 * stored object reads as '', and so does a choice that is no longer one of
 * its field's options. Other keys are ignored.
 */
export function loadDraft<F extends Fields>(
  storage: Storage | undefined,
  form: FormDefinition<F>,
  instance?: string,
): Draft<F> | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage?.getItem(draftKey(form, instance)) || 'null');
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const record = parsed as Record<string, unknown>;
  const draft: Record<string, string> = {};
  for (const name of draftFields(form)) {
    const value = Object.hasOwn(record, name) ? record[name] : '';
    if (typeof value !== 'string') return null;
    const spec = form.fields[name];
    draft[name] = spec?.kind === 'choice' && !spec.options.includes(value) ? '' : value;
  }
  return isEmpty(draft) ? null : (draft as Draft<F>);
}

/** Saves the kept fields (nothing else, even if `values` carries more). An all-empty draft removes the key. */
export function saveDraft<F extends Fields>(
  storage: Storage | undefined,
  form: FormDefinition<F>,
  values: Partial<Values<F>>,
  instance?: string,
): void {
  const draft: Record<string, string> = {};
  for (const name of draftFields(form)) {
    const value = values[name];
    draft[name] = typeof value === 'string' ? value : '';
  }
  try {
    if (isEmpty(draft)) storage?.removeItem(draftKey(form, instance));
    else storage?.setItem(draftKey(form, instance), JSON.stringify(draft));
  } catch {
    // Quota exceeded, private mode, storage disabled: the draft is a comfort, not a requirement.
  }
}

/** Removes the draft (after a successful send). */
export function clearDraft(storage: Storage | undefined, form: FormDefinition<Fields>, instance?: string): void {
  try {
    storage?.removeItem(draftKey(form, instance));
  } catch {
    // Nothing to do.
  }
}

function isEmpty(draft: Record<string, string>): boolean {
  return Object.values(draft).every((value) => value.trim() === '');
}
