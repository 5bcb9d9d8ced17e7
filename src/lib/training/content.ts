/** The training courses, their upcoming sessions and the catalog's words. */
import type { CardItem, ListFilter } from '../utils/listFilters';
import type { TrainingText } from '../../content/schema';
import { buildDate } from '../site/buildDate';
import {
  isBookable,
  isUpcoming,
  lengthText,
  monthsOf,
  priceText,
  sessionView,
  soonestFirst,
  type SessionView,
} from './courses';
import { coursePath, routeOf, trail, TRAINING_PATH, type Crumb } from '../site/routes';
import { contactHref } from '../forms/contactTopic';
import { entriesOf, getPage, objectOf, perBuild } from '../site/collections';
import { getServices } from '../services/content';
import { getSite } from '../site/content';
import { fill } from '../utils/fill';
import { courseFilters, courseValues, type CourseFacets } from './filters';

/** The catalog's words (src/content/data/training.yml). */
export function getTrainingText(): Promise<TrainingText> {
  return objectOf('training');
}

type CourseEntry = Awaited<ReturnType<typeof entriesOf<'courses'>>>[number];

/** A course with what the pages need: its route, its services, its upcoming sessions and its facts in words. */
export interface CourseView {
  entry: CourseEntry;
  slug: string;
  href: string;
  title: string;
  services: { id: string; title: string; href: string }[];
  /** Its upcoming sessions, soonest first, cancelled ones included (shown as cancelled). */
  sessions: SessionView[];
  /** The first upcoming session that takes requests. */
  next: SessionView | undefined;
  /** Months (YYYY-MM) with a session that takes requests: the month filter. */
  months: string[];
  formatLabel: string;
  levelLabel: string;
  length: string;
  price: string;
  /** The contact form about the course, without a session ("Book for your team"). */
  teamHref: string;
}

/** Every course, by title, with its sessions upcoming on the build date. */
export const getCourses = perBuild(async (): Promise<CourseView[]> => {
  const [entries, services, text] = await Promise.all([entriesOf('courses'), getServices('ld'), getTrainingText()]);
  const today = buildDate();
  return [...entries]
    .sort((a, b) => a.data.title.localeCompare(b.data.title))
    .map((entry) => {
      const named = entry.data.services.map((id) => {
        const found = services.find((s) => s.id === id);
        if (!found)
          throw new Error(
            `src/content/courses/${entry.id}.md: "${id}" is not a learning and development service (src/content/services/)`,
          );
        return { id, title: found.data.title, href: routeOf(id) };
      });
      const course = { slug: entry.id, title: entry.data.title, services: entry.data.services };
      const sessions = entry.data.sessions
        .filter((s) => isUpcoming(s, today))
        .map((s) => sessionView(course, s, text.online))
        .sort(soonestFirst);
      return {
        entry,
        slug: entry.id,
        href: coursePath(entry.id),
        title: entry.data.title,
        services: named,
        sessions,
        next: sessions.find((s) => isBookable(s.data)),
        months: monthsOf(sessions),
        formatLabel: text.formats[entry.data.format],
        levelLabel: text.levels[entry.data.level],
        length: lengthText(entry.data, text),
        price: priceText(entry.data, text),
        teamHref: contactHref(entry.data.services[0], { course: entry.id }),
      };
    });
});

/**
 * A course as its card shows it (the catalog, a service page), with the
 * values the filters read. The service pages price their work by day or
 * project and state no amounts, so their course cards leave the price to
 * the course page (`withPrice: false`).
 */
export function courseCard(c: CourseView, text: Pick<TrainingText, 'nextSession'>, withPrice = true): CardItem {
  return {
    id: c.slug,
    href: c.href,
    title: c.title,
    summary: c.entry.data.summary,
    facts: [c.formatLabel, c.levelLabel, c.length, ...(withPrice ? [c.price] : [])],
    note: c.next ? `${text.nextSession}: ${c.next.dateText}, ${c.next.place}` : undefined,
    filters: courseValues(facetsOf(c)),
  };
}

/** What the filters read of a course. */
export const facetsOf = (c: CourseView): CourseFacets => ({
  format: c.entry.data.format,
  topics: c.services.map((s) => s.id),
  months: c.months,
});

/** The catalog's filters (format, topic, month), with the values its courses have. */
export const getCourseFilters = perBuild(async (): Promise<ListFilter[]> => {
  const [courses, services, text] = await Promise.all([getCourses(), getServices('ld'), getTrainingText()]);
  const topics = services.map((s) => ({ id: s.id, title: s.data.title }));
  return courseFilters(text, topics, courses.map(facetsOf));
});

/** The words of the session rows (SessionList). */
export function sessionListText(text: TrainingText) {
  const { seats, requestSeat, waitingList, calendarOne } = text;
  return { seats, requestSeat, waitingList, calendarOne };
}

/** Every upcoming session of every course, soonest first. */
export const getUpcomingSessions = perBuild(async (): Promise<SessionView[]> =>
  (await getCourses()).flatMap((c) => c.sessions).sort(soonestFirst),
);

/** Each learning and development service's courses, by service id, chosen once per build. */
const coursesOfService = perBuild(async () => {
  const [courses, services] = await Promise.all([getCourses(), getServices('ld')]);
  return new Map(services.map((s) => [s.id, courses.filter((c) => c.services.some((named) => named.id === s.id))]));
});

/** The courses of one service, by title. */
export async function getCoursesOf(serviceId: string): Promise<CourseView[]> {
  return (await coursesOfService()).get(serviceId) ?? [];
}

/** Home › Training courses › the course. */
export async function courseTrail(course: CourseView): Promise<Crumb[]> {
  const site = await getSite();
  const catalog = await getPage('training');
  return trail(site.name, [{ label: catalog.data.title, href: TRAINING_PATH }], {
    label: course.title,
    href: course.href,
  });
}

/** A course a "Request a seat" link may name in /contact?course=…: its title and its bookable sessions' labels, by session id. */
export interface SeatChoice {
  title: string;
  sessions: Readonly<Record<string, string>>;
}

/**
 * Every course with its sessions that take requests (not cancelled; past ones are gone), by course
 * id: what the contact form may preselect. Served as a file of its own (SEAT_CHOICES_PATH),
 * fetched only by a visitor who came from a session's button, so /contact stays the same size
 * however many sessions the catalog has.
 */
export async function getSeatChoices(): Promise<Record<string, SeatChoice>> {
  const text = await getTrainingText();
  return Object.fromEntries(
    (await getCourses()).map((c) => [
      c.slug,
      {
        title: c.title,
        sessions: Object.fromEntries(
          c.sessions
            .filter((s) => isBookable(s.data))
            .map((s) => [s.id, fill(text.sessionLabel, { date: s.dateText, place: s.place })]),
        ),
      },
    ]),
  );
}
