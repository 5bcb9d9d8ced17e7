/**
 * The response headers every server of the site must send (deploy/nginx.conf,
 * public/_headers): checked on each response the server checks fetch, and on
 * the _headers file itself.
 */
import { expect } from 'vitest';

export const ONE_YEAR = 31_536_000;
const DENIED_FEATURES = ['camera', 'microphone', 'geolocation', 'payment', 'usb'];

/** The security headers every response must carry, each once, with its value. */
export function expectSecurityHeaders(headers: Headers, what: string, opener = 'same-origin'): void {
  const get = (name: string): string => headers.get(name) ?? '';

  const hsts = /^max-age=(\d+); includeSubDomains(?:; preload)?$/.exec(get('strict-transport-security'));
  expect(hsts, `${what}: Strict-Transport-Security "${get('strict-transport-security')}"`).not.toBeNull();
  expect(Number(hsts?.[1]), `${what}: HSTS max-age of at least a year`).toBeGreaterThanOrEqual(ONE_YEAR);

  const csp = get('content-security-policy');
  expect(csp, `${what}: Content-Security-Policy`).toMatch(/(?:^|;)\s*frame-ancestors 'none'\s*(?:;|$)/);
  expect(csp, `${what}: one CSP header`).not.toContain(',');
  // A second policy with these would block the pages' hashed inline scripts and styles.
  expect(csp, `${what}: CSP header leaves scripts and styles to the <meta> policy`).not.toMatch(
    /(?:^|;)\s*(?:default-src|script-src|script-src-elem|script-src-attr|style-src|style-src-elem|style-src-attr)\b/,
  );

  expect(get('x-content-type-options'), `${what}: X-Content-Type-Options`).toBe('nosniff');
  expect(get('referrer-policy'), `${what}: Referrer-Policy`).toBe('strict-origin-when-cross-origin');
  expect(get('cross-origin-opener-policy'), `${what}: Cross-Origin-Opener-Policy`).toBe(opener);

  const permissions = get('permissions-policy');
  for (const feature of DENIED_FEATURES) {
    const denials = permissions.split(',').filter((d) => d.trim() === `${feature}=()`);
    expect(denials, `${what}: Permissions-Policy denies ${feature} once ("${permissions}")`).toHaveLength(1);
  }
}
