/**
 * The topic of a contact request: which page the visitor came from. A page's
 * contact button links to /contact?topic=<value>; the contact form reads the
 * value in the browser and preselects it only when it is on the list of
 * allowed values the page was built with. Anything else is ignored, never
 * shown. Pure; no zod (the contact island loads it).
 */
import { PROGRAM_IDS } from '../../content/ids';
import { CONTACT_PATH } from '../site/routes';

/** The topics every visitor can choose: the three programs, a job, anything else. */
export const BASE_TOPICS = [...PROGRAM_IDS, 'careers', 'other'] as const;

/** The query parameter that carries the topic. */
export const TOPIC_PARAM = 'topic';

/** The query parameters that carry a course and one of its sessions (src/lib/training/courses.ts). */
export const COURSE_PARAM = 'course';
export const SESSION_PARAM = 'session';

/**
 * The contact form's address for a topic: /contact?topic=Cybersecurity, or
 * /contact without one; with a course (and a session of it) when the visitor
 * asks about one: /contact?topic=Technicaltraining&course=…&session=….
 */
export function contactHref(topic?: string, about?: { course: string; session?: string | undefined }): string {
  const params = new URLSearchParams();
  if (topic) params.set(TOPIC_PARAM, topic);
  if (about) params.set(COURSE_PARAM, about.course);
  if (about?.session) params.set(SESSION_PARAM, about.session);
  const query = params.toString();
  return query === '' ? CONTACT_PATH : `${CONTACT_PATH}?${query}`;
}

/** What a contact link may preselect about the courses: each course's sessions, by course id. */
export type CourseChoices = Readonly<Record<string, readonly string[]>>;

/**
 * The course and session in a query string, each only when it is on the list
 * the page was built with (a session only with its own course); otherwise null.
 */
export function courseFrom(search: string, allowed: CourseChoices): { course: string | null; session: string | null } {
  const params = new URLSearchParams(search);
  const course = params.get(COURSE_PARAM);
  const sessions = course !== null && Object.hasOwn(allowed, course) ? allowed[course] : undefined;
  if (course === null || !sessions) return { course: null, session: null };
  const session = params.get(SESSION_PARAM);
  return { course, session: session !== null && sessions.includes(session) ? session : null };
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
