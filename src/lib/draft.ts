/**
 * The contact-form draft store: keeps what the visitor typed in Web Storage
 * so a reload, a failed send or an accidental navigation loses nothing.
 *
 * Every function tolerates a missing storage (SSR, disabled cookies) and a
 * storage that throws (Safari private mode, quota exceeded, SecurityError):
 * it then does nothing / returns null, and never throws.
 */
import { EMPTY_FIELDS, FIELD_ORDER, type ContactFields } from './validation';

export const DRAFT_KEY = 'aldermoor:contact-draft:v1';

/**
 * Reads the draft. Returns null when there is no storage, no draft, the JSON
 * is corrupt, the value is not an object, one of the four fields holds a
 * non-string, or every field is empty. A field absent from the stored object
 * reads as ''. Keys other than the four fields are ignored.
 */
export function loadDraft(storage: Storage | undefined): ContactFields | null {
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(DRAFT_KEY);
  } catch {
    return null;
  }
  if (typeof raw !== 'string' || raw === '') return null;

  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;

  const record = parsed as Record<string, unknown>;
  const draft: ContactFields = { ...EMPTY_FIELDS };
  for (const field of FIELD_ORDER) {
    if (!Object.prototype.hasOwnProperty.call(record, field)) continue;
    const value = record[field];
    if (typeof value !== 'string') return null;
    draft[field] = value;
  }
  return isEmptyDraft(draft) ? null : draft;
}

/**
 * Saves exactly the four fields (nothing else, even if `fields` carries more
 * properties). An all-empty (or whitespace-only) draft removes the key.
 */
export function saveDraft(storage: Storage | undefined, fields: ContactFields): void {
  if (!storage) return;
  const draft: ContactFields = {
    name: asString(fields.name),
    email: asString(fields.email),
    phone: asString(fields.phone),
    message: asString(fields.message),
  };
  try {
    if (isEmptyDraft(draft)) {
      storage.removeItem(DRAFT_KEY);
    } else {
      storage.setItem(DRAFT_KEY, JSON.stringify(draft));
    }
  } catch {
    // Quota exceeded, private mode, storage disabled: the draft is a comfort, not a requirement.
  }
}

/** Removes the draft (after a successful send). */
export function clearDraft(storage: Storage | undefined): void {
  if (!storage) return;
  try {
    storage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to do.
  }
}

function asString(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function isEmptyDraft(draft: ContactFields): boolean {
  return FIELD_ORDER.every((field) => draft[field].trim() === '');
}
