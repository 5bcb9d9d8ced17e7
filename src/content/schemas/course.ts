/**
 * A course of the learning and development catalog (src/content/courses/<slug>.md:
 * the file name is the slug, served at /training/<slug>), with its dated sessions.
 * The format is agreed in notes/course-format.md.
 */
import { z } from 'astro/zod';
import { matching, rule, withRules } from '../checks';
import { description, routeId } from './common';

export const COURSE_LEVELS = ['introductory', 'intermediate', 'advanced'] as const;
export const COURSE_FORMATS = ['in-person', 'live-online', 'self-paced', 'on-site'] as const;
export const SEAT_STATUSES = ['open', 'few-left', 'full', 'cancelled'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];
export type CourseFormat = (typeof COURSE_FORMATS)[number];
export type SeatStatus = (typeof SEAT_STATUSES)[number];

/** A local wall-clock time without an offset; the session's time zone says where. */
const localTime = matching(
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/,
  'must be a local date and time written YYYY-MM-DDTHH:MM, e.g. 2027-01-12T09:00',
);

/** Whether a name is an IANA time zone this runtime knows. */
const isTimeZone = (name: string): boolean => {
  try {
    // Throws on an unknown zone; a known alias (America/Indiana/Indianapolis) resolves to its canonical name.
    return (
      /^[A-Z][A-Za-z_]+(\/[A-Za-z_+-]+)+$/.test(name) && Boolean(new Intl.DateTimeFormat('en-US', { timeZone: name }))
    );
  } catch {
    return false;
  }
};

const venueSchema = z
  .object({
    venue: z.string().min(3).max(80).describe('The name of the building or room, e.g. Aldermoor Training Center.'),
    street: z.string().min(3).max(80).describe('Street, number and suite.'),
    city: z.string().min(2).max(60).describe('The city.'),
    region: matching(/^[A-Z]{2}$/, 'must be a two-letter state code, e.g. IL').describe(
      "The state's two-letter code, e.g. IL.",
    ),
    postalCode: matching(/^\d{5}$/, 'must be a five-digit ZIP code, e.g. 60606').describe('Five digits.'),
    country: matching(/^[A-Z]{2}$/, 'must be a two-letter country code, e.g. US').describe(
      "The country's two-letter code, e.g. US.",
    ),
  })
  .describe('Where the session takes place. Leave empty for an online session (and tick Online).');

const sessionFields = z.object({
  id: matching(
    /^\d{4}-\d{2}-\d{2}-[a-z0-9]+(-[a-z0-9]+)*$/,
    'must be the start date and the place in lowercase, e.g. 2027-01-12-chicago or 2027-02-03-online',
  ).describe(
    'The start date and the city (or "online"), e.g. 2027-01-12-chicago; unique within the course. It is part of the calendar file’s address.',
  ),
  start: localTime.describe('When the session starts, in its own time zone: YYYY-MM-DDTHH:MM, e.g. 2027-01-12T09:00.'),
  end: localTime.describe('When the last day ends, in the same time zone: YYYY-MM-DDTHH:MM.'),
  timeZone: z
    .string()
    .refine(isTimeZone, 'must be an IANA time zone, e.g. America/Chicago')
    .describe('The time zone of the start and end, as an IANA name, e.g. America/Chicago or America/New_York.'),
  location: venueSchema.optional(),
  online: z.boolean().optional().describe('Tick for a live online session; then leave Location empty.'),
  seats: z
    .enum(SEAT_STATUSES)
    .describe('Whether seats are open, few are left, the session is full (a waiting list) or it is canceled.'),
  language: matching(/^[a-z]{2}-[A-Z]{2}$/, 'must be a language tag, e.g. en-US').describe(
    'The language it is taught in, as a tag, e.g. en-US.',
  ),
});

export const sessionSchema = withRules(sessionFields, [
  rule(
    'online',
    'A session is either online (Online ticked) or at a location, not both.',
    (s) => !(s.online === true && s.location),
  ),
  rule('location', 'A session needs a location, unless Online is ticked.', (s) => s.online === true || !!s.location),
  rule('end', 'The end must be after the start.', (s) => s.end > s.start),
]);

const priceSchema = z
  .object({
    amount: z.number().int().positive().describe('The price of one seat, a whole amount.'),
    currency: matching(/^[A-Z]{3}$/, 'must be a three-letter currency code, e.g. USD').describe(
      'Three capital letters, e.g. USD.',
    ),
  })
  .describe('Optional: the price of one seat. Leave empty for "price on request".');

/** The browser tab and search results show "<title> — <company>" in at most 70 characters. */
export const COURSE_TAB_TITLE_MAX = 45;

const courseFields = z.object({
  title: z
    .string()
    .min(3)
    .max(60)
    .describe("The course's name, e.g. Secure Coding for Web Teams; a new course's address is made from it."),
  metaTitle: z
    .string()
    .min(3)
    .max(COURSE_TAB_TITLE_MAX)
    .describe(
      `The title in the browser tab and search results, before the company name: at most ${COURSE_TAB_TITLE_MAX} characters, often the title itself.`,
    ),
  summary: z.string().min(80).max(220).describe('One or two sentences on its card in the catalog.'),
  description,
  services: z
    .array(routeId)
    .min(1)
    .max(2)
    .describe('The one or two learning and development services it belongs to; their pages list it.'),
  audience: z.string().min(10).max(200).describe('Who it is for, in one sentence.'),
  level: z.enum(COURSE_LEVELS).describe('How much the participants should already know.'),
  format: z.enum(COURSE_FORMATS).describe('How it is taught; the catalog filters by it.'),
  hours: z.number().int().positive().max(200).describe('Total hours of instruction.'),
  days: z.number().int().positive().max(30).optional().describe('Optional: over how many days a session runs.'),
  outcomes: z
    .array(z.string().min(10).max(200))
    .min(3)
    .max(6)
    .describe('Three to six things participants can do afterwards, each starting with a verb.'),
  outline: z
    .array(
      z.object({
        title: z.string().min(3).max(80).describe("The module's name."),
        detail: z.string().min(10).max(240).describe('One sentence on what happens in it.'),
      }),
    )
    .min(4)
    .max(8)
    .describe('The four to eight modules, in order.'),
  prerequisites: z
    .array(z.string().min(5).max(200))
    .max(4)
    .default([])
    .describe('Up to four things participants need beforehand; none is fine.'),
  price: priceSchema.optional(),
  privateTeam: z.boolean().describe('Whether a team can book it privately, on site or online.'),
  sessions: z
    .array(sessionSchema)
    .default([])
    .describe('The dated sessions; none for a self-paced course or one run on request. Past sessions drop out.'),
});

/** A course. Its sessions' ids are unique and start with their start dates (a calendar file is named after each). */
export const courseSchema = withRules(courseFields, [
  {
    field: 'sessions',
    message: "Each session's Id is unique within the course and starts with the session's start date.",
    broken: (course) =>
      course.sessions.flatMap((s, i) =>
        course.sessions.findIndex((t) => t.id === s.id) !== i || !s.id.startsWith(s.start.slice(0, 10))
          ? [['sessions', i, 'id']]
          : [],
      ),
  },
]);

export type CourseData = z.infer<typeof courseSchema>;
export type SessionData = z.infer<typeof sessionSchema>;
export type Venue = z.infer<typeof venueSchema>;
