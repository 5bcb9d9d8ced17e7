/** Every word of the training catalog and course pages that is not in a course or a page (src/content/data/training.yml). */
import { z } from 'astro/zod';
import { closingSchema, description, template, text, wordFor } from './common';
import { COURSE_FORMATS, COURSE_LEVELS, SEAT_STATUSES } from './course';

export const trainingTextSchema = z.object({
  coursesHeading: text.describe('The heading of the list of courses on /training.'),
  coursesIntro: text.describe('One line under that heading.'),
  filtersLegend: text.describe('The name of the group of filters, read by screen readers.'),
  filterFormatLabel: text.describe('The label of the format filter.'),
  filterTopicLabel: text.describe('The label of the topic filter (the learning and development service).'),
  filterMonthLabel: text.describe('The label of the month filter (months with an upcoming session).'),
  filterAllOption: text.describe('The choice of each filter that shows every course, e.g. All.'),
  countOne: text.describe('The count above the list when one course matches.'),
  countMany: template('count').describe('The count when several match; {count} is the number.'),
  noMatch: text.describe('Shown when no course matches the filters.'),
  noMatchLink: text.describe('The link under that line, to ask about a course for your team.'),
  sessionsHeading: text.describe('The heading of the upcoming sessions, on /training and on a course page.'),
  sessionsIntro: text.describe('One line under that heading on /training.'),
  sessionsAll: text.describe(
    'Under the soonest sessions on /training, when there are more: the link to the page of every upcoming session.',
  ),
  sessionsDescription: description.describe(
    'The summary search engines show for the page of every upcoming session (/training/sessions): 140 to 160 characters.',
  ),
  noSessions: text.describe('On a course page without upcoming sessions.'),
  calendarAll: text.describe('The link to the calendar of every upcoming session, for subscribing.'),
  calendarOne: text.describe('The link to download one session as a calendar file.'),
  requestSeat: text.describe('The button that asks for a seat in one session.'),
  waitingList: text.describe('The button of a full session: join its waiting list.'),
  bookTeam: text.describe('The button that asks to book the course privately for a team.'),
  askCourse: text.describe('The button on a course without dated sessions: ask about it.'),
  priceOnRequest: text.describe('Shown instead of a price when a course has none.'),
  perSeat: text.describe('After a price, e.g. "per seat".'),
  hoursText: template('hours').describe('The length; {hours} is the number of hours.'),
  daysText: template('days').describe('The number of days; {days} is the number.'),
  oneDay: text.describe('The length of a one-day course, e.g. "1 day".'),
  online: text.describe('Where an online session takes place, e.g. "Live online".'),
  nextSession: text.describe('On a card: the label before the next session.'),
  teamNote: text.describe('On a course a team can book privately: one line about it.'),
  coursesLink: text.describe('The link to the catalog from the learning and development pages.'),
  serviceCoursesHeading: text.describe("The heading of a service page's list of its courses."),
  details: z
    .object({
      format: text.describe('The label before the format.'),
      level: text.describe('The label before the level.'),
      length: text.describe('The label before the length.'),
      price: text.describe('The label before the price.'),
      audience: text.describe('The label before who it is for.'),
      topics: text.describe('The label before its services.'),
    })
    .describe("The labels of a course's facts."),
  outcomesHeading: text.describe('The heading of what participants can do afterwards.'),
  outlineHeading: text.describe('The heading of the modules.'),
  prerequisitesHeading: text.describe('The heading of what participants need beforehand.'),
  noPrerequisites: text.describe('When a course has no prerequisites.'),
  courseClosing: closingSchema.describe(
    "The closing block of a course page; its button opens the contact form about the course's first service.",
  ),
  sessionLabel: template('date', 'place').describe(
    'A session as the contact form names it; {date} is its dates, {place} its city or "Live online".',
  ),
  formats: wordFor(COURSE_FORMATS, 'How the site names the format').describe('Each format as the site prints it.'),
  levels: wordFor(COURSE_LEVELS, 'How the site names the level').describe('Each level as the site prints it.'),
  seats: wordFor(SEAT_STATUSES, 'How the site names the seat status').describe(
    'Each seat status as the site prints it.',
  ),
});

export type TrainingText = z.infer<typeof trainingTextSchema>;
