/**
 * Courses and their sessions: which sessions are upcoming on the build date,
 * their instants with the offset of their own time zone, the words the site
 * shows for them, and the catalog filters' values. Pure; build time only
 * (it uses Temporal, which the catalog island does not load).
 */
import type { CourseData, SessionData, TrainingText } from '../../content/schema';
import { fill } from '../utils/fill';
import { money } from '../utils/money';
import { contactHref } from '../forms/contactTopic';
import { coursePath, sessionCalendarPath } from '../site/routes';

/** A session has passed once its last day is before the build date ("YYYY-MM-DD"); it then drops out everywhere. */
export function isUpcoming(session: Pick<SessionData, 'end'>, buildDate: string): boolean {
  return session.end.slice(0, 10) >= buildDate;
}

/** A session open to requests: upcoming and not cancelled (a full one takes waiting-list requests). */
export const isBookable = (s: Pick<SessionData, 'seats'>): boolean => s.seats !== 'cancelled';

/** A local wall-clock time in a zone as an ISO 8601 instant with its offset: "2027-01-12T09:00:00-06:00". */
export function withOffset(local: string, timeZone: string): string {
  const zoned = Temporal.PlainDateTime.from(local).toZonedDateTime(timeZone);
  return zoned.toString({ timeZoneName: 'never', smallestUnit: 'second' });
}

/** The same instant in UTC, as a Date. */
export const instantOf = (local: string, timeZone: string): Date => new Date(withOffset(local, timeZone));

/** A wall-clock time as a Date whose UTC fields are that time, for formatting without a zone shift. */
const wall = (local: string) => new Date(`${local}:00Z`);

/** "Dec 8–9, 2026" (the session's own calendar days). */
export function dateRangeText(session: Pick<SessionData, 'start' | 'end'>): string {
  const f = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  return session.start.slice(0, 10) === session.end.slice(0, 10)
    ? f.format(wall(session.start))
    : f.formatRange(wall(session.start), wall(session.end));
}

/** "9:00 AM–4:30 PM ET" (daily hours in the session's zone; the zone's generic short name). */
export function timeText(session: Pick<SessionData, 'start' | 'end' | 'timeZone'>): string {
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  const zone =
    new Intl.DateTimeFormat('en-US', { timeZone: session.timeZone, timeZoneName: 'shortGeneric' })
      .formatToParts(instantOf(session.start, session.timeZone))
      .find((p) => p.type === 'timeZoneName')?.value ?? session.timeZone;
  return `${time.format(wall(session.start))}–${time.format(wall(session.end))} ${zone}`;
}

/** Where a session is, in a few words: "Chicago, IL" or the words for online. */
export function placeText(session: Pick<SessionData, 'location' | 'online'>, online: string): string {
  return session.location ? `${session.location.city}, ${session.location.region}` : online;
}

/** "2027-01" of a session's start: the catalog's month filter. */
export const monthOf = (session: Pick<SessionData, 'start'>): string => session.start.slice(0, 7);

/** "January 2027" for "2027-01". */
export function monthText(month: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

/** "$1,450 per seat", or the words for a price on request. */
export function priceText(course: Pick<CourseData, 'price'>, text: Pick<TrainingText, 'perSeat' | 'priceOnRequest'>) {
  return course.price ? `${money(course.price.amount, course.price.currency)} ${text.perSeat}` : text.priceOnRequest;
}

/** "12 hours, 2 days", "6 hours, 1 day". */
export function lengthText(
  course: Pick<CourseData, 'hours' | 'days'>,
  text: Pick<TrainingText, 'hoursText' | 'daysText' | 'oneDay'>,
) {
  const hours = fill(text.hoursText, { hours: course.hours });
  if (!course.days) return hours;
  return `${hours}, ${course.days === 1 ? text.oneDay : fill(text.daysText, { days: course.days })}`;
}

/** A session as the pages, calendars and structured data use it. */
export interface SessionView {
  course: string;
  courseTitle: string;
  /** The course's services (their route ids). */
  services: readonly string[];
  id: string;
  data: SessionData;
  /** ISO 8601 with the offset of its zone. */
  startDate: string;
  endDate: string;
  dateText: string;
  timeText: string;
  place: string;
  month: string;
  /** Its place on the course page. */
  href: string;
  calendarHref: string;
  /** The contact form with the course and the session preselected. */
  requestHref: string;
}

export function sessionView(
  course: { slug: string; title: string; services: readonly string[] },
  session: SessionData,
  online: string,
): SessionView {
  return {
    course: course.slug,
    courseTitle: course.title,
    services: course.services,
    id: session.id,
    data: session,
    startDate: withOffset(session.start, session.timeZone),
    endDate: withOffset(session.end, session.timeZone),
    dateText: dateRangeText(session),
    timeText: timeText(session),
    place: placeText(session, online),
    month: monthOf(session),
    href: `${coursePath(course.slug)}#session-${session.id}`,
    calendarHref: sessionCalendarPath(course.slug, session.id),
    requestHref: contactHref(course.services[0], { course: course.slug, session: session.id }),
  };
}

/** For sort(): the earliest start first (by instant), then by course. */
export function soonestFirst(a: SessionView, b: SessionView): number {
  return Date.parse(a.startDate) - Date.parse(b.startDate) || a.courseTitle.localeCompare(b.courseTitle);
}

/** The months (YYYY-MM) with a bookable upcoming session, in order, without repeats. */
export function monthsOf(sessions: readonly Pick<SessionView, 'month' | 'data'>[]): string[] {
  return [...new Set(sessions.filter((s) => isBookable(s.data)).map((s) => s.month))].sort();
}
