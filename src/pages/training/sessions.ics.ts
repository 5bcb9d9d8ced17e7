/** /training/sessions.ics: every upcoming session as one calendar a client can subscribe to (linked from /training). */
import { getSite } from '../../lib/site/content';
import { getCourses, getTrainingText } from '../../lib/training/content';
import { calendarResponse, calendarSessions } from '../../lib/training/calendarContent';
import { origin } from '../../lib/site/origin';
import { soonestFirst } from '../../lib/training/courses';

export async function GET() {
  const [courses, site, text] = await Promise.all([getCourses(), getSite(), getTrainingText()]);
  const sessions = courses.flatMap((c) => calendarSessions(c, text)).sort(soonestFirst);
  return calendarResponse({ origin, site, name: `${site.name}: ${text.sessionsHeading}`, sessions });
}
