/** The calendar files' sessions and responses, from the courses (src/pages/training/*.ics.ts). */
import type { Site, TrainingText } from '../../content/schema';
import { buildDate } from '../site/buildDate';
import { sessionsCalendar } from './calendar';
import type { SessionView } from './courses';
import type { CourseView } from './content';

/** A course's upcoming sessions with the words of their calendar events. */
export function calendarSessions(course: CourseView, text: Pick<TrainingText, 'formats'>) {
  return course.sessions.map((s: SessionView) => ({
    ...s,
    summary: `${course.title} (${s.place})`,
    description: `${course.entry.data.summary} ${text.formats[course.entry.data.format]}, ${s.timeText}.`,
  }));
}

/** A calendar file as the response of a static endpoint, stamped with the build date. */
export function calendarResponse(input: {
  origin: string;
  site: Pick<Site, 'name' | 'email'>;
  name: string;
  sessions: ReturnType<typeof calendarSessions>;
}): Response {
  const body = sessionsCalendar({
    origin: input.origin,
    company: { name: input.site.name, email: input.site.email },
    name: input.name,
    stamp: new Date(`${buildDate()}T00:00:00Z`),
    sessions: input.sessions,
  });
  return new Response(body, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
}
