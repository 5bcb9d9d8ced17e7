/**
 * The training catalog over dist/ (test build, BUILD_DATE from scripts/lib/test-env.mjs):
 * the courses and sessions in the content, every course page's Course and
 * every session's EducationEvent against Google's required and recommended
 * properties (tests/support/google.ts), the catalog's ItemList, every
 * calendar file parsed with ical.js, each session's request link against the
 * contact form's seat choices, the session that has passed gone from all of them, and the catalog's first round trip.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { isUpcoming, withOffset } from '../../src/lib/training/courses';
import {
  SEAT_CHOICES_PATH,
  SESSIONS_CALENDAR_PATH,
  sessionCalendarPath,
  TRAINING_PATH,
} from '../../src/lib/site/routes';
import { COURSE_PARAM, SESSION_PARAM } from '../../src/lib/forms/contactTopic';
import { DIST, distFile, EXECUTABLE_SCRIPT, readBuilt, jsonLd, type Json } from '../support/dist';
import { GOOGLE_COURSE, GOOGLE_COURSE_INSTANCE, GOOGLE_COURSE_LIST, GOOGLE_EVENT, missing } from '../support/google';
import { courses, site, TEST_BUILD_DATE } from '../support/site';

const url = (path: string) => new URL(path, site.url).href;
const OFFSET_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;

const sessions = courses.flatMap((c) => c.data.sessions.map((s) => ({ course: c, session: s })));
const upcoming = sessions.filter(({ session }) => isUpcoming(session, TEST_BUILD_DATE));
const past = sessions.filter(({ session }) => !isUpcoming(session, TEST_BUILD_DATE));

describe('the sessions of the test build', () => {
  it('has an upcoming session and one that has passed to check (tests/fixtures/content/courses brings both)', () => {
    expect(upcoming.length).toBeGreaterThan(0);
    expect(past.length).toBeGreaterThan(0);
  });
});

describe.each(courses.map((c) => [c.path, c] as const))('Course of %s', (path, course) => {
  const all = jsonLd(path);
  const data = all.find((d) => d['@type'] === 'Course') ?? {};

  it("has Google's required and recommended Course info properties", () => {
    expect(missing(data, GOOGLE_COURSE.required)).toEqual([]);
    expect(missing(data, GOOGLE_COURSE.recommended)).toEqual([]);
    expect(data['name']).toBe(course.data.title);
    expect(data['description']).toBe(course.data.description);
    expect(data['url']).toBe(url(path));
    expect(data['provider']).toMatchObject({ '@type': 'Organization', name: site.name });
  });

  it('has offers with its price per seat, or the category alone when priced on request', () => {
    const offers = data['offers'] as Json;
    expect(offers['category']).toBe('Paid');
    if (course.data.price) {
      expect(offers['price']).toBe(course.data.price.amount);
      expect(offers['priceCurrency']).toBe(course.data.price.currency);
    } else expect(offers['price']).toBeUndefined();
  });

  it('has a course instance per upcoming session that is not cancelled, each with mode and workload', () => {
    const instances = [data['hasCourseInstance']].flat() as Json[];
    const live = upcoming.filter((u) => u.course === course && u.session.seats !== 'cancelled');
    expect(instances).toHaveLength(Math.max(live.length, 1));
    for (const instance of instances) {
      expect(missing(instance, GOOGLE_COURSE_INSTANCE.required)).toEqual([]);
      expect(GOOGLE_COURSE_INSTANCE.oneOf.some((p) => instance[p] !== undefined)).toBe(true);
      expect(GOOGLE_COURSE_INSTANCE.courseModes).toContain(instance['courseMode']);
      expect(instance['courseWorkload']).toBe(`PT${course.data.hours}H`);
    }
    live.forEach(({ session }, i) => {
      const instance = instances[i] ?? {};
      expect(instance['startDate']).toBe(withOffset(session.start, session.timeZone));
      expect(instance['courseMode']).toBe(session.online ? 'Online' : 'Onsite');
      if (session.location) expect(missing(instance, ['location.address.streetAddress'])).toEqual([]);
    });
  });

  const events = all.filter((d) => d['@type'] === 'EducationEvent');
  const mine = upcoming.filter((u) => u.course === course).map((u) => u.session);

  it('has an EducationEvent for each upcoming session, and none for a past one', () => {
    expect(events.map((e) => e['@id'])).toEqual(
      [...mine]
        .sort((a, b) => Date.parse(withOffset(a.start, a.timeZone)) - Date.parse(withOffset(b.start, b.timeZone)))
        .map((s) => `${url(path)}#session-${s.id}`),
    );
  });

  it.each(mine.map((s) => [s.id, s] as const))(
    "EducationEvent %s has Google's required and recommended Event properties",
    (id, session) => {
      const event = events.find((e) => e['@id'] === `${url(path)}#session-${id}`) ?? {};
      expect(missing(event, GOOGLE_EVENT.required)).toEqual([]);
      expect(missing(event, GOOGLE_EVENT.recommended)).toEqual([]);
      expect(String(event['startDate'])).toMatch(OFFSET_TIME);
      expect(event['startDate']).toBe(withOffset(session.start, session.timeZone));
      expect(event['endDate']).toBe(withOffset(session.end, session.timeZone));
      expect(GOOGLE_EVENT.attendanceModes).toContain(event['eventAttendanceMode']);
      expect(GOOGLE_EVENT.statuses).toContain(event['eventStatus']);
      expect(event['eventStatus']).toBe(
        session.seats === 'cancelled' ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
      );
      const location = event['location'] as Json;
      if (session.location) {
        expect(event['eventAttendanceMode']).toBe('https://schema.org/OfflineEventAttendanceMode');
        expect(location).toEqual({
          '@type': 'Place',
          name: session.location.venue,
          address: {
            '@type': 'PostalAddress',
            streetAddress: session.location.street,
            addressLocality: session.location.city,
            addressRegion: session.location.region,
            postalCode: session.location.postalCode,
            addressCountry: session.location.country,
          },
        });
      } else {
        expect(event['eventAttendanceMode']).toBe('https://schema.org/OnlineEventAttendanceMode');
        expect(location).toEqual({ '@type': 'VirtualLocation', url: url(path) });
      }
      const availability = {
        open: 'https://schema.org/InStock',
        'few-left': 'https://schema.org/LimitedAvailability',
        full: 'https://schema.org/SoldOut',
        cancelled: 'https://schema.org/Discontinued',
      }[session.seats];
      expect((event['offers'] as Json)['availability']).toBe(availability);
      if (course.data.price) expect((event['offers'] as Json)['price']).toBe(course.data.price.amount);
    },
  );
});

describe('the catalog', () => {
  const data = jsonLd(TRAINING_PATH).find((d) => d['@type'] === 'ItemList') ?? {};

  it('has an ItemList of every course page, in the order of the page, with position and url', () => {
    const items = data['itemListElement'] as Json[];
    expect(items.length).toBeGreaterThanOrEqual(GOOGLE_COURSE_LIST.minCourses);
    for (const item of items) expect(missing(item, GOOGLE_COURSE_LIST.listItem)).toEqual([]);
    const links = readBuilt(TRAINING_PATH)
      .querySelectorAll('#courses h3 a')
      .map((a) => url(a.getAttribute('href') ?? ''));
    expect(items.map((i) => i['url'])).toEqual(links);
    expect(items.map((i) => i['position'])).toEqual(items.map((_, i) => i + 1));
    expect(new Set(links)).toEqual(new Set(courses.map((c) => url(c.path))));
  });

  it('stays within the first round trip: at most 14,600 bytes of HTML gzipped at level 9', () => {
    const bytes = gzipSync(readFileSync(distFile(TRAINING_PATH)), { level: 9 }).length;
    expect(bytes, `${bytes} bytes`).toBeLessThanOrEqual(14_600);
  });

  it('lists every upcoming session and links the calendar of them all', () => {
    const doc = readBuilt(TRAINING_PATH);
    expect(doc.querySelectorAll('#sessions li')).toHaveLength(upcoming.length);
    expect(doc.querySelector(`a[href="${SESSIONS_CALENDAR_PATH}"]`)).not.toBeNull();
  });
});

/** Every calendar file the build wrote, parsed, with its VTIMEZONEs registered so times resolve. */
function calendar(path: string) {
  const text = readFileSync(join(DIST, path), 'utf8');
  const component = new ICAL.Component(ICAL.parse(text));
  for (const zone of component.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = component.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  return { text, component, events };
}

const calendarFiles = readdirSync(join(DIST, 'training'), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ics'))
  .map((f) => `${TRAINING_PATH}/${f.replaceAll('\\', '/')}`);

describe('the calendars', () => {
  it('has one file per upcoming session and the calendar of them all, nothing else', () => {
    expect(calendarFiles.sort()).toEqual(
      [SESSIONS_CALENDAR_PATH, ...upcoming.map((u) => sessionCalendarPath(u.course.slug, u.session.id))].sort(),
    );
  });

  it.each(calendarFiles.map((f) => [f]))('%s is RFC 5545 as a parser reads it', (path) => {
    const { text, component, events } = calendar(path);
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    expect(component.getFirstPropertyValue('version')).toBe('2.0');
    expect(component.getFirstPropertyValue('prodid')).toBeTruthy();
    const zones = component.getAllSubcomponents('vtimezone').map((z) => z.getFirstPropertyValue('tzid'));
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) {
      expect(event.uid).toMatch(/@/);
      expect(event.component.getFirstPropertyValue('dtstamp')).toBeTruthy();
      expect(zones).toContain(event.startDate.zone.tzid);
      expect(event.summary).toBeTruthy();
      expect(event.location || event.component.getFirstPropertyValue('url')).toBeTruthy();
    }
  });

  it('puts each upcoming session in the calendar of them all, at its instant', () => {
    const { events } = calendar(SESSIONS_CALENDAR_PATH);
    const host = new URL(site.url).host;
    expect(events.map((e) => e.uid).sort()).toEqual(
      upcoming.map((u) => `${u.course.slug}-${u.session.id}@${host}`).sort(),
    );
    for (const { course, session } of upcoming) {
      const event = events.find((e) => e.uid === `${course.slug}-${session.id}@${host}`);
      expect(event?.startDate.toJSDate().toISOString()).toBe(
        new Date(withOffset(session.start, session.timeZone)).toISOString(),
      );
      expect(event?.component.getFirstPropertyValue('status')).toBe(
        session.seats === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
      );
    }
  });
});

describe.each(past.map((p) => [`${p.course.slug} ${p.session.id}`, p] as const))(
  'the session that has passed (%s)',
  (_, { course, session }) => {
    it('is gone from its page, its JSON-LD, the catalog, the calendars and has no file', () => {
      expect(readFileSync(distFile(course.path), 'utf8')).not.toContain(session.id);
      expect(JSON.stringify(jsonLd(course.path))).not.toContain(session.start.slice(0, 10));
      expect(readFileSync(distFile(TRAINING_PATH), 'utf8')).not.toContain(session.id);
      expect(readFileSync(join(DIST, SESSIONS_CALENDAR_PATH), 'utf8')).not.toContain(session.id);
      expect(readFileSync(join(DIST, SEAT_CHOICES_PATH), 'utf8')).not.toContain(session.id);
      expect(existsSync(join(DIST, sessionCalendarPath(course.slug, session.id)))).toBe(false);
    });
  },
);

/** The courses and sessions the contact form may choose, as built. */
const choices = JSON.parse(readFileSync(join(DIST, SEAT_CHOICES_PATH), 'utf8')) as Record<
  string,
  { title: string; sessions: Record<string, string> }
>;

describe.each(courses.map((c) => [c.path] as const))('course page %s', (path) => {
  it("names in each session's request link a course and session the contact form can choose (the seat-choices file)", () => {
    const named = readBuilt(path)
      .querySelectorAll('a[href^="/contact?"]')
      .map((a) => new URLSearchParams(a.getAttribute('href')?.split('?')[1]))
      .filter((q) => q.has(COURSE_PARAM));
    for (const q of named) {
      const course = choices[q.get(COURSE_PARAM) ?? ''];
      expect(course?.title, q.toString()).toBeTruthy();
      if (q.has(SESSION_PARAM)) expect(course?.sessions[q.get(SESSION_PARAM) ?? ''], q.toString()).toBeTruthy();
    }
  });

  it('loads no script and stays within the first round trip', () => {
    const html = readFileSync(distFile(path), 'utf8');
    expect(readBuilt(path).querySelectorAll(EXECUTABLE_SCRIPT)).toHaveLength(0);
    expect(gzipSync(html, { level: 9 }).length).toBeLessThanOrEqual(14_600);
  });
});
