import { describe, it, expect } from 'vitest';
import { DRAFT_KEY, clearDraft, loadDraft, saveDraft } from '../../src/lib/draft';
import type { ContactFields } from '../../src/lib/validation';
import { MemoryStorage, ThrowingStorage } from '../support/storage';

const fields: ContactFields = {
  name: 'Zoë',
  email: 'zoe@example.com',
  phone: '555',
  message: 'Line 1\r\nLine 2 <script>&',
};

describe('draft store', () => {
  it('uses the versioned key', () => {
    expect(DRAFT_KEY).toBe('aldermoor:contact-draft:v1');
  });

  it('round-trips the four fields', () => {
    const storage = new MemoryStorage();
    saveDraft(storage, fields);
    expect(storage.getItem(DRAFT_KEY)).not.toBeNull();
    expect(loadDraft(storage)).toEqual(fields);
  });

  it('stores exactly the four fields and nothing else', () => {
    const storage = new MemoryStorage();
    const extra = { ...fields, password: 'secret', website: 'x' } as ContactFields;
    saveDraft(storage, extra);
    const stored = JSON.parse(storage.getItem(DRAFT_KEY) ?? 'null') as Record<string, unknown>;
    expect(Object.keys(stored).sort()).toEqual(['email', 'message', 'name', 'phone']);
    expect(storage.length).toBe(1);
  });

  it('removes the key when the draft is all empty', () => {
    const storage = new MemoryStorage();
    saveDraft(storage, fields);
    saveDraft(storage, { name: '', email: ' ', phone: '', message: '\n' });
    expect(storage.getItem(DRAFT_KEY)).toBeNull();
    expect(loadDraft(storage)).toBeNull();
  });

  it('keeps a partially filled draft', () => {
    const storage = new MemoryStorage();
    saveDraft(storage, { name: '', email: '', phone: '', message: 'Just this' });
    expect(loadDraft(storage)).toEqual({ name: '', email: '', phone: '', message: 'Just this' });
  });

  it('clearDraft removes the key', () => {
    const storage = new MemoryStorage();
    saveDraft(storage, fields);
    storage.setItem('other', 'kept');
    clearDraft(storage);
    expect(storage.getItem(DRAFT_KEY)).toBeNull();
    expect(storage.getItem('other')).toBe('kept');
  });

  it('tolerates a missing storage', () => {
    expect(loadDraft(undefined)).toBeNull();
    expect(() => saveDraft(undefined, fields)).not.toThrow();
    expect(() => clearDraft(undefined)).not.toThrow();
  });

  it('never throws when the storage throws', () => {
    const storage = new ThrowingStorage();
    expect(loadDraft(storage)).toBeNull();
    expect(() => saveDraft(storage, fields)).not.toThrow();
    expect(() => saveDraft(storage, { name: '', email: '', phone: '', message: '' })).not.toThrow();
    expect(() => clearDraft(storage)).not.toThrow();
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
    expect(loadDraft(storage)).toBeNull();
  });

  it('fills absent fields with empty strings and ignores unknown keys', () => {
    const storage = new MemoryStorage();
    storage.setItem(DRAFT_KEY, JSON.stringify({ message: 'hi', extra: 'ignored' }));
    expect(loadDraft(storage)).toEqual({ name: '', email: '', phone: '', message: 'hi' });
  });
});
