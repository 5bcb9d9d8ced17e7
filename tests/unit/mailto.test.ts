import { describe, it, expect } from 'vitest';
import { applicationForm } from '../../src/lib/forms/applicationForm';
import { contactForm } from '../../src/lib/forms/contactForm';
import { labelsOf, type Values } from '../../src/lib/forms/engine';
import { MAILTO_MAX_LENGTH, SHORTENED_NOTE, formMailto } from '../../src/lib/forms/mailto';
import { fixtureWords } from '../support/forms';

type ContactFields = Values<typeof contactForm.fields>;
const labels = labelsOf(fixtureWords('contact'));
/** The contact form's link, labelled with the form's own labels. */
const buildMailto = (to: string, values: ContactFields, subject: string) =>
  formMailto(to, subject, contactForm, values, labels);

const fields: ContactFields = {
  name: 'Zoë Tanaka',
  email: 'zoe@example.com',
  phone: '+1 555 010 0142',
  topic: '',
  message: 'Hello & welcome?\nSecond line <b>#1</b>',
};

function parse(url: string): { to: string; subject: string | null; body: string | null } {
  expect(url.startsWith('mailto:')).toBe(true);
  const rest = url.slice('mailto:'.length);
  const q = rest.indexOf('?');
  const to = decodeURIComponent(q === -1 ? rest : rest.slice(0, q));
  const params = new Map<string, string>();
  if (q !== -1) {
    for (const pair of rest.slice(q + 1).split('&')) {
      const [k, v] = pair.split('=');
      params.set(k ?? '', decodeURIComponent(v ?? ''));
    }
  }
  return { to, subject: params.get('subject') ?? null, body: params.get('body') ?? null };
}

describe('buildMailto', () => {
  it('builds an exact, fully encoded URL', () => {
    const url = buildMailto('hello@example.com', fields, 'Website inquiry');
    expect(url).toBe(
      'mailto:hello@example.com?subject=Website%20inquiry&body=' +
        'Hello%20%26%20welcome%3F%0D%0ASecond%20line%20%3Cb%3E%231%3C%2Fb%3E' +
        '%0D%0A%0D%0AName%3A%20Zo%C3%AB%20Tanaka%0D%0AEmail%3A%20zoe%40example.com%0D%0APhone%20Number%3A%20%2B1%20555%20010%200142',
    );
  });

  it('puts the message first, then name, email and phone labelled as in the form, with CRLF line breaks', () => {
    const { to, subject, body } = parse(buildMailto('hello@example.com', fields, 'Hi'));
    expect(to).toBe('hello@example.com');
    expect(subject).toBe('Hi');
    expect(body).toBe(
      'Hello & welcome?\r\nSecond line <b>#1</b>\r\n\r\nName: Zoë Tanaka\r\nEmail: zoe@example.com\r\nPhone Number: +1 555 010 0142',
    );
  });

  it('never leaves raw reserved characters or bare line feeds in the query', () => {
    const url = buildMailto('hello@example.com', { ...fields, message: 'a&body=x?y#z\r\nb\rc\nd' }, 'A&B=C');
    const query = url.slice(url.indexOf('?') + 1);
    expect(query.split('&')).toHaveLength(2);
    expect(url).not.toMatch(/[\s#<>"]/);
    expect(url).not.toMatch(/(?<!%0D)%0A/);
    expect(parse(url).body?.startsWith('a&body=x?y#z\r\nb\r\nc\r\nd\r\n\r\n')).toBe(true);
    expect(parse(url).subject).toBe('A&B=C');
  });

  it('leaves out blank sender lines', () => {
    const { body } = parse(buildMailto('hello@example.com', { ...fields, phone: '  ' }, 'Hi'));
    expect(body).not.toContain('Phone Number:');
    expect(body).toContain('Email: zoe@example.com');
  });

  it('keeps short messages whole without the note', () => {
    const url = buildMailto('hello@example.com', fields, 'Hi');
    expect(parse(url).body).not.toContain(SHORTENED_NOTE);
  });

  it('shortens long messages to stay within the limit and says so', () => {
    const message = 'Paragraph with ünïcödé and 東京 ✓ text. '.repeat(200);
    const url = buildMailto('hello@example.com', { ...fields, message }, 'Website inquiry');
    expect(url.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
    expect(url.length).toBeGreaterThan(MAILTO_MAX_LENGTH - 120); // uses the room it has
    const { body } = parse(url);
    expect(body).toContain(`…\r\n\r\n${SHORTENED_NOTE}`);
    expect(body?.startsWith('Paragraph with ünïcödé and 東京 ✓ text.')).toBe(true);
    expect(body).toMatch(/Name: Zoë Tanaka\r\nEmail: zoe@example\.com\r\nPhone Number: \+1 555 010 0142$/);
  });

  it('never splits a surrogate pair when shortening', () => {
    const message = '😀'.repeat(2000);
    const url = buildMailto('hello@example.com', { ...fields, message }, 'S');
    expect(url.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
    expect(() => decodeURIComponent(url)).not.toThrow();
  });

  it('caps very long sender fields so the URL still fits', () => {
    const long = 'x'.repeat(5000);
    const url = buildMailto(
      'hello@example.com',
      { name: long, email: long, phone: long, topic: '', message: long },
      'S',
    );
    expect(url.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
  });

  it('carries any form: its first textarea as the text, other fields as labelled lines, never a file', () => {
    const form = applicationForm();
    const url = formMailto(
      'jobs@example.com',
      'Application',
      form,
      {
        name: 'Ada',
        email: 'ada@example.com',
        phone: '',
        profile: 'https://example.com/ada',
        cv: new File(['x'], 'cv.pdf'),
        note: 'Hello',
        roleTitle: 'Data Engineer',
        roleId: 'de-1',
      },
      labelsOf(fixtureWords('application')),
    );
    expect(parse(url).body).toBe(
      'Hello\r\n\r\nName: Ada\r\nEmail: ada@example.com\r\nProfile or CV link: https://example.com/ada\r\n' +
        'Role: Data Engineer\r\nRole reference: de-1',
    );
  });
});
