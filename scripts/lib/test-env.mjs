/**
 * Ports and build settings shared by `npm start`, `npm test`, the local
 * inbox and the Playwright config: the site talks to the local inbox
 * (scripts/lib/inbox.mjs) instead of EmailJS. The ports are written here only.
 */
/** TEST_SITE_PORT / TEST_INBOX_PORT move the test servers, so two checkouts can run their tests side by side. */
export const TEST_PORTS = {
  site: Number(process.env.TEST_SITE_PORT || 4322),
  inbox: Number(process.env.TEST_INBOX_PORT || 8788),
};

/** Where the local inbox answers (scripts/inbox.mjs): the tests read what arrived there. */
export const INBOX_ORIGIN = `http://127.0.0.1:${TEST_PORTS.inbox}`;
/** `npm start`: the site, and the local inbox (also `node scripts/inbox.mjs`'s default port). */
export const START_PORTS = { site: 4321, inbox: 8787 };

/** EmailJS settings that point the contact form at the local inbox on `port`. */
export function localEmailEnv(port) {
  return {
    PUBLIC_EMAILJS_SERVICE_ID: 'local_service',
    PUBLIC_EMAILJS_TEMPLATE_ID: 'local_template',
    PUBLIC_EMAILJS_APPLY_TEMPLATE_ID: 'local_apply_template',
    PUBLIC_EMAILJS_PUBLIC_KEY: 'local_public_key',
    PUBLIC_EMAILJS_ORIGIN: `http://127.0.0.1:${port}`,
  };
}

/**
 * Entries the test build adds to the site's content (tests/fixtures/content/README.md):
 * the known cases the tests need, whatever the owner changes in src/content.
 */
export const CONTENT_FIXTURES = 'tests/fixtures/content';

/**
 * The build the checks and browser tests run against: `npm run build` with the
 * production defaults, except where messages go (the local inbox), the
 * build date, fixed so the tests know which roles, sessions and articles are
 * current, and the content fixtures added.
 */
export function testBuildEnv() {
  return {
    ...localEmailEnv(TEST_PORTS.inbox),
    BUILD_DATE: '2026-11-22',
    CONTENT_FIXTURES,
  };
}

/**
 * The variant build (`npm run build:test -- --variant`, into dist-variant/):
 * the test build with the settings that are off by default switched on, for
 * the specs that need them (tests/e2e/defense.spec.ts): reCAPTCHA with
 * Google's published test site key (its script is served by the test, as
 * Google cannot be reached), a contact template the inbox checks for a token
 * (scripts/lib/inbox.mjs), a block list of one address, and analytics pointed at
 * the inbox's fake Plausible endpoint.
 */
export const VARIANT_DIR = 'dist-variant';
export const RECAPTCHA_TEST_KEY = '6LeIxAcTAAAAAJcZVRqyHh4xcDxrh1Kz0Z1Tq6a-ish';
export const BLOCKED_ADDRESS = 'blocked@example.com';
export function variantBuildEnv() {
  return {
    ...testBuildEnv(),
    PUBLIC_EMAILJS_TEMPLATE_ID: 'local_template_recaptcha',
    PUBLIC_EMAILJS_APPLY_TEMPLATE_ID: 'local_apply_template_recaptcha',
    PUBLIC_EMAILJS_BLOCK_LIST: BLOCKED_ADDRESS,
    PUBLIC_RECAPTCHA_SITE_KEY: RECAPTCHA_TEST_KEY,
    PUBLIC_ANALYTICS_DOMAIN: 'aldermoor.example.com',
    PUBLIC_ANALYTICS_ENDPOINT: `${INBOX_ORIGIN}/api/event`,
  };
}
