/**
 * Turns environment variables into the contact form's e-mail settings.
 * Pure: the caller passes `import.meta.env` (or `process.env`, or a test
 * object); nothing here reads the environment itself.
 *
 * Variables:
 * - PUBLIC_EMAILJS_SERVICE_ID, PUBLIC_EMAILJS_TEMPLATE_ID,
 *   PUBLIC_EMAILJS_PUBLIC_KEY — required. Absent or blank ones are listed in
 *   `missing` (by name) and `settings` is null.
 * - PUBLIC_EMAILJS_ORIGIN — where the EmailJS API lives (the local inbox is
 *   http://127.0.0.1:8788). Absent/blank → DEFAULT_ORIGIN. Trailing slashes
 *   are stripped. A value that is not an absolute http:// or https:// URL
 *   (or that carries credentials, a query or a fragment) is NOT silently
 *   replaced by the default — a typo must not send visitors' messages
 *   somewhere unexpected. It is reported in `missing` as
 *   "PUBLIC_EMAILJS_ORIGIN (must be an http:// or https:// URL)" and
 *   `settings` is null, exactly like a missing required variable.
 * - PUBLIC_EMAILJS_BLOCK_HEADLESS — 'false' (any case) turns the SDK's
 *   headless-browser block off; anything else or absent → true.
 * - PUBLIC_EMAILJS_BLOCK_LIST — comma-separated addresses that may not send;
 *   trimmed, lowercased, empty items dropped.
 * - PUBLIC_EMAILJS_THROTTLE_MS — minimum delay between two sends from one
 *   browser. Default 10000; '0' → 0 (off); anything that is not a
 *   non-negative whole number → the default.
 * - PUBLIC_CONTACT_MAILTO_ONLY — 'true' (any case) → mailtoOnly: the owner
 *   opts in to a form that only offers a mailto link. `settings`/`missing`
 *   are still computed so the caller can decide; the intended rule is
 *   "fail the build when settings is null and mailtoOnly is false".
 */

export interface EmailSettings {
  serviceId: string;
  templateId: string;
  publicKey: string;
  origin: string;
  blockHeadless: boolean;
  blockList: string[];
  throttleMs: number;
}

export const DEFAULT_ORIGIN = 'https://api.emailjs.com';
export const DEFAULT_THROTTLE_MS = 10_000;

export const ENV = {
  serviceId: 'PUBLIC_EMAILJS_SERVICE_ID',
  templateId: 'PUBLIC_EMAILJS_TEMPLATE_ID',
  publicKey: 'PUBLIC_EMAILJS_PUBLIC_KEY',
  origin: 'PUBLIC_EMAILJS_ORIGIN',
  blockHeadless: 'PUBLIC_EMAILJS_BLOCK_HEADLESS',
  blockList: 'PUBLIC_EMAILJS_BLOCK_LIST',
  throttleMs: 'PUBLIC_EMAILJS_THROTTLE_MS',
  mailtoOnly: 'PUBLIC_CONTACT_MAILTO_ONLY',
} as const;

/** The `missing` entry used for an origin that is set but unusable. */
export const INVALID_ORIGIN_ENTRY = `${ENV.origin} (must be an http:// or https:// URL)`;

export function readEmailSettings(env: Record<string, string | undefined>): {
  settings: EmailSettings | null;
  missing: string[];
  mailtoOnly: boolean;
} {
  const value = (name: string): string => {
    const raw = env[name];
    return typeof raw === 'string' ? raw.trim() : '';
  };

  const missing: string[] = [];
  const required = (name: string): string => {
    const v = value(name);
    if (v === '') missing.push(name);
    return v;
  };
  const serviceId = required(ENV.serviceId);
  const templateId = required(ENV.templateId);
  const publicKey = required(ENV.publicKey);

  const origin = parseOrigin(value(ENV.origin));
  if (origin === null) missing.push(INVALID_ORIGIN_ENTRY);

  const blockHeadless = value(ENV.blockHeadless).toLowerCase() !== 'false';
  const blockList = value(ENV.blockList)
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter((item) => item !== '');
  const throttleMs = parseThrottle(value(ENV.throttleMs));
  const mailtoOnly = value(ENV.mailtoOnly).toLowerCase() === 'true';

  const settings: EmailSettings | null =
    missing.length === 0 && origin !== null
      ? { serviceId, templateId, publicKey, origin, blockHeadless, blockList, throttleMs }
      : null;
  return { settings, missing, mailtoOnly };
}

/** '' → DEFAULT_ORIGIN; a valid http(s) URL → itself without trailing slashes; otherwise null. */
function parseOrigin(raw: string): string | null {
  if (raw === '') return DEFAULT_ORIGIN;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '') return null;
  if (raw.includes('?') || raw.includes('#')) return null;
  const path = url.pathname.replace(/\/+$/u, '');
  return `${url.origin}${path}`;
}

function parseThrottle(raw: string): number {
  if (!/^\d+$/u.test(raw)) return DEFAULT_THROTTLE_MS;
  const n = Number(raw);
  return Number.isSafeInteger(n) ? n : DEFAULT_THROTTLE_MS;
}

/**
 * The build-error sentence for missing/invalid variables, e.g.
 * "The contact form cannot send e-mail: PUBLIC_EMAILJS_SERVICE_ID and
 * PUBLIC_EMAILJS_PUBLIC_KEY are missing or invalid. …".
 */
export function missingSettingsMessage(missing: string[]): string {
  const names = missing.length > 0 ? missing : [ENV.serviceId, ENV.templateId, ENV.publicKey];
  const list = joinWords(names);
  const verb = names.length === 1 ? 'is' : 'are';
  return (
    `The contact form cannot send e-mail: ${list} ${verb} missing or invalid. ` +
    'Set them in the build environment or in a .env file (see .env.example for what each one means and where to find it), ' +
    'or set PUBLIC_CONTACT_MAILTO_ONLY=true to build a contact form that only offers a mailto link.'
  );
}

function joinWords(items: string[]): string {
  if (items.length <= 1) return items.join('');
  if (items.length === 2) return `${items[0]} and ${items[1]}`;
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
