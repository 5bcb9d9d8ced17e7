/**
 * Every URL of the site is made here, and breadcrumb trails. Pure: no
 * content reading, no I/O. A page's or service's route is its content
 * entry's id (the file name): "about" → "/about"; the home page's entry is
 * "home" → "/". src/lib/site/pages.ts lists every page with these.
 */

/** One step of a breadcrumb trail; the last step is the current page. */
export interface Crumb {
  label: string;
  href: string;
  /** A tooltip (the spec's "Back to {company} home page" on Home). */
  title?: string;
}

export const HOME_ID = 'home';

/**
 * The route a page is served at, from the path it was rendered at: "/about.html"
 * or "/about/" → "/about", "/index" or "/index.html" (the home page, built as
 * index.html) → "/".
 */
export function pagePath(pathname: string): string {
  const path = pathname.replace(/\.html$/, '').replace(/(.)\/$/, '$1');
  return path === '/index' ? '/' : path;
}

/** The route of a page or service entry: "home" → "/", "Cybersecurity" → "/Cybersecurity". */
export function routeOf(id: string): string {
  return id === HOME_ID ? '/' : `/${id}`;
}

/** The contact page; contactHref() (src/lib/forms/contactTopic.ts) adds the topic. */
export const CONTACT_PATH = routeOf('contact');

/** The search page (src/lib/search/indexing.ts); `?q=` holds the query. */
export const SEARCH_PATH = routeOf('search');

/** The id of the footer's site map, where the search page sends visitors without JavaScript. */
export const SITE_MAP_ID = 'site-map';

/** The about page; its list of people goes on at /about/page/2 …. */
export const ABOUT_PATH = routeOf('about');

/**
 * A page of a long list (src/lib/site/pagination.ts) past the first, as the
 * rest parameter of its route ([...page].astro): 1 → undefined (the list's
 * own route), 2 → "page/2".
 */
export const listPageParam = (page: number): string | undefined => (page <= 1 ? undefined : `page/${page}`);
/** A page of a list: ("/careers", 1) → "/careers", ("/careers", 2) → "/careers/page/2". */
export const listPagePath = (list: string, page: number): string => {
  const param = listPageParam(page);
  return param === undefined ? list : `${list}/${param}`;
};

/**
 * A list filtered to one value of one of its filters, a page of its own so the filter works without
 * JavaScript: ("/careers", "domain", "robotics") → "/careers/domain/robotics"; its later pages follow at
 * listPagePath(that, 2) …. One value at a time: a page for each combination of values would multiply the
 * pages by every filter's values, so combining filters is the FilterBoard island's work.
 */
export const filteredListPath = (list: string, key: string, value: string): string => `${list}/${key}/${value}`;

/** The careers page; each role is served under it. */
export const CAREERS_PATH = '/careers';
/** The id of the open roles' section on the careers page. */
export const OPEN_ROLES_ID = 'open-roles';
/** The open roles' list: "/careers#open-roles". */
export const openRolesPath = (): string => `${CAREERS_PATH}#${OPEN_ROLES_ID}`;
/** The open roles as RSS. */
export const CAREERS_FEED_PATH = `${CAREERS_PATH}/rss.xml`;
/** The application form without a role. */
export const GENERAL_APPLICATION_PATH = `${CAREERS_PATH}/general-application`;
/** The case studies' listing; each case study is served under it. */
export const CASE_STUDIES_PATH = '/case-studies';

/** The training catalog; each course is served under it. */
export const TRAINING_PATH = '/training';
/** The id of the catalog's list of courses. */
export const COURSES_ID = 'courses';
/** Every upcoming session, soonest first, page by page (/training shows the first few). */
export const SESSIONS_PATH = `${TRAINING_PATH}/sessions`;
/** Every upcoming session as one calendar a client can subscribe to. */
export const SESSIONS_CALENDAR_PATH = `${TRAINING_PATH}/sessions.ics`;
/** The courses and sessions a "Request a seat" link may name, for the contact form (src/pages/training/seat-choices.json.ts). */
export const SEAT_CHOICES_PATH = `${TRAINING_PATH}/seat-choices.json`;
/** A course's page: "secure-coding-for-web-teams" → "/training/secure-coding-for-web-teams". */
export const coursePath = (slug: string): string => `${TRAINING_PATH}/${slug}`;
/** One session as a calendar file: "/training/<course>/<session id>.ics". */
export const sessionCalendarPath = (course: string, session: string): string => `${coursePath(course)}/${session}.ics`;

/** A role's page: "soc-analyst-springfield" → "/careers/soc-analyst-springfield". */
export const rolePath = (slug: string): string => `${CAREERS_PATH}/${slug}`;

/** A case study's page: "health-system-leads" → "/case-studies/health-system-leads". */
export const caseStudyPath = (slug: string): string => `${CASE_STUDIES_PATH}/${slug}`;

/** The articles' listing, newest first; each article, topic and later page of the list is served under it. */
export const INSIGHTS_PATH = '/insights';
/** The articles as RSS. */
export const INSIGHTS_FEED_PATH = `${INSIGHTS_PATH}/rss.xml`;
/** An article's page: "scoping-a-pen-test" → "/insights/scoping-a-pen-test". */
export const articlePath = (slug: string): string => `${INSIGHTS_PATH}/${slug}`;
/** A topic's page: "security" → "/insights/tag/security". */
export const tagPath = (tag: string): string => `${INSIGHTS_PATH}/tag/${tag}`;
/**
 * Every article of one person or one service, where their page shows only the newest few
 * (src/lib/insights/articles.ts: articleGroups): "/insights/by/priya-raman", "/insights/service/Cybersecurity".
 */
export const personArticlesPath = (person: string): string => filteredListPath(INSIGHTS_PATH, 'by', person);
export const serviceArticlesPath = (service: string): string => filteredListPath(INSIGHTS_PATH, 'service', service);
/** Every case study that used one service, where its page shows only the newest few: "/case-studies/service/Cybersecurity". */
export const serviceCaseStudiesPath = (service: string): string =>
  filteredListPath(CASE_STUDIES_PATH, 'service', service);
/** Everyone who works in one service, where its page shows only the first few: "/about/service/Cybersecurity". */
export const servicePeoplePath = (service: string): string => filteredListPath(ABOUT_PATH, 'service', service);
/** A person's page: "priya-raman" → "/people/priya-raman". */
export const personPath = (slug: string): string => `/people/${slug}`;

/** The whole trail: Home, the given steps, then the current page. */
export function trail(companyName: string, steps: readonly Crumb[], current: Crumb): Crumb[] {
  return [{ label: 'Home', href: '/', title: `Back to ${companyName} home page` }, ...steps, current];
}
