import type { InputField } from './engine';

/**
 * The most characters each kind of text a form takes: the one place the
 * limits are set. Each is well beyond what a person types there and well
 * below what would let a script stuff a message with text (EmailJS refuses
 * a send whose variables total more than 50 KB).
 */
export const MAX_LENGTH = {
  /** Long enough for a full name with several given names and family names. */
  name: 100,
  /** The longest address mail can carry: RFC 5321's 256-character path less its two angle brackets. */
  email: 254,
  /** An international number (15 digits at most, ITU-T E.164) with spaces, punctuation and an extension. */
  phone: 40,
  /** Web addresses longer than this do not work everywhere; a profile or CV link is far shorter. */
  url: 2_000,
  /** About 800 words, two printed pages: more is a document to attach or a call. */
  message: 5_000,
  /** A short note beside an application, a few paragraphs. */
  note: 2_000,
} as const;

/** The name, e-mail and phone number every form asks for, in that order. */
export const contactDetails = {
  name: { kind: 'text', required: true, autoComplete: 'name', maxLength: MAX_LENGTH.name },
  email: { kind: 'email', required: true, autoComplete: 'email', maxLength: MAX_LENGTH.email },
  phone: { kind: 'tel', required: true, autoComplete: 'tel', maxLength: MAX_LENGTH.phone },
} as const satisfies Record<string, InputField>;
