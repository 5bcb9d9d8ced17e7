import { describe, it, expect } from 'vitest';
import { emptyValues, fieldNames, hasErrors, labelsOf, type Fields, type Values } from '../../src/lib/forms/engine';
import { contactForm, contactFormAbout } from '../../src/lib/forms/contactForm';
import { validate } from '../../src/lib/forms/validate';
import { fixtureWords } from '../support/forms';

type ContactValues = Values<typeof contactForm.fields>;
const labels = labelsOf(fixtureWords('contact'));
const validateContact = (values: ContactValues) => validate(contactFormAbout('Cybersecurity'), values, labels);

const valid: ContactValues = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+1 555 010 0142',
  topic: 'Cybersecurity',
  message: 'Hello there',
};

describe('the contact form: validate', () => {
  it('accepts a complete, well-formed submission', () => {
    const errors = validateContact(valid);
    expect(errors).toEqual({});
    expect(hasErrors(errors)).toBe(false);
  });

  it('requires every field with the exact messages', () => {
    const errors = validateContact(emptyValues(contactForm));
    expect(errors).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      phone: 'Phone Number is required',
      message: 'Message is required',
    });
    expect(hasErrors(errors)).toBe(true);
  });

  it('lists the messages in form order', () => {
    expect(Object.keys(validateContact(emptyValues(contactForm)))).toEqual(['name', 'email', 'phone', 'message']);
  });

  it('treats whitespace-only values as empty', () => {
    const errors = validateContact({ name: '  ', email: '\t', phone: ' \n ', topic: ' ', message: '\r\n' });
    expect(Object.keys(errors).sort()).toEqual(['email', 'message', 'name', 'phone']);
    expect(errors.email).toBe('Email is required');
  });

  it('treats a missing or non-string value as empty', () => {
    const broken = { ...valid, name: undefined, phone: 42 } as unknown as ContactValues;
    expect(validateContact(broken)).toEqual({ name: 'Name is required', phone: 'Phone Number is required' });
  });

  it('reports only the failing field', () => {
    expect(validateContact({ ...valid, phone: '' })).toEqual({ phone: 'Phone Number is required' });
    expect(validateContact({ ...valid, message: '   ' })).toEqual({
      message: 'Message is required',
    });
  });

  it.each([
    'plainaddress',
    '@example.com',
    'ada@',
    'ada@example',
    'ada@@example.com',
    'ada@exa@mple.com',
    'ada lovelace@example.com',
    'ada@exam ple.com',
    'ada@.com',
    'ada@example.',
  ])('rejects the malformed email %j', (email) => {
    expect(validateContact({ ...valid, email })).toEqual({ email: 'Enter a valid email address' });
  });

  it.each(['a@b.co', 'first.last+tag@sub.example.org', ' ada@example.com ', 'zoë@例え.jp'])(
    'accepts the plausible email %j',
    (email) => {
      expect(validateContact({ ...valid, email })).toEqual({});
    },
  );

  it('has no rules beyond required + email format', () => {
    expect(validateContact({ name: 'x', email: 'x@y.z', phone: 'call me', topic: '', message: '!' })).toEqual({});
  });
});

describe('hasErrors', () => {
  it('is false for an empty object and true when any field has a message', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ message: 'Message is required' })).toBe(true);
  });
});

describe('the contact form definition', () => {
  it('lists the five fields in form order, with their input types and autocomplete tokens', () => {
    expect(fieldNames(contactForm)).toEqual(['name', 'email', 'phone', 'topic', 'message']);
    expect(Object.values(contactForm.fields as Fields).map((f) => [f.kind, f.required, f.autoComplete])).toEqual([
      ['text', true, 'name'],
      ['email', true, 'email'],
      ['tel', true, 'tel'],
      ['choice', false, undefined],
      ['textarea', true, undefined],
    ]);
  });
});
