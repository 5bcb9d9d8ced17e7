/**
 * Builds the `mailto:` fallback link of a form: the visitor's own mail
 * program opens with the message pre-filled. Pure.
 *
 * Body layout (lines separated by CRLF, encoded as %0D%0A), for the contact
 * form:
 *
 *   <message>
 *
 *   Name: <name>
 *   Email: <email>
 *   Phone Number: <phone>
 *
 * The text is the form's first textarea; each other field follows as
 * "<its label>: <value>" in form order (a line whose value is blank is left
 * out; a file cannot travel in a link and is left out too). Every component
 * is percent-encoded with encodeURIComponent. Browsers and mail programs
 * break on very long mailto URLs, so the whole URL is kept within
 * MAILTO_MAX_LENGTH characters by cutting the message and appending
 * SHORTENED_NOTE; the detail lines are capped at SENDER_FIELD_MAX characters
 * each so that the message always keeps the room.
 */
import type { Fields, FormDefinition, Values } from './engine';

export const MAILTO_MAX_LENGTH = 1800;
export const SHORTENED_NOTE = '[message shortened — the full text is still in the form]';
/** Longest detail value (name, e-mail, phone…) kept in the link (in characters). */
export const SENDER_FIELD_MAX = 200;

const CRLF = '\r\n';
const ELLIPSIS = '…';

/** The mailto: link carrying what the visitor entered in `form`, labelled as the form labels it. */
export function formMailto<F extends Fields>(
  to: string,
  subject: string,
  form: FormDefinition<F>,
  values: Values<F>,
  labels: Readonly<Record<string, string>>,
): string {
  const names = Object.keys(form.fields).filter((name) => form.fields[name]?.kind !== 'file');
  const textField = names.find((name) => form.fields[name]?.kind === 'textarea');
  const text = (name: string | undefined) => {
    const value = name === undefined ? '' : (values as Record<string, unknown>)[name];
    return typeof value === 'string' ? value : '';
  };
  const details = names.filter((name) => name !== textField).map((name) => [labels[name] ?? name, text(name)] as const);
  return buildMailto(to, subject, text(textField), details);
}

export function buildMailto(
  to: string,
  subject: string,
  text: string,
  details: readonly (readonly [label: string, value: string])[],
): string {
  const head = `mailto:${encodeAddress(to)}`;
  const query = (body: string): string => {
    const parts: string[] = [];
    if (subject.trim() !== '') parts.push(`subject=${encodeURIComponent(subject.trim())}`);
    if (body !== '') parts.push(`body=${encodeURIComponent(body)}`);
    return parts.length > 0 ? `${head}?${parts.join('&')}` : head;
  };

  const sender = detailLines(details);
  const message = normalizeLineBreaks(text).replace(/\s+$/u, '');
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

function detailLines(details: readonly (readonly [string, string])[]): string {
  const lines: string[] = [];
  for (const [label, value] of details) {
    const clean = singleLine(value);
    if (clean !== '') lines.push(`${label}: ${clean}`);
  }
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
