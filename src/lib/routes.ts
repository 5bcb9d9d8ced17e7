/**
 * Every URL of the site is made here, and breadcrumb trails. Pure: no
 * content reading, no I/O. A page's or service's route is its content
 * entry's id (the file name): "about" → "/about"; the home page's entry is
 * "home" → "/". src/lib/sitePages.ts lists every page with these.
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

/** The contact page; contactHref() (src/lib/topics.ts) adds the topic. */
export const CONTACT_PATH = routeOf('contact');

/** The careers page; each role is served under it. */
export const CAREERS_PATH = '/careers';
/** The id of the open roles' section on the careers page. */
export const OPEN_ROLES_ID = 'open-roles';
/** The open roles' list, optionally filtered: "?domain=robotics" → "/careers?domain=robotics#open-roles". */
export const openRolesPath = (search = ''): string => `${CAREERS_PATH}${search}#${OPEN_ROLES_ID}`;
/** The open roles as RSS. */
export const CAREERS_FEED_PATH = `${CAREERS_PATH}/rss.xml`;
/** The application form without a role. */
export const GENERAL_APPLICATION_PATH = `${CAREERS_PATH}/general-application`;
/** The case studies' listing; each case study is served under it. */
export const CASE_STUDIES_PATH = '/case-studies';

/** A role's page: "soc-analyst-springfield" → "/careers/soc-analyst-springfield". */
export const rolePath = (slug: string): string => `${CAREERS_PATH}/${slug}`;

/** A case study's page: "health-system-leads" → "/case-studies/health-system-leads". */
export const caseStudyPath = (slug: string): string => `${CASE_STUDIES_PATH}/${slug}`;

/** The whole trail: Home, the given steps, then the current page. */
export function trail(companyName: string, steps: readonly Crumb[], current: Crumb): Crumb[] {
  return [{ label: 'Home', href: '/', title: `Back to ${companyName} home page` }, ...steps, current];
}
