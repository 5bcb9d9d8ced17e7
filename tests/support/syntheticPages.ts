/**
 * The paths of a site many times this one's size, for the checks that must
 * hold whatever the number of pages (_headers): every kind of page the site
 * makes, under the route functions the build uses, numbered.
 */
import {
  articlePath,
  caseStudyPath,
  coursePath,
  insightsPagePath,
  personPath,
  rolePath,
  tagPath,
} from '../../src/lib/site/routes';

const KINDS: readonly ((n: number) => string)[] = [
  (n) => `/Service${n}`,
  (n) => rolePath(`role-${n}`),
  (n) => articlePath(`article-${n}`),
  (n) => tagPath(`tag-${n}`),
  (n) => insightsPagePath(n + 2),
  (n) => personPath(`person-${n}`),
  (n) => coursePath(`course-${n}`),
  (n) => caseStudyPath(`case-study-${n}`),
];

/** `count` distinct page paths, the home page first. */
export function syntheticPagePaths(count: number): string[] {
  return ['/', ...Array.from({ length: count - 1 }, (_, i) => KINDS[i % KINDS.length]?.(i) ?? `/page-${i}`)];
}
