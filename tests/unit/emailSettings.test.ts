import { describe, it, expect } from 'vitest';
import {
  DEFAULT_ORIGIN,
  INVALID_ORIGIN_ENTRY,
  missingSettingsMessage,
  readEmailSettings,
} from '../../src/lib/emailSettings';

const base = {
  PUBLIC_EMAILJS_SERVICE_ID: 'service_abc',
  PUBLIC_EMAILJS_TEMPLATE_ID: 'template_xyz',
  PUBLIC_EMAILJS_PUBLIC_KEY: 'pk_123',
};

describe('readEmailSettings', () => {
  it('reads the required ids and applies the defaults', () => {
    expect(readEmailSettings(base)).toEqual({
      settings: {
        serviceId: 'service_abc',
        templateId: 'template_xyz',
        publicKey: 'pk_123',
        origin: DEFAULT_ORIGIN,
        blockHeadless: true,
        blockList: [],
        throttleMs: 10000,
      },
      missing: [],
      mailtoOnly: false,
    });
    expect(DEFAULT_ORIGIN).toBe('https://api.emailjs.com');
  });

  it('trims values', () => {
    const { settings } = readEmailSettings({
      ...base,
      PUBLIC_EMAILJS_SERVICE_ID: '  service_abc \n',
    });
    expect(settings?.serviceId).toBe('service_abc');
  });

  it('lists absent and blank required variables and returns no settings', () => {
    const result = readEmailSettings({ PUBLIC_EMAILJS_TEMPLATE_ID: '   ' });
    expect(result.settings).toBeNull();
    expect(result.missing).toEqual([
      'PUBLIC_EMAILJS_SERVICE_ID',
      'PUBLIC_EMAILJS_TEMPLATE_ID',
      'PUBLIC_EMAILJS_PUBLIC_KEY',
    ]);
    expect(readEmailSettings({ ...base, PUBLIC_EMAILJS_PUBLIC_KEY: undefined }).missing).toEqual([
      'PUBLIC_EMAILJS_PUBLIC_KEY',
    ]);
  });

  it.each([
    ['http://127.0.0.1:8788/', 'http://127.0.0.1:8788'],
    ['https://api.eu.example.com//', 'https://api.eu.example.com'],
    ['https://proxy.example.com/emailjs/', 'https://proxy.example.com/emailjs'],
    ['  ', DEFAULT_ORIGIN],
    ['', DEFAULT_ORIGIN],
  ])('normalises the origin %j', (origin, expected) => {
    const { settings, missing } = readEmailSettings({ ...base, PUBLIC_EMAILJS_ORIGIN: origin });
    expect(missing).toEqual([]);
    expect(settings?.origin).toBe(expected);
  });

  it.each([
    'api.emailjs.com',
    'ftp://example.com',
    'javascript:alert(1)',
    'https://u:p@example.com',
    'https://x.com/?a=1',
    'not a url',
  ])('treats the unusable origin %j as missing, with the reason', (origin) => {
    const { settings, missing } = readEmailSettings({ ...base, PUBLIC_EMAILJS_ORIGIN: origin });
    expect(settings).toBeNull();
    expect(missing).toEqual([INVALID_ORIGIN_ENTRY]);
    expect(INVALID_ORIGIN_ENTRY).toContain('PUBLIC_EMAILJS_ORIGIN');
  });

  it.each([
    [undefined, true],
    ['true', true],
    ['', true],
    ['no', true],
    ['false', false],
    [' FALSE ', false],
  ])('PUBLIC_EMAILJS_BLOCK_HEADLESS=%j → %j', (value, expected) => {
    const { settings } = readEmailSettings({ ...base, PUBLIC_EMAILJS_BLOCK_HEADLESS: value });
    expect(settings?.blockHeadless).toBe(expected);
  });

  it('parses the block list', () => {
    const { settings } = readEmailSettings({
      ...base,
      PUBLIC_EMAILJS_BLOCK_LIST: ' Spam@Example.com, ,bot@x.io,, ',
    });
    expect(settings?.blockList).toEqual(['spam@example.com', 'bot@x.io']);
  });

  it.each([
    [undefined, 10000],
    ['0', 0],
    ['2500', 2500],
    [' 60000 ', 60000],
    ['-5', 10000],
    ['abc', 10000],
    ['1.5', 10000],
    ['1e4', 10000],
    ['99999999999999999999', 10000],
  ])('PUBLIC_EMAILJS_THROTTLE_MS=%j → %j', (value, expected) => {
    const { settings } = readEmailSettings({ ...base, PUBLIC_EMAILJS_THROTTLE_MS: value });
    expect(settings?.throttleMs).toBe(expected);
  });

  it('reads the mailto-only opt-in independently of the settings', () => {
    expect(readEmailSettings({ PUBLIC_CONTACT_MAILTO_ONLY: 'true' })).toMatchObject({
      settings: null,
      mailtoOnly: true,
    });
    expect(readEmailSettings({ ...base, PUBLIC_CONTACT_MAILTO_ONLY: 'TRUE' }).mailtoOnly).toBe(true);
    expect(readEmailSettings({ ...base, PUBLIC_CONTACT_MAILTO_ONLY: 'yes' }).mailtoOnly).toBe(false);
    expect(readEmailSettings(base).mailtoOnly).toBe(false);
  });
});

describe('missingSettingsMessage', () => {
  it('names the variables and points to .env.example and the mailto-only opt-in', () => {
    const message = missingSettingsMessage(['PUBLIC_EMAILJS_SERVICE_ID', 'PUBLIC_EMAILJS_PUBLIC_KEY']);
    expect(message).toContain('PUBLIC_EMAILJS_SERVICE_ID and PUBLIC_EMAILJS_PUBLIC_KEY are missing');
    expect(message).toContain('.env.example');
    expect(message).toContain('PUBLIC_CONTACT_MAILTO_ONLY=true');
  });

  it('uses the singular for one variable and lists three with commas', () => {
    expect(missingSettingsMessage(['PUBLIC_EMAILJS_TEMPLATE_ID'])).toContain('PUBLIC_EMAILJS_TEMPLATE_ID is missing');
    expect(missingSettingsMessage(['A', 'B', 'C'])).toContain('A, B and C are missing');
  });

  it('includes the reason for an invalid origin', () => {
    expect(missingSettingsMessage([INVALID_ORIGIN_ENTRY])).toContain(
      'PUBLIC_EMAILJS_ORIGIN (must be an http:// or https:// URL)',
    );
  });
});
