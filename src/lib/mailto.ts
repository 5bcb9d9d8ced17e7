/**
 * Builds the `mailto:` fallback link of the contact form: the visitor's own
 * mail program opens with the message pre-filled. Pure.
 *
 * Body layout (lines separated by CRLF, encoded as %0D%0A):
 *
 *   <message>
 *
 *   Name: <name>
 *   Email: <email>
 *   Phone: <phone>
 *
 * (a sender line whose value is blank is left out). Every component is
 * percent-encoded with encodeURIComponent. Browsers and mail programs break
 * on very long mailto URLs, so the whole URL is kept within
 * MAILTO_MAX_LENGTH characters by cutting the message and appending
 * SHORTENED_NOTE; the sender lines are capped at SENDER_FIELD_MAX characters
 * each so that the message always keeps the room.
 */
import type { ContactFields } from './validation';

export const MAILTO_MAX_LENGTH = 1800;
export const SHORTENED_NOTE = '[message shortened — the full text is still in the form]';
/** Longest name / e-mail / phone kept in the link (in characters). */
export const SENDER_FIELD_MAX = 200;

const CRLF = '\r\n';
const ELLIPSIS = '…';

export function buildMailto(to: string, fields: ContactFields, subject: string): string {
  const head = `mailto:${encodeAddress(to)}`;
  const query = (body: string): string => {
    const parts: string[] = [];
    if (subject.trim() !== '') parts.push(`subject=${encodeURIComponent(subject.trim())}`);
    if (body !== '') parts.push(`body=${encodeURIComponent(body)}`);
    return parts.length > 0 ? `${head}?${parts.join('&')}` : head;
  };

  const sender = senderLines(fields);
  const message = normalizeLineBreaks(fields.message).replace(/\s+$/u, '');
  const compose = (text: string): string => [text, sender].filter((part) => part !== '').join(CRLF + CRLF);

  const full = query(compose(message));
  if (full.length <= MAILTO_MAX_LENGTH) return full;

  // Too long: keep the longest prefix of the message (in code points, never
  // splitting a surrogate pair) that fits together with the note.
  const chars = Array.from(message);
  const shortened = (count: number): string => {
    const prefix = chars.slice(0, count).join('').replace(/\s+$/u, '');
    const cut = prefix === '' ? SHORTENED_NOTE : `${prefix}${ELLIPSIS}${CRLF}${CRLF}${SHORTENED_NOTE}`;
    return query(compose(cut));
  };
  let low = 0;
  let high = chars.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (shortened(mid).length <= MAILTO_MAX_LENGTH) low = mid;
    else high = mid - 1;
  }
  return shortened(low);
}

function senderLines(fields: ContactFields): string {
  const lines: string[] = [];
  const add = (label: string, value: string): void => {
    const clean = singleLine(value);
    if (clean !== '') lines.push(`${label}: ${clean}`);
  };
  add('Name', fields.name);
  add('Email', fields.email);
  add('Phone', fields.phone);
  return lines.join(CRLF);
}

function singleLine(value: string): string {
  const flat = value.replace(/\s+/gu, ' ').trim();
  const chars = Array.from(flat);
  return chars.length > SENDER_FIELD_MAX ? `${chars.slice(0, SENDER_FIELD_MAX - 1).join('')}${ELLIPSIS}` : flat;
}

function normalizeLineBreaks(text: string): string {
  return text.replace(/\r\n|\r|\n/gu, CRLF);
}

/** Percent-encodes the recipient, keeping "@" and "," readable as RFC 6068 allows. */
function encodeAddress(to: string): string {
  return encodeURIComponent(to.trim()).replace(/%40/gu, '@').replace(/%2C/gu, ',');
}
