/**
 * Visit counting with Plausible (the official @plausible-analytics/tracker,
 * bundled: no third-party script, no cookies). Off unless the owner sets
 * PUBLIC_ANALYTICS_DOMAIN; PUBLIC_ANALYTICS_ENDPOINT points it at a
 * self-hosted Plausible Community Edition. Pure: the settings, what may be
 * counted, and what a count carries (a path and an event name, never a
 * field's value nor a query string, which can carry ?topic or ?course).
 */

export const PLAUSIBLE_ENDPOINT = 'https://plausible.io/api/event';

export interface AnalyticsEnv {
  PUBLIC_ANALYTICS_DOMAIN?: string | undefined;
  PUBLIC_ANALYTICS_ENDPOINT?: string | undefined;
}

export interface AnalyticsSettings {
  domain: string;
  endpoint: string;
}

/** The settings, or null when analytics is off (no domain) or the endpoint is not an http(s) URL. */
export function analyticsSettings(env: AnalyticsEnv): AnalyticsSettings | null {
  const domain = env.PUBLIC_ANALYTICS_DOMAIN?.trim();
  if (!domain) return null;
  const endpoint = env.PUBLIC_ANALYTICS_ENDPOINT?.trim() || PLAUSIBLE_ENDPOINT;
  if (!URL.canParse(endpoint) || !/^https?:$/.test(new URL(endpoint).protocol)) return null;
  return { domain, endpoint };
}

/** The one origin the CSP's connect-src gains with analytics on; none when off. */
export function analyticsOrigins(env: AnalyticsEnv): string[] {
  const settings = analyticsSettings(env);
  return settings ? [new URL(settings.endpoint).origin] : [];
}

/** Do Not Track or Global Privacy Control: then nothing is counted, not even the page view. */
export function visitorOptedOut(nav: { doNotTrack?: string | null; globalPrivacyControl?: boolean }): boolean {
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

/** A URL (or a referrer) without its query and fragment. */
export function withoutQuery(url: string | null | undefined): string | null {
  if (!url || !URL.canParse(url)) return null;
  const { origin, pathname } = new URL(url);
  return origin === 'null' ? null : `${origin}${pathname}`;
}

/** An endpoint on this machine (a local test endpoint): then visits to a local build count too. */
export function isLoopback(url: string): boolean {
  return URL.canParse(url) && /^(localhost|127(\.\d+){3}|\[::1\])$/.test(new URL(url).hostname);
}

/** A count as Plausible would send it, reduced to paths: query strings and fragments dropped from the page and the referrer. */
export function pathsOnly<P extends { u: string; r?: string | null | undefined }>(payload: P): P | null {
  const u = withoutQuery(payload.u);
  return u === null ? null : { ...payload, u, r: withoutQuery(payload.r) };
}
