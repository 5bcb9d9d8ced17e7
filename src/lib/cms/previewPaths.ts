/**
 * The page an edit shows on, for each content source: the editor's link to an
 * edit's preview (its pull request's deploy, src/lib/deploy/preview.ts) opens
 * that page of the preview. A path template, as Sveltia CMS's preview_path
 * reads it: {{slug}} is the entry's file name. Each path comes from the one
 * function that makes that kind of address (src/lib/site/routes.ts).
 */
import type { SourceName } from '../../content/sources';
import {
  articlePath,
  CAREERS_PATH,
  caseStudyPath,
  CONTACT_PATH,
  coursePath,
  GENERAL_APPLICATION_PATH,
  HOME_ID,
  INSIGHTS_PATH,
  personPath,
  rolePath,
  routeOf,
  SEARCH_PATH,
  TRAINING_PATH,
} from '../site/routes';

const SLUG = '{{slug}}';
const HOME = routeOf(HOME_ID);

/**
 * A source's page. The home page's entry is "home": its link is /home, which
 * the hosts send on to / (public/_redirects, deploy/nginx.conf).
 */
export const PREVIEW_PATHS = {
  services: routeOf(SLUG),
  pages: routeOf(SLUG),
  jobs: rolePath(SLUG),
  cases: caseStudyPath(SLUG),
  courses: coursePath(SLUG),
  people: personPath(SLUG),
  articles: articlePath(SLUG),
  site: CONTACT_PATH,
  nav: HOME,
  programs: HOME,
  domains: routeOf('program'),
  figures: HOME,
  footer: HOME,
  pageText: HOME,
  careers: CAREERS_PATH,
  search: SEARCH_PATH,
  training: TRAINING_PATH,
  insights: INSIGHTS_PATH,
  privacy: routeOf('privacy'),
  accessibility: routeOf('accessibility'),
  partners: routeOf('partners'),
} satisfies Record<Exclude<SourceName, 'forms'>, string>;

/** The form words' pages, by form: each form's own page. */
export const FORM_PREVIEW_PATHS = { contact: CONTACT_PATH, application: GENERAL_APPLICATION_PATH };
