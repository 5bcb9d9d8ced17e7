/**
 * The training catalog over dist/ (test build, BUILD_DATE from scripts/lib/test-env.mjs):
 * the courses and sessions in the content, every course page's Course and
 * every session's EducationEvent against Google's required and recommended
 * properties (tests/support/google.ts), the catalog across its pages
 * (/training, /training/page/2 …, PAGE_SIZE.courses a page) with each page's
 * ItemList, the soonest sessions on /training and every one on
 * /training/sessions and its later pages, every calendar file parsed with
 * ical.js, each session's request link against the contact form's seat
 * choices, the session that has passed gone from all of them, and the
 * catalog's first round trip.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import ICAL from 'ical.js';
import type { HTMLElement } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { isUpcoming, withOffset } from '../../src/lib/training/courses';
import {
  COURSES_ID,
  SEAT_CHOICES_PATH,
  SESSIONS_CALENDAR_PATH,
  SESSIONS_PATH,
  sessionCalendarPath,
  TRAINING_PATH,
} from '../../src/lib/site/routes';
import { FIRST_FEW, PAGE_SIZE, pagePaths } from '../../src/lib/site/pagination';
import { COURSE_PARAM, SESSION_PARAM } from '../../src/lib/forms/contactTopic';
import { DIST, distFile, EXECUTABLE_SCRIPT, readBuilt, jsonLd, jsonLdIn, type Json } from '../support/dist';
import { builtListPages, inPagesOf } from '../support/builtListPages';
import { GOOGLE_COURSE, GOOGLE_COURSE_INSTANCE, GOOGLE_COURSE_LIST, GOOGLE_EVENT, missing } from '../support/google';
import { courses, site, TEST_BUILD_DATE } from '../support/site';

const url = (path: string) => new URL(path, site.url).href;
const OFFSET_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;

const sessions = courses.flatMap((c) => c.data.sessions.map((s) => ({ course: c, session: s })));
const upcoming = sessions.filter(({ session }) => isUpcoming(session, TEST_BUILD_DATE));
const past = sessions.filter(({ session }) => !isUpcoming(session, TEST_BUILD_DATE));

type Session = (typeof sessions)[number];
/** A session's row in a list of sessions links to it on its course's page. */
const sessionHref = ({ course, session }: Session) => `${course.path}#session-${session.id}`;
const startOf = ({ session }: Session) => Date.parse(withOffset(session.start, session.timeZone));
/** The upcoming sessions, soonest first: by start (an instant), then by their course's title. */
const soonest = [...upcoming].sort(
  (a, b) => startOf(a) - startOf(b) || a.course.data.title.localeCompare(b.course.data.title),
);
/** What places a session in that order; two sessions that share it may come in either order. */
const orderKeyOf = (u: Session) => `${startOf(u)} ${u.course.data.title}`;
const orderKeys = new Map(upcoming.map((u) => [sessionHref(u), orderKeyOf(u)]));
/** The order key of the session a row links to. */
const orderKey = (href: string) => orderKeys.get(href) ?? `not an upcoming session: ${href}`;
const soonestFirst = soonest.map(orderKeyOf);
/** The sessions a list of them shows: each row's link to its session, in order. */
const sessionRows = (list: HTMLElement | null | undefined) =>
  (list?.querySelectorAll('li') ?? [])
    .filter((li) => li.querySelector('time[datetime]'))
    .map((li) => li.querySelector('a[href*="#session-"]')?.getAttribute('href') ?? '(a row without its link)');

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

/** The catalog's pages, /training first, each with the courses whose cards it shows (a card's title links to its course). */
const catalogPages = builtListPages(TRAINING_PATH, courses.length, PAGE_SIZE.courses, `#${COURSES_ID} h3 a`);
const catalog = catalogPages[0].doc;

describe('the catalog', () => {
  it('and its later pages together show every course, in the catalog order, as many a page as PAGE_SIZE.courses', () => {
    const byTitle = courses.map((c) => c.path);
    expect(catalogPages.map((p) => p.items)).toEqual(inPagesOf(byTitle, PAGE_SIZE.courses));
  });

  it.each(catalogPages.map((p) => [p.path, p] as const))(
    "%s has an ItemList of the courses it shows, in the order of the page, with position and url, when it shows as many as Google's course list asks (none otherwise)",
    (_, { doc, items: shown }) => {
      const lists = jsonLdIn(doc).filter((d) => d['@type'] === 'ItemList');
      expect(lists).toHaveLength(shown.length >= GOOGLE_COURSE_LIST.minCourses ? 1 : 0);
      const items = (lists[0]?.['itemListElement'] ?? []) as Json[];
      for (const item of items) expect(missing(item, GOOGLE_COURSE_LIST.listItem)).toEqual([]);
      expect(items.map((i) => i['url'])).toEqual(shown.map(url));
      expect(items.map((i) => i['position'])).toEqual(items.map((_, i) => i + 1));
    },
  );

  it('stays within the first round trip: at most 14,600 bytes of HTML gzipped at level 9', () => {
    const bytes = gzipSync(readFileSync(distFile(TRAINING_PATH)), { level: 9 }).length;
    expect(bytes, `${bytes} bytes`).toBeLessThanOrEqual(14_600);
  });
});

/** /training/sessions and its later pages, each with the sessions it shows. */
const sessionPages = pagePaths(SESSIONS_PATH, upcoming.length, PAGE_SIZE.sessions).map((path) => {
  const doc = readBuilt(path);
  return { path, doc, rows: sessionRows(doc.querySelector('main')) };
});

describe('the upcoming sessions', () => {
  it('are each on one page of /training/sessions, soonest first, as many a page as PAGE_SIZE.sessions', () => {
    const all = sessionPages.flatMap((p) => p.rows);
    expect(new Set(all).size, 'a session on two rows').toBe(all.length);
    expect(new Set(all)).toEqual(new Set(upcoming.map(sessionHref)));
    expect(sessionPages.map((p) => p.rows.map(orderKey))).toEqual(inPagesOf(soonestFirst, PAGE_SIZE.sessions));
  });

  it('/training shows the soonest FIRST_FEW.sessions of them, as /training/sessions begins', () => {
    const rows = sessionRows(catalog.querySelector('#sessions'));
    expect(rows.map(orderKey)).toEqual(soonestFirst.slice(0, FIRST_FEW.sessions));
    expect(rows).toEqual(sessionPages.flatMap((p) => p.rows).slice(0, FIRST_FEW.sessions));
  });

  it('/training links the calendar of them all and, when it leaves some out, the pages of them all', () => {
    const links = catalog.querySelectorAll('#sessions a').map((a) => a.getAttribute('href'));
    expect(links).toContain(SESSIONS_CALENDAR_PATH);
    expect(links.includes(SESSIONS_PATH)).toBe(upcoming.length > FIRST_FEW.sessions);
  });

  it('each page of /training/sessions links the calendar of them all', () => {
    for (const { path, doc } of sessionPages)
      expect(doc.querySelector(`main a[href="${SESSIONS_CALENDAR_PATH}"]`), path).not.toBeNull();
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

/** The pages that list sessions, as built: /training and every page of /training/sessions. */
const sessionListHtml = [TRAINING_PATH, ...sessionPages.map((p) => p.path)].map(
  (path) => [path, readFileSync(distFile(path), 'utf8')] as const,
);
/** The sessions in the calendar of them all. */
const calendarUids = calendar(SESSIONS_CALENDAR_PATH).events.map((e) => e.uid);

/** The courses and sessions the contact form may choose, as built. */
const choices = JSON.parse(readFileSync(join(DIST, SEAT_CHOICES_PATH), 'utf8')) as Record<
  string,
  { title: string; sessions: Record<string, string> }
>;

describe.each(past.map((p) => [`${p.course.slug} ${p.session.id}`, p] as const))(
  'the session that has passed (%s)',
  (_, { course, session }) => {
    it('is gone from its page, its JSON-LD, the lists of sessions, the calendars and the seat choices, and has no file', () => {
      expect(readFileSync(distFile(course.path), 'utf8')).not.toContain(session.id);
      expect(JSON.stringify(jsonLd(course.path))).not.toContain(session.start.slice(0, 10));
      for (const [path, html] of sessionListHtml) expect(html, path).not.toContain(sessionHref({ course, session }));
      expect(calendarUids).not.toContain(`${course.slug}-${session.id}@${new URL(site.url).host}`);
      expect(choices[course.slug]?.sessions[session.id], SEAT_CHOICES_PATH).toBeUndefined();
      expect(existsSync(join(DIST, sessionCalendarPath(course.slug, session.id)))).toBe(false);
    });
  },
);

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
