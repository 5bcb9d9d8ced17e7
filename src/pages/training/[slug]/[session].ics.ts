/** /training/<course>/<session>.ics: one upcoming session as a calendar file (its "Add to calendar" link). */
import type { APIContext } from 'astro';
import { getSite } from '../../../lib/site/content';
import { getCourses, getTrainingText } from '../../../lib/training/content';
import { calendarResponse, calendarSessions } from '../../../lib/training/calendarContent';
import { origin } from '../../../lib/site/origin';

export async function getStaticPaths() {
  const [courses, text] = await Promise.all([getCourses(), getTrainingText()]);
  return courses.flatMap((course) =>
    calendarSessions(course, text).map((session) => ({
      params: { slug: course.slug, session: session.id },
      props: { session },
    })),
  );
}

export async function GET({ props }: APIContext) {
  const { session } = props as { session: ReturnType<typeof calendarSessions>[number] };
  const site = await getSite();
  return calendarResponse({ origin, site, name: `${session.courseTitle} (${session.dateText})`, sessions: [session] });
}
