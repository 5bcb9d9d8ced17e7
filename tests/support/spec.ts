/**
 * The constants of the specification (../shared/spec/website-spec.md) that
 * the tests check the site against: written once, here.
 */
import { readFileSync } from 'node:fs';

/** The 28 routes, case as written. */
export const SPEC_PAGE_ROUTES = [
  '/',
  '/about',
  '/program',
  '/partners',
  '/contact',
  '/Itconsultingservices',
  '/Staffingservices',
  '/Learningdevelopment',
] as const;

export const SPEC_DETAIL_ROUTES = {
  it: [
    '/Artificialintelligence',
    '/Dataanalytics',
    '/Embedediot',
    '/Cybersecurity',
    '/Blockchain',
    '/Manageditcloudconsulting',
    '/Fullstack',
    '/Uiuxservices',
    '/Ecommerce',
    '/Mobileapplication',
    '/Processconsulting',
  ],
  ld: [
    '/Organizationdevelopment',
    '/Leadershipdevelopment',
    '/Technicaltraining',
    '/Talentdevelopment',
    '/Highperformingteams',
    '/Relationshipintelligence',
    '/Learningdevelopmentservice',
    '/Learningmanagementsystems',
    '/Assessments',
  ],
} as const;

export const SPEC_ROUTE_COUNT = 28;

/** The specification's routes, case as written. */
export const SPEC_ROUTES: readonly string[] = [...SPEC_PAGE_ROUTES, ...SPEC_DETAIL_ROUTES.it, ...SPEC_DETAIL_ROUTES.ld];

/** The breadcrumb parents the spec names, by category. */
export const SPEC_CATEGORY_LABELS = { it: 'IT Consulting & Services', ld: 'Learning & Development Services' } as const;

/** The nav's five links, in the spec's order. */
/** The specification's five main pages, by address: the menu's words are the owner's (src/content/data/nav.yml). */
export const SPEC_NAV = ['/', '/about', '/program', '/partners', '/contact'] as const;

/**
 * Documented additions to the specification (issue 13, careers): a sixth nav
 * link after the partners page's, and the routes /careers and /careers/<slug>
 * (route kind 'careers' in tests/support/site.ts). The spec's five links keep
 * their order around it.
 */
export const ADDED_NAV = [{ href: '/careers', after: '/partners' }] as const;

/**
 * Documented additions to the specification's routes other than careers:
 * /accessibility, the accessibility statement every page's footer links to;
 * /privacy (issue 11), the privacy notice the contact form links to (route
 * kind 'added' in tests/support/site.ts); /search (issue 24), the site search.
 * In the order of the pages collection (by file name).
 */
export const ADDED_ROUTES = ['/accessibility', '/privacy', '/search'] as const;

/** The spec's narrow-screen width (px). */
export const SPEC_NARROW_BREAKPOINT = 960;

/**
 * The site's own breakpoint in px at the browser's default text size (16 px to the em), read from the one
 * place it is written (src/styles/media.css).
 */
export function siteWideBreakpoint(): number {
  const css = readFileSync(new URL('../../src/styles/media.css', import.meta.url), 'utf8');
  const match = /@custom-media --wide \(min-width: (\d+)(px|em)\)/.exec(css);
  if (!match?.[1]) throw new Error('src/styles/media.css: no --wide custom media');
  return Number(match[1]) * (match[2] === 'em' ? 16 : 1);
}
