/**
 * Sessions as iCalendar (RFC 5545) files, written by ical-generator: CRLF
 * line ends, folded lines, escaped text, a UID and DTSTAMP per event.
 * DTSTART and DTEND keep the session's own wall-clock time with a TZID and
 * the calendar carries a VTIMEZONE for each zone it names (from
 * timezones-ical-library), rather than converting to UTC: a client then
 * shows "9:00 AM Central" as the content says it, and a later change of the
 * zone's rules cannot move the session. Pure.
 */
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { Venue } from '../../content/schema';
import type { SessionView } from './courses';

/** The VTIMEZONE block of an IANA zone, or null when the library does not know it. */
export function vtimezone(zone: string): string | null {
  const block = tzlib_get_ical_block(zone);
  const text = Array.isArray(block) ? block[0] : null;
  return text && text.startsWith('BEGIN:VTIMEZONE') ? text : null;
}

export interface CalendarInput {
  origin: string;
  /** The company, for PRODID, ORGANIZER and the calendar's name. */
  company: { name: string; email: string };
  /** The calendar's name, e.g. "Aldermoor Technologies training sessions". */
  name: string;
  /** When the file was made (DTSTAMP): the build. */
  stamp: Date;
  sessions: readonly (SessionView & { summary: string; description: string })[];
}

const address = (v: Venue) => `${v.street}, ${v.city}, ${v.region} ${v.postalCode}, ${v.country}`;

/** One VCALENDAR (PUBLISH) with one VEVENT per session; a cancelled session is STATUS:CANCELLED. */
export function sessionsCalendar({ origin, company, name, stamp, sessions }: CalendarInput): string {
  const host = new URL(origin).host;
  const calendar = ical({
    name,
    prodId: { company: company.name, product: 'Training sessions', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    timezone: { name: null, generator: vtimezone },
  });
  for (const s of sessions) {
    const zone = s.data.timeZone;
    const url = new URL(s.href, origin).href;
    calendar.createEvent({
      id: `${s.course}-${s.id}@${host}`,
      stamp,
      start: Temporal.PlainDateTime.from(s.data.start).toZonedDateTime(zone),
      end: Temporal.PlainDateTime.from(s.data.end).toZonedDateTime(zone),
      timezone: zone,
      summary: s.summary,
      description: `${s.description}\n\n${url}`,
      location: s.data.location ? { title: s.data.location.venue, address: address(s.data.location) } : url,
      url,
      organizer: { name: company.name, email: company.email },
      status: s.data.seats === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  // RFC 5545 ends every content line with CRLF, the last one too; the library leaves it off.
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
