/**
 * The paths of a site many times this one's size, for the checks that must
 * hold whatever the number of pages (_headers): every kind of page the site
 * makes, under the route functions the build uses, numbered.
 */
import {
  ABOUT_PATH,
  articlePath,
  CAREERS_PATH,
  CASE_STUDIES_PATH,
  caseStudyPath,
  coursePath,
  INSIGHTS_PATH,
  listPagePath,
  personPath,
  rolePath,
  SESSIONS_PATH,
  tagPath,
  TRAINING_PATH,
} from '../../src/lib/site/routes';

const KINDS: readonly ((n: number) => string)[] = [
  (n) => `/Service${n}`,
  (n) => rolePath(`role-${n}`),
  (n) => articlePath(`article-${n}`),
  (n) => tagPath(`tag-${n}`),
  (n) => listPagePath(INSIGHTS_PATH, n + 2),
  (n) => listPagePath(tagPath(`tag-${n}`), n + 2),
  (n) => listPagePath(CAREERS_PATH, n + 2),
  (n) => listPagePath(TRAINING_PATH, n + 2),
  (n) => listPagePath(SESSIONS_PATH, n + 2),
  (n) => listPagePath(CASE_STUDIES_PATH, n + 2),
  (n) => listPagePath(ABOUT_PATH, n + 2),
  (n) => personPath(`person-${n}`),
  (n) => coursePath(`course-${n}`),
  (n) => caseStudyPath(`case-study-${n}`),
];

/** `count` distinct page paths, the home page first. */
export function syntheticPagePaths(count: number): string[] {
  return ['/', ...Array.from({ length: count - 1 }, (_, i) => KINDS[i % KINDS.length]?.(i) ?? `/page-${i}`)];
}
