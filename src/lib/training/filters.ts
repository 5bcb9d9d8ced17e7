/**
 * The courses' filters: format, topic (the learning and development
 * service) and month (of a session that takes requests), each offering only
 * the values some course has. Each value's courses are a list of their own
 * (src/lib/site/filteredLists.ts). Pure.
 */
import { COURSE_FORMATS, type CourseFormat, type TrainingText } from '../../content/schema';
import type { ItemValues, ListFilter } from '../utils/listFilters';
import { COURSES_ID, filteredListPath, TRAINING_PATH } from '../site/routes';
import { monthText } from './courses';

/** What the filters read of a course: its format, its services' ids and the months (YYYY-MM) of its sessions that take requests. */
export interface CourseFacets {
  format: CourseFormat;
  topics: readonly string[];
  months: readonly string[];
}

/** A course's values for each filter. */
export function courseValues(course: CourseFacets): ItemValues<string> {
  return { format: course.format, topic: course.topics, month: course.months };
}

/** The filters, in the order the page shows them; `services` are the learning and development services, in their order. */
export function courseFilters(
  text: Pick<TrainingText, 'filterFormatLabel' | 'filterTopicLabel' | 'filterMonthLabel' | 'formats'>,
  services: readonly { id: string; title: string }[],
  courses: readonly CourseFacets[],
): ListFilter[] {
  return [
    {
      key: 'format',
      label: text.filterFormatLabel,
      options: COURSE_FORMATS.filter((f) => courses.some((c) => c.format === f)).map((f) => ({
        value: f,
        label: text.formats[f],
      })),
    },
    {
      key: 'topic',
      label: text.filterTopicLabel,
      options: services
        .filter((s) => courses.some((c) => c.topics.includes(s.id)))
        .map((s) => ({ value: s.id, label: s.title })),
    },
    {
      key: 'month',
      label: text.filterMonthLabel,
      options: [...new Set(courses.flatMap((c) => c.months))].sort().map((m) => ({ value: m, label: monthText(m) })),
    },
  ];
}

/** The courses of one topic, at the catalog's list: "/training/topic/Technicaltraining#courses". */
export function topicCoursesHref(serviceId: string): string {
  return `${filteredListPath(TRAINING_PATH, 'topic', serviceId)}#${COURSES_ID}`;
}
