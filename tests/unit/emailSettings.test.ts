import { afterEach, describe, it, expect, vi } from 'vitest';
import type { AstroIntegrationLogger } from 'astro';
import { contactSettings } from '../../src/integrations/contactSettings';
import {
  EMAIL_DEFAULTS,
  INVALID_ORIGIN_ENTRY,
  emailSettings,
  missingSettings,
  missingSettingsMessage,
  normalizeOrigin,
  type EmailEnv,
} from '../../src/lib/forms/emailSettings';

/** As astro:env gives them when only the three required variables are set. */
const base: EmailEnv = {
  PUBLIC_EMAILJS_SERVICE_ID: 'service_abc',
  PUBLIC_EMAILJS_TEMPLATE_ID: 'template_xyz',
  PUBLIC_EMAILJS_PUBLIC_KEY: 'pk_123',
  PUBLIC_EMAILJS_ORIGIN: EMAIL_DEFAULTS.origin,
  PUBLIC_EMAILJS_BLOCK_HEADLESS: EMAIL_DEFAULTS.blockHeadless,
  PUBLIC_EMAILJS_THROTTLE_MS: EMAIL_DEFAULTS.throttleMs,
  PUBLIC_CONTACT_MAILTO_ONLY: EMAIL_DEFAULTS.mailtoOnly,
};

describe('emailSettings', () => {
  it('reads the required ids and applies the defaults', () => {
    expect(emailSettings(base, 'contact')).toEqual({
      serviceId: 'service_abc',
      templateId: 'template_xyz',
      publicKey: 'pk_123',
      origin: 'https://api.emailjs.com',
      blockHeadless: true,
      blockList: [],
      throttleMs: 10000,
    });
    expect(EMAIL_DEFAULTS).toEqual({
      origin: 'https://api.emailjs.com',
      blockHeadless: true,
      throttleMs: 10000,
      mailtoOnly: false,
    });
  });

  it('applies the defaults to variables astro:env left unset', () => {
    const { PUBLIC_EMAILJS_SERVICE_ID, PUBLIC_EMAILJS_TEMPLATE_ID, PUBLIC_EMAILJS_PUBLIC_KEY } = base;
    expect(
      emailSettings({ PUBLIC_EMAILJS_SERVICE_ID, PUBLIC_EMAILJS_TEMPLATE_ID, PUBLIC_EMAILJS_PUBLIC_KEY }, 'contact'),
    ).toEqual(emailSettings(base, 'contact'));
  });

  it('trims values', () => {
    expect(emailSettings({ ...base, PUBLIC_EMAILJS_SERVICE_ID: '  service_abc \n' }, 'contact')?.serviceId).toBe(
      'service_abc',
    );
  });

  it('gives the application form its own template, falling back to the contact template', () => {
    expect(emailSettings(base, 'application')?.templateId).toBe('template_xyz');
    const env = { ...base, PUBLIC_EMAILJS_APPLY_TEMPLATE_ID: ' template_jobs ' };
    expect(emailSettings(env, 'application')?.templateId).toBe('template_jobs');
    expect(emailSettings(env, 'contact')?.templateId).toBe('template_xyz');
  });

  it('is null when a required variable is missing, the origin is unusable, or the build is mailto-only', () => {
    expect(emailSettings({ ...base, PUBLIC_EMAILJS_PUBLIC_KEY: ' ' }, 'contact')).toBeNull();
    expect(emailSettings({ ...base, PUBLIC_EMAILJS_ORIGIN: 'ftp://example.com' }, 'contact')).toBeNull();
    expect(emailSettings({ ...base, PUBLIC_CONTACT_MAILTO_ONLY: true }, 'contact')).toBeNull();
  });

  it('passes the headless block and throttle through', () => {
    expect(emailSettings({ ...base, PUBLIC_EMAILJS_BLOCK_HEADLESS: false }, 'contact')?.blockHeadless).toBe(false);
    expect(emailSettings({ ...base, PUBLIC_EMAILJS_THROTTLE_MS: 0 }, 'contact')?.throttleMs).toBe(0);
  });

  it('parses the block list', () => {
    const settings = emailSettings(
      { ...base, PUBLIC_EMAILJS_BLOCK_LIST: ' Spam@Example.com, ,bot@x.io,, ' },
      'contact',
    );
    expect(settings?.blockList).toEqual(['spam@example.com', 'bot@x.io']);
  });
});

describe('missingSettings', () => {
  it('lists absent and blank required variables by name', () => {
    expect(missingSettings({ PUBLIC_EMAILJS_TEMPLATE_ID: '   ' })).toEqual([
      'PUBLIC_EMAILJS_SERVICE_ID',
      'PUBLIC_EMAILJS_TEMPLATE_ID',
      'PUBLIC_EMAILJS_PUBLIC_KEY',
    ]);
    expect(missingSettings({ ...base, PUBLIC_EMAILJS_PUBLIC_KEY: undefined })).toEqual(['PUBLIC_EMAILJS_PUBLIC_KEY']);
    expect(missingSettings(base)).toEqual([]);
  });

  it.each([
    'api.emailjs.com',
    'ftp://example.com',
    'javascript:alert(1)',
    'https://u:p@example.com',
    'https://x.com/?a=1',
    'https://x.com/#top',
    'not a url',
  ])('names the unusable origin %j, with the reason', (origin) => {
    expect(missingSettings({ ...base, PUBLIC_EMAILJS_ORIGIN: origin })).toEqual([INVALID_ORIGIN_ENTRY]);
    expect(INVALID_ORIGIN_ENTRY).toContain('PUBLIC_EMAILJS_ORIGIN');
  });
});

describe('normalizeOrigin', () => {
  it.each([
    ['http://127.0.0.1:8788/', 'http://127.0.0.1:8788'],
    ['https://api.eu.example.com//', 'https://api.eu.example.com'],
    ['https://proxy.example.com/emailjs/', 'https://proxy.example.com/emailjs'],
    ['  ', 'https://api.emailjs.com'],
    ['', 'https://api.emailjs.com'],
    [undefined, 'https://api.emailjs.com'],
  ])('normalises the origin %j', (origin, expected) => {
    expect(normalizeOrigin(origin)).toBe(expected);
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
    expect(missingSettingsMessage(['A', 'B', 'C'])).toContain('A, B, and C are missing');
  });

  it('includes the reason for an invalid origin', () => {
    expect(missingSettingsMessage([INVALID_ORIGIN_ENTRY])).toContain(
      'PUBLIC_EMAILJS_ORIGIN (must be an http:// or https:// URL)',
    );
  });
});

describe('the build check (src/integrations/contactSettings.ts)', () => {
  afterEach(() => vi.unstubAllEnvs());

  const build = () => {
    const logger = { info: vi.fn(), warn: vi.fn() };
    const hook = contactSettings(process.env).hooks['astro:build:start'] as (o: {
      logger: AstroIntegrationLogger;
    }) => void;
    hook({ logger: logger as unknown as AstroIntegrationLogger });
    return logger;
  };
  const stub = (env: Record<string, string>) => {
    for (const name of ['PUBLIC_EMAILJS_SERVICE_ID', 'PUBLIC_EMAILJS_TEMPLATE_ID', 'PUBLIC_EMAILJS_PUBLIC_KEY']) {
      vi.stubEnv(name, env[name] ?? '');
    }
    vi.stubEnv('PUBLIC_EMAILJS_ORIGIN', env['PUBLIC_EMAILJS_ORIGIN'] ?? '');
    vi.stubEnv('PUBLIC_CONTACT_MAILTO_ONLY', env['PUBLIC_CONTACT_MAILTO_ONLY'] ?? '');
  };

  it('stops the build naming exactly the missing variables', () => {
    stub({ PUBLIC_EMAILJS_TEMPLATE_ID: 'template_xyz' });
    expect(build).toThrow(
      'The contact form cannot send e-mail: PUBLIC_EMAILJS_SERVICE_ID and PUBLIC_EMAILJS_PUBLIC_KEY are missing or invalid.',
    );
  });

  it('stops the build on an origin that is not an http(s) URL', () => {
    stub({
      PUBLIC_EMAILJS_SERVICE_ID: 's',
      PUBLIC_EMAILJS_TEMPLATE_ID: 't',
      PUBLIC_EMAILJS_PUBLIC_KEY: 'k',
      PUBLIC_EMAILJS_ORIGIN: 'ftp://mail.example.com',
    });
    expect(build).toThrow(`${INVALID_ORIGIN_ENTRY} is missing or invalid`);
  });

  it('lets a complete or a mailto-only build through', () => {
    stub({ PUBLIC_EMAILJS_SERVICE_ID: 's', PUBLIC_EMAILJS_TEMPLATE_ID: 't', PUBLIC_EMAILJS_PUBLIC_KEY: 'k' });
    expect(build().info).toHaveBeenCalledWith('Contact form sends through EmailJS at https://api.emailjs.com.');
    stub({ PUBLIC_CONTACT_MAILTO_ONLY: 'true' });
    expect(build().warn).toHaveBeenCalledWith(expect.stringContaining('PUBLIC_CONTACT_MAILTO_ONLY=true'));
  });
});
