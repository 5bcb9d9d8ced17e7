/**
 * Content for the unit tests of lists: the words of a list cut into pages, and the content of the one list of
 * pages (src/lib/site/pages.ts) with the pages every build has and nothing else, each test adding its own.
 */
import { TAG_IDS } from '../../src/content/schema';
import type { SiteContent } from '../../src/lib/site/pages';

/** The words of a list cut into pages (pageText's `lists`), short and distinct. */
export const listWords = {
  previous: 'Back',
  next: 'On',
  pagination: 'Pages',
  pageOf: 'Page {page} of {last}',
  pageTitle: '{title}, page {page}',
  pageDescription: 'More {title}: page {page}.',
};

/** The pages every build has, titled by their id ("Careers"; /about "About us"), no entries, and the words of the lists. */
export function bareSiteContent(more: Partial<SiteContent> = {}): SiteContent {
  return {
    tagline: 'T',
    pages: ['home', 'program', 'careers', 'training', 'case-studies', 'insights', 'about', '404', 'search'].map(
      (id) => ({ id, title: id === 'about' ? 'About us' : id.charAt(0).toUpperCase() + id.slice(1) }),
    ),
    programs: [],
    services: [],
    jobs: [],
    generalHeading: 'G',
    cases: [],
    courses: [],
    articles: [],
    people: [],
    tags: TAG_IDS.map((id) => ({ id, name: id })),
    insightsTitles: { tagTitle: 'On {tag}', pageTitle: 'Insights, page {page}' },
    articleGroupWords: {
      personArticles: 'By {name}',
      personLead: 'All by {name}.',
      serviceArticles: 'On {service}',
      serviceLead: 'All on {service}.',
    },
    caseStudyGroupWords: { serviceTitle: 'Cases: {service}', serviceLead: 'All cases on {service}.' },
    peopleGroupWords: { serviceTeam: 'Team: {service}', serviceTeamLead: 'All in {service}.' },
    listPageTitle: '{title}, page {page}',
    sessions: { title: 'Upcoming sessions', count: 0 },
    filters: { roles: [], courses: [] },
    filteredTitle: '{title} ({filter}: {value})',
    ...more,
  };
}
