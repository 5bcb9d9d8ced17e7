/**
 * Ports and build settings shared by `npm start`, `npm test`, the local
 * inbox and the Playwright config: the site talks to the local inbox
 * (scripts/inbox.mjs) instead of EmailJS. The ports are written here only.
 */
/** TEST_SITE_PORT / TEST_INBOX_PORT move the test servers, so two checkouts can run their tests side by side. */
export const TEST_PORTS = {
  site: Number(process.env.TEST_SITE_PORT || 4322),
  inbox: Number(process.env.TEST_INBOX_PORT || 8788),
};
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

/** The build the browser tests run against: local inbox, one blocked address to test the block list. */
export function testBuildEnv() {
  return {
    ...localEmailEnv(TEST_PORTS.inbox),
    PUBLIC_EMAILJS_BLOCK_LIST: 'blocked@example.com',
    PUBLIC_EMAILJS_THROTTLE_MS: '10000',
    PUBLIC_EMAILJS_BLOCK_HEADLESS: 'true',
    // Which roles are open depends on the build date: fixed, so the tests know.
    BUILD_DATE: '2026-11-22',
  };
}
