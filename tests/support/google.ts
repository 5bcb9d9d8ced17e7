/**
 * Google's documented properties for the rich results the catalog aims at
 * (Search Central: "Course info", "Course list", "Event" structured data).
 * `required` must be there; `recommended` lists what Google recommends that
 * this site can truthfully give (the rest, such as ratings, reviews, videos,
 * enrollment counts, named instructors or a ticket sale date, are facts the
 * content does not hold). Each name may be a dotted path into the object.
 */
export const GOOGLE_COURSE = {
  required: ['name', 'description', 'provider', 'provider.name', 'offers', 'offers.category', 'hasCourseInstance'],
  recommended: ['image', 'inLanguage', 'availableLanguage', 'syllabusSections', 'provider.url'],
} as const;

/** Each hasCourseInstance: courseMode and one of courseSchedule or courseWorkload are required. */
export const GOOGLE_COURSE_INSTANCE = {
  required: ['courseMode'],
  oneOf: ['courseSchedule', 'courseWorkload'],
  courseModes: ['Online', 'Onsite', 'Blended'],
} as const;

/** Course list: each Course needs name, description and provider; the ItemList, ListItems with position and url. */
export const GOOGLE_COURSE_LIST = { minCourses: 3, listItem: ['position', 'url'] } as const;

export const GOOGLE_EVENT = {
  required: ['name', 'startDate', 'location'],
  recommended: [
    'description',
    'endDate',
    'eventAttendanceMode',
    'eventStatus',
    'image',
    'offers',
    'offers.availability',
    'offers.url',
    'organizer',
    'organizer.name',
    'organizer.url',
    'performer',
    'performer.name',
  ],
  attendanceModes: [
    'https://schema.org/OfflineEventAttendanceMode',
    'https://schema.org/OnlineEventAttendanceMode',
    'https://schema.org/MixedEventAttendanceMode',
  ],
  statuses: [
    'https://schema.org/EventScheduled',
    'https://schema.org/EventCancelled',
    'https://schema.org/EventMovedOnline',
    'https://schema.org/EventPostponed',
    'https://schema.org/EventRescheduled',
  ],
} as const;

/** The value at a dotted path ("offers.category") of a JSON-LD object, or undefined. */
export function at(data: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => {
    if (Array.isArray(value)) value = value[0];
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }, data);
}

/** The dotted paths of `paths` that are missing or empty in `data`. */
export function missing(data: unknown, paths: readonly string[]): string[] {
  return paths.filter((p) => {
    const value = at(data, p);
    return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
  });
}
