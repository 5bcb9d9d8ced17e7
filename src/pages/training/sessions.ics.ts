/** /training/sessions.ics: every upcoming session as one calendar a client can subscribe to (linked from /training). */
import { getCourses, getSite, getTrainingText } from '../../lib/content';
import { calendarResponse, calendarSessions } from '../../lib/content/calendars';
import { origin } from '../../lib/origin';
import { soonestFirst } from '../../lib/courses';

export async function GET() {
  const [courses, site, text] = await Promise.all([getCourses(), getSite(), getTrainingText()]);
  const sessions = courses.flatMap((c) => calendarSessions(c, text)).sort(soonestFirst);
  return calendarResponse({ origin, site, name: `${site.name}: ${text.sessionsHeading}`, sessions });
}
