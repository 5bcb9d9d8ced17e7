/**
 * The response headers every server of the site must send (deploy/nginx.conf,
 * public/_headers): checked on each response the server checks fetch, and on
 * the _headers file itself.
 */
import { expect } from 'vitest';
import { SVG_CONTENT_SECURITY_POLICY } from '../../../src/lib/security/headersFile';

export const ONE_YEAR = 31_536_000;
const DENIED_FEATURES = ['camera', 'microphone', 'geolocation', 'payment', 'usb'];

export interface Expected {
  /** Cross-Origin-Opener-Policy: the editor's sign-in pop-up reports back to it. */
  opener?: 'same-origin' | 'same-origin-allow-popups';
  /** Cross-Origin-Resource-Policy: the share images may be shown by other sites. */
  resources?: 'same-origin' | 'cross-origin';
  /** An SVG, with a policy of its own. */
  svg?: boolean;
}

/** The security headers every response must carry, each once, with its value. */
export function expectSecurityHeaders(
  headers: Headers,
  what: string,
  { opener = 'same-origin', resources = 'same-origin', svg = false }: Expected = {},
): void {
  const get = (name: string): string => headers.get(name) ?? '';

  const hsts = /^max-age=(\d+); includeSubDomains(?:; preload)?$/.exec(get('strict-transport-security'));
  expect(hsts, `${what}: Strict-Transport-Security "${get('strict-transport-security')}"`).not.toBeNull();
  expect(Number(hsts?.[1]), `${what}: HSTS max-age of at least a year`).toBeGreaterThanOrEqual(ONE_YEAR);

  const csp = get('content-security-policy');
  expect(csp, `${what}: Content-Security-Policy`).toMatch(/(?:^|;)\s*frame-ancestors 'none'\s*(?:;|$)/);
  expect(csp, `${what}: one CSP header`).not.toContain(',');
  if (svg) {
    expect(csp, `${what}: an SVG's policy`).toBe(SVG_CONTENT_SECURITY_POLICY);
  } else {
    // A second policy with these would block the pages' hashed inline scripts and styles.
    expect(csp, `${what}: CSP header leaves scripts and styles to the <meta> policy`).not.toMatch(
      /(?:^|;)\s*(?:default-src|script-src|script-src-elem|script-src-attr|style-src|style-src-elem|style-src-attr)\b/,
    );
  }

  expect(get('x-content-type-options'), `${what}: X-Content-Type-Options`).toBe('nosniff');
  expect(get('referrer-policy'), `${what}: Referrer-Policy`).toBe('strict-origin-when-cross-origin');
  expect(get('cross-origin-opener-policy'), `${what}: Cross-Origin-Opener-Policy`).toBe(opener);
  expect(get('cross-origin-resource-policy'), `${what}: Cross-Origin-Resource-Policy`).toBe(resources);
  expect(get('x-permitted-cross-domain-policies'), `${what}: X-Permitted-Cross-Domain-Policies`).toBe('none');

  const permissions = get('permissions-policy');
  for (const feature of DENIED_FEATURES) {
    const denials = permissions.split(',').filter((d) => d.trim() === `${feature}=()`);
    expect(denials, `${what}: Permissions-Policy denies ${feature} once ("${permissions}")`).toHaveLength(1);
  }
}
