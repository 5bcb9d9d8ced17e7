/**
 * The forms' e-mail settings. The variables are declared, typed and given
 * their defaults in astro.config.ts (`env.schema`, read through
 * `astro:env/client`); .env.example says what each one means. Pure: callers
 * pass the values in (src/lib/forms/content.ts in the site, the build
 * check in src/integrations/contactSettings.ts, tests).
 *
 * Rule: PUBLIC_EMAILJS_SERVICE_ID, PUBLIC_EMAILJS_TEMPLATE_ID and
 * PUBLIC_EMAILJS_PUBLIC_KEY are required unless PUBLIC_CONTACT_MAILTO_ONLY
 * is true, and PUBLIC_EMAILJS_ORIGIN must be an absolute http(s) URL without
 * credentials, query or fragment — a typo must not send visitors' messages
 * somewhere unexpected.
 */

/** The variables as astro:env gives them; raw strings from a .env file fit the string ones. */
export interface EmailEnv {
  PUBLIC_EMAILJS_SERVICE_ID?: string | undefined;
  PUBLIC_EMAILJS_TEMPLATE_ID?: string | undefined;
  /** The application form's template; the contact template when unset. */
  PUBLIC_EMAILJS_APPLY_TEMPLATE_ID?: string | undefined;
  PUBLIC_EMAILJS_PUBLIC_KEY?: string | undefined;
  PUBLIC_EMAILJS_ORIGIN?: string | undefined;
  PUBLIC_EMAILJS_BLOCK_HEADLESS?: boolean | undefined;
  PUBLIC_EMAILJS_BLOCK_LIST?: string | undefined;
  PUBLIC_EMAILJS_THROTTLE_MS?: number | undefined;
  PUBLIC_CONTACT_MAILTO_ONLY?: boolean | undefined;
}

/** The values used when a variable is not set (astro.config.ts declares them as the variables' defaults). */
export const EMAIL_DEFAULTS = {
  origin: 'https://api.emailjs.com',
  blockHeadless: true,
  throttleMs: 10_000,
  mailtoOnly: false,
} as const;

export interface EmailSettings {
  serviceId: string;
  templateId: string;
  publicKey: string;
  origin: string;
  blockHeadless: boolean;
  blockList: string[];
  throttleMs: number;
}

const REQUIRED = ['PUBLIC_EMAILJS_SERVICE_ID', 'PUBLIC_EMAILJS_TEMPLATE_ID', 'PUBLIC_EMAILJS_PUBLIC_KEY'] as const;

/** The `missing` entry used for an origin that is set but unusable. */
export const INVALID_ORIGIN_ENTRY = 'PUBLIC_EMAILJS_ORIGIN (must be an http:// or https:// URL)';

/** Unset/blank → the default; a usable http(s) URL → itself without trailing slashes; otherwise null. */
export function normalizeOrigin(raw: string | undefined): string | null {
  const text = raw?.trim() || EMAIL_DEFAULTS.origin;
  if (!URL.canParse(text) || /[?#]/.test(text)) return null;
  const url = new URL(text);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '') return null;
  return `${url.origin}${url.pathname.replace(/\/+$/u, '')}`;
}

/** The required variables that are unset or blank, and the unusable origin, by name. */
export function missingSettings(env: EmailEnv): string[] {
  const missing: string[] = REQUIRED.filter((name) => !env[name]?.trim());
  if (normalizeOrigin(env.PUBLIC_EMAILJS_ORIGIN) === null) missing.push(INVALID_ORIGIN_ENTRY);
  return missing;
}

/** The settings the form `formId` sends with (the application form has its own template), or null when the build is mailto-only (or incomplete). */
export function emailSettings(env: EmailEnv, formId: string): EmailSettings | null {
  const origin = normalizeOrigin(env.PUBLIC_EMAILJS_ORIGIN);
  if (env.PUBLIC_CONTACT_MAILTO_ONLY || origin === null || missingSettings(env).length > 0) return null;
  const applyTemplateId = formId === 'application' ? env.PUBLIC_EMAILJS_APPLY_TEMPLATE_ID?.trim() : '';
  return {
    serviceId: env.PUBLIC_EMAILJS_SERVICE_ID?.trim() || '',
    templateId: applyTemplateId || env.PUBLIC_EMAILJS_TEMPLATE_ID?.trim() || '',
    publicKey: env.PUBLIC_EMAILJS_PUBLIC_KEY?.trim() || '',
    origin,
    blockHeadless: env.PUBLIC_EMAILJS_BLOCK_HEADLESS ?? EMAIL_DEFAULTS.blockHeadless,
    blockList: (env.PUBLIC_EMAILJS_BLOCK_LIST ?? '')
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter((item) => item !== ''),
    throttleMs: env.PUBLIC_EMAILJS_THROTTLE_MS ?? EMAIL_DEFAULTS.throttleMs,
  };
}

/**
 * The build-error sentence for missing/invalid variables, e.g.
 * "The contact form cannot send e-mail: PUBLIC_EMAILJS_SERVICE_ID and
 * PUBLIC_EMAILJS_PUBLIC_KEY are missing or invalid. …".
 */
export function missingSettingsMessage(missing: string[]): string {
  const list = new Intl.ListFormat('en-US', { type: 'conjunction' }).format(missing);
  const verb = missing.length === 1 ? 'is' : 'are';
  return (
    `The contact form cannot send e-mail: ${list} ${verb} missing or invalid. ` +
    'Set them in the build environment or in a .env file (see .env.example for what each one means and where to find it), ' +
    'or set PUBLIC_CONTACT_MAILTO_ONLY=true to build a contact form that only offers a mailto link.'
  );
}
