/**
 * The events the site counts when analytics is on (src/lib/analytics/tracker.ts):
 * kept apart so a form island that names them shares no module with the
 * tracker's chunk, which then loads as one file. Pure.
 */

/** What the site counts; a failed send carries its HTTP status (0: no answer). */
export type CountedEvent = 'contact sent' | 'application sent' | 'seat requested' | 'send failed';

/** The event of a delivered form: a contact message naming a session is a seat request. */
export function sentEvent(formId: string, hasSession: boolean): CountedEvent {
  if (formId === 'application') return 'application sent';
  return hasSession ? 'seat requested' : 'contact sent';
}

/** One count: an event's name and, for a failed send, its status. */
export interface CountDetail {
  name: CountedEvent;
  props?: Record<string, string>;
}
