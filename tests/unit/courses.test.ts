import { describe, expect, it } from 'vitest';
import {
  dateRangeText,
  isBookable,
  isUpcoming,
  lengthText,
  monthsOf,
  monthText,
  priceText,
  sessionView,
  soonestFirst,
  timeText,
  withOffset,
} from '../../src/lib/training/courses';
import { courseFrom, contactHref } from '../../src/lib/forms/contactTopic';
import { aSession } from '../support/sessions';

const session = aSession;

describe('a session on the build date', () => {
  it.each([
    ['2027-01-11', true, 'before it starts'],
    ['2027-01-12', true, 'on its first day'],
    ['2027-01-13', true, 'on its last day'],
    ['2027-01-14', false, 'the day after it ends'],
  ])('on %s it is upcoming: %s (%s)', (buildDate, upcoming) => {
    expect(isUpcoming(session(), buildDate)).toBe(upcoming);
  });

  it.each([
    ['open', true],
    ['few-left', true],
    ['full', true],
    ['cancelled', false],
  ] as const)('a %s session takes requests: %s', (seats, bookable) => {
    expect(isBookable({ seats })).toBe(bookable);
  });
});

describe('times in the session’s own zone', () => {
  it.each([
    ['2027-01-12T09:00', 'America/Chicago', '2027-01-12T09:00:00-06:00'],
    ['2027-06-12T09:00', 'America/Chicago', '2027-06-12T09:00:00-05:00'],
    ['2027-03-16T09:00', 'America/New_York', '2027-03-16T09:00:00-04:00'],
    ['2026-12-08T09:00', 'America/New_York', '2026-12-08T09:00:00-05:00'],
    ['2027-05-04T09:00', 'America/Indiana/Indianapolis', '2027-05-04T09:00:00-04:00'],
    ['2027-01-12T09:00', 'America/Phoenix', '2027-01-12T09:00:00-07:00'],
  ])('%s in %s is %s', (local, zone, iso) => {
    expect(withOffset(local, zone)).toBe(iso);
  });

  it.each([
    [{ start: '2027-01-12T09:00', end: '2027-01-13T17:00' }, /^Jan 12\s?–\s?13, 2027$/],
    [{ start: '2027-01-30T09:00', end: '2027-02-02T17:00' }, /^Jan 30\s?–\s?Feb 2, 2027$/],
    [{ start: '2026-12-15T13:00', end: '2026-12-15T17:00' }, /^Dec 15, 2026$/],
  ])('dates %o read %s', (s, text) => {
    expect(dateRangeText(s)).toMatch(text);
  });

  it('gives the daily hours with the zone’s short name', () => {
    expect(timeText(session())).toMatch(/^9:00\sAM–5:00\sPM CT$/);
    expect(timeText(session({ timeZone: 'America/New_York' }))).toMatch(/ ET$/);
  });
});

describe('the catalog’s words and filters', () => {
  const text = {
    perSeat: 'per seat',
    priceOnRequest: 'Price on request',
    hoursText: '{hours} hours',
    daysText: '{days} days',
    oneDay: '1 day',
  };
  it.each([
    [{ price: { amount: 1450, currency: 'USD' } }, '$1,450 per seat'],
    [{}, 'Price on request'],
  ])('prices %o as %s', (course, words) => {
    expect(priceText(course, text)).toBe(words);
  });

  it.each([
    [{ hours: 12, days: 2 }, '12 hours, 2 days'],
    [{ hours: 8 }, '8 hours'],
    [{ hours: 6, days: 1 }, '6 hours, 1 day'],
  ])('gives the length of %o as %s', (course, words) => {
    expect(lengthText(course, text)).toBe(words);
  });

  it('names a month', () => {
    expect(monthText('2027-03')).toBe('March 2027');
  });

  const course = { slug: 'secure-coding', title: 'Secure Coding', services: ['Technicaltraining'] };
  const views = [
    sessionView(
      course,
      session({ id: '2027-03-02-chicago', start: '2027-03-02T09:00', end: '2027-03-03T17:00' }),
      'Online',
    ),
    sessionView(course, session({ id: '2027-01-12-online', location: undefined, online: true }), 'Live online'),
    sessionView(
      course,
      session({ id: '2027-02-02-chicago', start: '2027-02-02T09:00', end: '2027-02-02T17:00', seats: 'cancelled' }),
      'Online',
    ),
  ];

  it('lists the months with a session that takes requests, in order, without the cancelled one', () => {
    expect(monthsOf(views)).toEqual(['2027-01', '2027-03']);
  });

  it('sorts sessions by their start instant', () => {
    expect([...views].sort(soonestFirst).map((v) => v.id)).toEqual([
      '2027-01-12-online',
      '2027-02-02-chicago',
      '2027-03-02-chicago',
    ]);
  });

  it('gives each session its place, anchor, calendar file and seat request', () => {
    const [chicago, online] = views;
    expect(chicago?.place).toBe('Chicago, IL');
    expect(online?.place).toBe('Live online');
    expect(online?.href).toBe('/training/secure-coding#session-2027-01-12-online');
    expect(online?.calendarHref).toBe('/training/secure-coding/2027-01-12-online.ics');
    expect(online?.requestHref).toBe('/contact?topic=Technicaltraining&course=secure-coding&session=2027-01-12-online');
  });
});

describe('a course and session in the contact link', () => {
  const allowed = { 'secure-coding': ['2027-01-12-online', '2027-03-02-chicago'], 'lms-basics': [] };

  it('links to the form with the course, and the session when there is one', () => {
    expect(contactHref('ld', { course: 'lms-basics' })).toBe('/contact?topic=ld&course=lms-basics');
    expect(contactHref(undefined, { course: 'a', session: 'b' })).toBe('/contact?course=a&session=b');
  });

  it.each([
    ['?course=secure-coding&session=2027-03-02-chicago', { course: 'secure-coding', session: '2027-03-02-chicago' }],
    ['?course=lms-basics', { course: 'lms-basics', session: null }],
    ['?course=secure-coding&session=2027-02-02-past', { course: 'secure-coding', session: null }],
    ['?course=lms-basics&session=2027-01-12-online', { course: 'lms-basics', session: null }],
    ['?session=2027-01-12-online', { course: null, session: null }],
    ['?course=Secure-Coding', { course: null, session: null }],
    ['?course=__proto__', { course: null, session: null }],
    ['?course=toString', { course: null, session: null }],
    [`?course=${encodeURIComponent('<img src=x onerror=alert(1)>')}`, { course: null, session: null }],
  ])('%s reads as %o', (search, chosen) => {
    expect(courseFrom(search, allowed)).toEqual(chosen);
  });
});
