/**
 * Plausible's official tracker (bundled from npm, so no third-party script
 * and no cookies), started once: by AnalyticsScript after the page's load,
 * or by a form's first count if that comes sooner (src/components/forms/Form/count.ts).
 * Page views are counted at start. Settings from astro:env; a visitor with
 * Do Not Track or Global Privacy Control is never counted, not even the
 * page view. Only in a build with analytics on.
 */
import { init, track } from '@plausible-analytics/tracker';
import { PUBLIC_ANALYTICS_DOMAIN, PUBLIC_ANALYTICS_ENDPOINT } from 'astro:env/client';
import { analyticsSettings, isLoopback, pathsOnly, visitorOptedOut } from './tracker';
import type { CountDetail } from './events';

let live: boolean | undefined;

/** Starts counting, once; false when analytics is off or the visitor opted out. */
export function start(): boolean {
  if (live !== undefined) return live;
  const settings = analyticsSettings({ PUBLIC_ANALYTICS_DOMAIN, PUBLIC_ANALYTICS_ENDPOINT });
  live = settings !== null && !visitorOptedOut(navigator as Parameters<typeof visitorOptedOut>[0]);
  if (settings && live) {
    init({
      domain: settings.domain,
      endpoint: settings.endpoint,
      captureOnLocalhost: isLoopback(settings.endpoint),
      logging: false,
      bindToWindow: false,
      transformRequest: pathsOnly,
    });
  }
  return live;
}

/** Counts one event: its name, and a failed send's status; nothing else. */
export function count({ name, props }: CountDetail): void {
  if (start()) track(name, props ? { props } : {});
}
