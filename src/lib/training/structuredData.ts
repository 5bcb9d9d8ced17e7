/**
 * schema.org JSON-LD for the training catalog, as Google documents it:
 * - Course info: each course page has a Course (name, description, provider,
 *   offers with category and, when priced, price and priceCurrency) with
 *   hasCourseInstance (courseMode, courseWorkload, dates, location or online);
 * - Course list: a page of the catalog that shows at least COURSE_LIST_MIN
 *   courses has an ItemList of them (ListItem position and url, the course's
 *   summary page);
 * - Event: each upcoming session is an EducationEvent (name, startDate with
 *   its offset, endDate, eventAttendanceMode, eventStatus, location as a Place
 *   with a PostalAddress or a VirtualLocation, offers whose availability
 *   follows the seat status, organizer and performer).
 * Past sessions never get here (src/lib/training/content.ts keeps the
 * upcoming ones). Pure.
 */
import type {
  Course,
  CourseInstance,
  EducationEvent,
  ItemList,
  Offer,
  Place,
  VirtualLocation,
  WithContext,
} from 'schema-dts';
import type { CourseData, CourseFormat, SeatStatus, SessionData, Site } from '../../content/schema';
import type { SessionView } from './courses';
import { organizationRef } from '../site/structuredData';

/** Google's courseMode values. */
const COURSE_MODE: Record<CourseFormat, 'Onsite' | 'Online'> = {
  'in-person': 'Onsite',
  'on-site': 'Onsite',
  'live-online': 'Online',
  'self-paced': 'Online',
};

/** Offer availability by seat status (a cancelled session's seats are no longer offered). */
const AVAILABILITY: Record<SeatStatus, string> = {
  open: 'https://schema.org/InStock',
  'few-left': 'https://schema.org/LimitedAvailability',
  full: 'https://schema.org/SoldOut',
  cancelled: 'https://schema.org/Discontinued',
};

export interface CourseInput {
  origin: string;
  site: Pick<Site, 'name'>;
  path: string;
  data: Pick<
    CourseData,
    'title' | 'description' | 'format' | 'hours' | 'price' | 'prerequisites' | 'level' | 'outline'
  >;
  sessions: readonly SessionView[];
  /** The course's share image (its page's og:image), a path. */
  image: string;
}

const workload = (hours: number) => `PT${hours}H`;

function place(session: SessionData, url: string): Place | VirtualLocation {
  const v = session.location;
  if (!v) return { '@type': 'VirtualLocation', url };
  return {
    '@type': 'Place',
    name: v.venue,
    address: {
      '@type': 'PostalAddress',
      streetAddress: v.street,
      addressLocality: v.city,
      addressRegion: v.region,
      postalCode: v.postalCode,
      addressCountry: v.country,
    },
  };
}

function offer(input: Pick<CourseInput, 'data'>, url: string, availability?: string): Offer {
  const { price } = input.data;
  return {
    '@type': 'Offer',
    category: 'Paid',
    url,
    ...(price ? { price: price.amount, priceCurrency: price.currency } : {}),
    ...(availability ? { availability } : {}),
  } as Offer;
}

/** One CourseInstance per upcoming session, or one without dates for a course taught on request or self-paced. */
function instances(input: CourseInput): CourseInstance[] {
  const mode = COURSE_MODE[input.data.format];
  const base = { '@type': 'CourseInstance', courseWorkload: workload(input.data.hours) } as const;
  const live = input.sessions.filter((s) => s.data.seats !== 'cancelled');
  if (live.length === 0) return [{ ...base, courseMode: mode }];
  return live.map((s) => ({
    ...base,
    courseMode: s.data.online ? 'Online' : 'Onsite',
    startDate: s.startDate,
    endDate: s.endDate,
    inLanguage: s.data.language,
    ...(s.data.location ? { location: place(s.data, '') } : {}),
  }));
}

/** The Course of a course page. */
export function course(input: CourseInput): WithContext<Course> {
  const url = new URL(input.path, input.origin).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    '@id': `${url}#course`,
    name: input.data.title,
    description: input.data.description,
    url,
    image: new URL(input.image, input.origin).href,
    provider: organizationRef(input.origin, input.site),
    educationalLevel: input.data.level,
    inLanguage: 'en-US',
    availableLanguage: [...new Set(['en-US', ...input.sessions.map((s) => s.data.language)])],
    syllabusSections: input.data.outline.map((m) => ({ '@type': 'Syllabus', name: m.title, description: m.detail })),
    ...(input.data.prerequisites.length > 0 ? { coursePrerequisites: [...input.data.prerequisites] } : {}),
    offers: offer(input, url),
    hasCourseInstance: instances(input),
  };
}

/** The EducationEvent of one upcoming session. */
export function educationEvent(input: CourseInput, session: SessionView): WithContext<EducationEvent> {
  const page = new URL(input.path, input.origin).href;
  const url = new URL(session.href, input.origin).href;
  const company = organizationRef(input.origin, input.site);
  const { data } = session;
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationEvent',
    '@id': `${page}#session-${session.id}`,
    name: `${input.data.title} (${session.place})`,
    description: input.data.description,
    url,
    image: new URL(input.image, input.origin).href,
    startDate: session.startDate,
    endDate: session.endDate,
    inLanguage: data.language,
    eventAttendanceMode: data.online
      ? 'https://schema.org/OnlineEventAttendanceMode'
      : 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: data.seats === 'cancelled' ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
    location: place(data, page),
    offers: offer(input, new URL(session.requestHref, input.origin).href, AVAILABILITY[data.seats]),
    organizer: company,
    performer: company,
  } as WithContext<EducationEvent>;
}

/** Google's course list asks for at least this many courses on the page; a page with fewer (a short last page, a topic with one course) has none. */
export const COURSE_LIST_MIN = 3;

/** The catalog page's ItemList: its courses, in the page's order, by their pages' addresses; none under COURSE_LIST_MIN. */
export function courseList(origin: string, courses: readonly { path: string }[]): WithContext<ItemList>[] {
  if (courses.length < COURSE_LIST_MIN) return [];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: courses.map((c, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        url: new URL(c.path, origin).href,
      })),
    },
  ];
}
