import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { sessionsCalendar, vtimezone } from '../../src/lib/training/calendar';
import { sessionView } from '../../src/lib/training/courses';
import { aSession } from '../support/sessions';

const base = aSession({ id: '2027-03-16-chicago', start: '2027-03-16T09:00', end: '2027-03-17T16:30' });
const course = { slug: 'secure-coding', title: 'Secure Coding; Web, Teams', services: ['Technicaltraining'] };
const views = [
  { ...base },
  {
    ...base,
    id: '2027-04-20-online',
    start: '2027-04-20T10:00',
    end: '2027-04-20T12:00',
    timeZone: 'America/New_York',
    location: undefined,
    online: true,
    seats: 'cancelled' as const,
  },
].map((s) => ({
  ...sessionView(course, s, 'Live online'),
  summary: `${course.title} (${s.id})`,
  description: 'Two days of labs.',
}));
const text = sessionsCalendar({
  origin: 'https://www.example.com',
  company: { name: 'Aldermoor Technologies', email: 'hello@example.com' },
  name: 'Training sessions',
  stamp: new Date('2026-11-22T00:00:00Z'),
  sessions: views,
});

describe('a calendar of sessions (RFC 5545)', () => {
  it('ends every line with CRLF and folds none over 75 octets', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.split('\r\n').slice(0, -1);
    expect(lines.every((l) => !l.includes('\n'))).toBe(true);
    expect(lines.every((l) => new TextEncoder().encode(l).length <= 75)).toBe(true);
  });

  const calendar = new ICAL.Component(ICAL.parse(text));
  // The parser resolves a TZID only through the VTIMEZONEs it was given.
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));

  it('parses, with a VTIMEZONE for each zone its events name', () => {
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toContain('Aldermoor Technologies');
    expect(
      calendar
        .getAllSubcomponents('vtimezone')
        .map((z) => z.getFirstPropertyValue('tzid'))
        .sort(),
    ).toEqual(['America/Chicago', 'America/New_York']);
    expect(events).toHaveLength(2);
  });

  it('gives each event a UID, DTSTAMP, DTSTART/DTEND with its zone, a summary and LOCATION or URL', () => {
    const [chicago, online] = events;
    expect(chicago?.uid).toBe('secure-coding-2027-03-16-chicago@www.example.com');
    expect(chicago?.component.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-11-22T00:00:00Z');
    expect(chicago?.startDate.zone.tzid).toBe('America/Chicago');
    // 9:00 in Chicago after the March change is 14:00 UTC.
    expect(chicago?.startDate.toJSDate().toISOString()).toBe('2027-03-16T14:00:00.000Z');
    expect(chicago?.endDate.toJSDate().toISOString()).toBe('2027-03-17T21:30:00.000Z');
    expect(chicago?.summary).toBe('Secure Coding; Web, Teams (2027-03-16-chicago)');
    expect(chicago?.location).toContain('200 W Madison St, Suite 1400, Chicago, IL 60606');
    expect(chicago?.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(online?.startDate.toJSDate().toISOString()).toBe('2027-04-20T14:00:00.000Z');
    expect(online?.component.getFirstPropertyValue('url')).toBe(
      'https://www.example.com/training/secure-coding#session-2027-04-20-online',
    );
    expect(online?.component.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('knows the zones the courses use, and no made-up one', () => {
    for (const zone of ['America/Chicago', 'America/New_York', 'America/Indiana/Indianapolis', 'America/Denver'])
      expect(vtimezone(zone), zone).toMatch(/^BEGIN:VTIMEZONE/);
    expect(vtimezone('Mars/Olympus_Mons')).toBeNull();
  });
});
