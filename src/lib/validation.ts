/**
 * Validation rules of the contact form. Pure: no DOM, no storage, no I/O.
 *
 * Rules (and only these):
 * - every field is required: an empty or whitespace-only value gets
 *   "<Label> is required";
 * - a non-empty e-mail must look like an address (pragmatic check, see
 *   `isPlausibleEmail`), otherwise "Enter a valid email address".
 */

export interface ContactFields {
  name: string;
  email: string;
  phone: string;
  message: string;
}

export type FieldName = keyof ContactFields;

/** A form with nothing typed in it. */
export const EMPTY_FIELDS: Readonly<ContactFields> = { name: '', email: '', phone: '', message: '' };

/** The order of the fields in the form (and of the errors, e.g. for focusing the first one). */
export const FIELD_ORDER: readonly FieldName[] = ['name', 'email', 'phone', 'message'];

/** One message per invalid field; a valid field has no key. */
export type FieldErrors = Partial<Record<FieldName, string>>;

/** Human label of each field, as used in the "is required" messages. */
export const FIELD_LABELS: Readonly<Record<FieldName, string>> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone Number',
  message: 'Message',
};

export const INVALID_EMAIL_MESSAGE = 'Enter a valid email address';

export function requiredMessage(field: FieldName): string {
  return `${FIELD_LABELS[field]} is required`;
}

/**
 * Pragmatic e-mail check: exactly one "@", a non-empty local part, a domain
 * that contains a dot with something on both sides of it, and no whitespace
 * anywhere. Leading/trailing whitespace is ignored (browsers strip it from
 * type="email" inputs anyway).
 */
export function isPlausibleEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.][^\s@]*\.[^\s@]*[^\s@.]$/.test(value.trim());
}

export function validateContact(f: ContactFields): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of FIELD_ORDER) {
    const value = f[field];
    if (typeof value !== 'string' || value.trim() === '') {
      errors[field] = requiredMessage(field);
    }
  }
  if (errors.email === undefined && !isPlausibleEmail(f.email)) {
    errors.email = INVALID_EMAIL_MESSAGE;
  }
  return errors;
}

export function hasErrors(e: FieldErrors): boolean {
  return Object.values(e).some((message) => typeof message === 'string' && message !== '');
}
