/**
 * The forms' defenses besides the trap field: a minimum time between the
 * form's first use and its submit, and reCAPTCHA v2 (invisible), which
 * EmailJS checks on its own servers when the template asks for it. Pure.
 */

/** Where Google serves reCAPTCHA; the CSP allows these only in a build with a site key. */
export const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js';
export const RECAPTCHA_SCRIPT_SOURCES = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
export const RECAPTCHA_FRAME_SOURCES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];
/** The field EmailJS reads the token from. */
export const RECAPTCHA_FIELD = 'g-recaptcha-response';

/** The default minimum time, in ms, from the form's first use to its submit: below what a person needs to fill it. */
export const MIN_FILL_MS = 3000;

/** How many ms a submit at `now` is held so that `minMs` have passed since the first use; a form never used waits it all. */
export function timeLeft(firstUse: number | null, now: number, minMs: number): number {
  if (minMs <= 0) return 0;
  return Math.max(0, minMs - (firstUse === null ? 0 : now - firstUse));
}

/** The script address with the explicit-render callback; the site key is given to render(), never in the URL. */
export function recaptchaScriptUrl(callback: string, base = RECAPTCHA_SCRIPT): string {
  const url = new URL(base);
  url.searchParams.set('onload', callback);
  url.searchParams.set('render', 'explicit');
  return url.href;
}

/** The CSP sources a build adds for reCAPTCHA: none without a site key. */
export function recaptchaSources(siteKey: string | undefined): { script: string[]; frame: string[] } {
  return siteKey?.trim()
    ? { script: RECAPTCHA_SCRIPT_SOURCES, frame: RECAPTCHA_FRAME_SOURCES }
    : { script: [], frame: [] };
}

/** A form's defenses as the build sets them (PUBLIC_FORM_MIN_FILL_MS, PUBLIC_RECAPTCHA_SITE_KEY). */
export interface Defense {
  minFillMs: number;
  /** null: reCAPTCHA off. */
  recaptchaSiteKey: string | null;
}
