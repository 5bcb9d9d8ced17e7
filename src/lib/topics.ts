/**
 * The topic of a contact request: which page the visitor came from. A page's
 * contact button links to /contact?topic=<value>; the contact form reads the
 * value in the browser and preselects it only when it is on the list of
 * allowed values the page was built with. Anything else is ignored, never
 * shown. Pure; no zod (the contact island loads it).
 */
import { PROGRAM_IDS } from '../content/ids';
import { CONTACT_PATH } from './routes';

/** The topics every visitor can choose: the three programs, a job, anything else. */
export const BASE_TOPICS = [...PROGRAM_IDS, 'careers', 'other'] as const;

/** The query parameter that carries the topic. */
export const TOPIC_PARAM = 'topic';

/** The contact form's address for a topic: /contact?topic=Cybersecurity, or /contact without one. */
export function contactHref(topic?: string): string {
  return topic ? `${CONTACT_PATH}?${new URLSearchParams({ [TOPIC_PARAM]: topic }).toString()}` : CONTACT_PATH;
}

/** The topic in a query string ("?topic=it") when it is exactly one of `allowed`; otherwise null. */
export function topicFrom(search: string, allowed: readonly string[]): string | null {
  const value = new URLSearchParams(search).get(TOPIC_PARAM);
  return value !== null && allowed.includes(value) ? value : null;
}

/**
 * The options of the topic choice: the base topics, with the chosen one
 * first when it is a single service (not one of the base topics).
 */
export function topicOptions(chosen: string | null): [string, ...string[]] {
  const base: [string, ...string[]] = [...BASE_TOPICS];
  return chosen && !base.includes(chosen) ? [chosen, ...base] : base;
}
