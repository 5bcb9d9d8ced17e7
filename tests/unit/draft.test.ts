import { describe, it, expect } from 'vitest';
import { clearDraft, draftKey, loadDraft, saveDraft } from '../../src/lib/forms/draft';
import { applicationForm } from '../../src/lib/forms/applicationForm';
import { contactForm, contactFormAbout } from '../../src/lib/forms/contactForm';
import type { Values } from '../../src/lib/forms/engine';
import { MemoryStorage, ThrowingStorage } from '../support/storage';

type ContactValues = Values<typeof contactForm.fields>;
const DRAFT_KEY = draftKey(contactForm);

const fields: ContactValues = {
  name: 'Zoë',
  email: 'zoe@example.com',
  phone: '555',
  topic: 'careers',
  message: 'Line 1\r\nLine 2 <script>&',
};
const empty: ContactValues = { name: '', email: '', phone: '', topic: '', message: '' };

describe('draft store', () => {
  it('uses a versioned key per form, and per instance where there is one', () => {
    expect(DRAFT_KEY).toBe('aldermoor:contact-draft:v1');
    expect(draftKey(applicationForm(), 'data-engineer')).toBe('aldermoor:application-draft:v1:data-engineer');
  });

  it('round-trips the four fields', () => {
    const storage = new MemoryStorage();
    saveDraft(storage, contactForm, fields);
    expect(storage.getItem(DRAFT_KEY)).not.toBeNull();
    expect(loadDraft(storage, contactForm)).toEqual(fields);
  });

  it('stores exactly the five fields and nothing else', () => {
    const storage = new MemoryStorage();
    const extra = { ...fields, password: 'secret', website: 'x' } as ContactValues;
    saveDraft(storage, contactForm, extra);
    const stored = JSON.parse(storage.getItem(DRAFT_KEY) ?? 'null') as Record<string, unknown>;
    expect(Object.keys(stored).sort()).toEqual(['email', 'message', 'name', 'phone', 'topic']);
    expect(storage.length).toBe(1);
  });

  it('never stores a file or a hidden value, and keeps one draft per instance', () => {
    const storage = new MemoryStorage();
    const form = applicationForm();
    const cv = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    const values = {
      name: 'Ada',
      email: '',
      phone: '',
      profile: 'https://x.example',
      cv,
      note: 'Hi',
      roleTitle: 'Role',
      roleId: 'r1',
    };
    saveDraft(storage, form, values, 'r1');
    expect(JSON.parse(storage.getItem(draftKey(form, 'r1')) ?? 'null')).toEqual({
      name: 'Ada',
      email: '',
      phone: '',
      profile: 'https://x.example',
      note: 'Hi',
    });
    expect(loadDraft(storage, form, 'r2')).toBeNull();
    expect(loadDraft(storage, form, 'r1')).toMatchObject({ name: 'Ada', note: 'Hi' });
    expect(loadDraft(storage, contactForm)).toBeNull();
  });

  it('removes the key when the draft is all empty', () => {
    const storage = new MemoryStorage();
    saveDraft(storage, contactForm, fields);
    saveDraft(storage, contactForm, { name: '', email: ' ', phone: '', message: '\n' });
    expect(storage.getItem(DRAFT_KEY)).toBeNull();
    expect(loadDraft(storage, contactForm)).toBeNull();
  });

  it('keeps a partially filled draft', () => {
    const storage = new MemoryStorage();
    saveDraft(storage, contactForm, { ...empty, message: 'Just this' });
    expect(loadDraft(storage, contactForm)).toEqual({ ...empty, message: 'Just this' });
  });

  it('clearDraft removes the key', () => {
    const storage = new MemoryStorage();
    saveDraft(storage, contactForm, fields);
    storage.setItem('other', 'kept');
    clearDraft(storage, contactForm);
    expect(storage.getItem(DRAFT_KEY)).toBeNull();
    expect(storage.getItem('other')).toBe('kept');
  });

  it('tolerates a missing storage', () => {
    expect(loadDraft(undefined, contactForm)).toBeNull();
    expect(() => saveDraft(undefined, contactForm, fields)).not.toThrow();
    expect(() => clearDraft(undefined, contactForm)).not.toThrow();
  });

  it('never throws when the storage throws', () => {
    const storage = new ThrowingStorage();
    expect(loadDraft(storage, contactForm)).toBeNull();
    expect(() => saveDraft(storage, contactForm, fields)).not.toThrow();
    expect(() => saveDraft(storage, contactForm, empty)).not.toThrow();
    expect(() => clearDraft(storage, contactForm)).not.toThrow();
  });

  it.each([
    ['corrupt JSON', '{"name": "Ada"'],
    ['empty string', ''],
    ['null', 'null'],
    ['a number', '42'],
    ['a string', '"hello"'],
    ['an array', '["Ada","a@b.c","1","hi"]'],
    ['a non-string field', '{"name": 5, "email": "a@b.c", "phone": "1", "message": "hi"}'],
    ['a nested object', '{"name": {"first": "Ada"}, "message": "hi"}'],
    ['an all-empty object', '{"name": "", "email": "", "phone": "", "message": ""}'],
    ['an unrelated object', '{"foo": "bar"}'],
  ])('returns null for %s', (_label, raw) => {
    const storage = new MemoryStorage();
    storage.setItem(DRAFT_KEY, raw);
    expect(loadDraft(storage, contactForm)).toBeNull();
  });

  it('fills absent fields with empty strings and ignores unknown keys', () => {
    const storage = new MemoryStorage();
    storage.setItem(DRAFT_KEY, JSON.stringify({ message: 'hi', extra: 'ignored' }));
    expect(loadDraft(storage, contactForm)).toEqual({ ...empty, message: 'hi' });
  });

  it('drops a stored choice that is no longer one of its options', () => {
    const storage = new MemoryStorage();
    storage.setItem(DRAFT_KEY, JSON.stringify({ ...fields, topic: 'Cybersecurity' }));
    expect(loadDraft(storage, contactForm)).toEqual({ ...fields, topic: '' });
    expect(loadDraft(storage, contactFormAbout('Cybersecurity'))).toEqual({ ...fields, topic: 'Cybersecurity' });
  });
});
