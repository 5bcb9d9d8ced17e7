import { PUBLIC_ANALYTICS_DOMAIN } from 'astro:env/client';
import { sentEvent, type CountDetail } from '../../../lib/analytics/events';

/**
 * Counts what a send came to, in a build with analytics on (otherwise the
 * build leaves this empty): a delivered message by its event name, a failed
 * send with its HTTP status. `values` is read for whether a session was
 * named, never sent. The tracker is the page's own (src/lib/analytics/pageScript.ts):
 * started already after the page loaded, or now.
 */
export function count(formId: string, values: Readonly<Record<string, unknown>> | null, status?: number): void {
  if (!PUBLIC_ANALYTICS_DOMAIN?.trim()) return;
  const detail: CountDetail =
    values === null
      ? { name: 'send failed', props: { status: String(status ?? 0) } }
      : { name: sentEvent(formId, typeof values['session'] === 'string' && values['session'] !== '') };
  void import('../../../lib/analytics/pageScript').then((tracker) => tracker.count(detail)).catch(() => undefined);
}
