/** The one list of pages (src/lib/site/pages.ts), read from the content sources for a build date. */
import { isOpen } from '../lib/careers/jobs';
import { roleFilters, roleValues } from '../lib/careers/filters';
import { isUpcoming, monthOf, monthsOf } from '../lib/training/courses';
import { courseFilters, courseValues, type CourseFacets } from '../lib/training/filters';
import { countedFilters } from '../lib/site/filteredLists';
import { isPublished, lastChanged } from '../lib/insights/articles';
import { sitePages, type SitePage } from '../lib/site/pages';
import { TAG_IDS } from './schema';
import { sourcePath, sources } from './sources';
import { readAll, readOne, readSource } from './read';

/** An image field's file from the project's root: "./images/x.jpg" in src/content/articles → its path. */
const pictureOf = (source: 'articles' | 'cases', image: { src: string } | undefined) =>
  image && `${sourcePath(sources[source])}/${image.src.replace(/^\.\//, '')}`;

/** The open roles' and the courses' filters, each value with how many open roles or courses have it. */
function filterCounts(buildDate: string) {
  const careers = readOne('careers');
  const open = readSource('jobs')
    .filter((j) => isOpen(j.data, buildDate))
    .map((j) => ({ domain: j.data.domain, type: j.data.employmentType, workplace: j.data.workplace }));
  const courses = readSource('courses').map((c): CourseFacets => ({
    format: c.data.format,
    topics: c.data.services,
    months: monthsOf(
      c.data.sessions.filter((s) => isUpcoming(s, buildDate)).map((s) => ({ month: monthOf(s), data: s })),
    ),
  }));
  const services = readSource('services')
    .filter((s) => s.data.category === 'ld')
    .sort((a, b) => a.data.order - b.data.order)
    .map((s) => ({ id: s.id, title: s.data.title }));
  return {
    roles: countedFilters(roleFilters(careers, readAll('domains')), open, roleValues),
    courses: countedFilters(courseFilters(readOne('training'), services, courses), courses, courseValues),
  };
}

/** The words of the case study pages (src/content/pages/case-studies.md: caseStudy). */
function caseStudyWords() {
  const words = readSource('pages').find((p) => p.id === 'case-studies')?.data.caseStudy;
  if (!words) throw new Error('src/content/pages/case-studies.md: the field "caseStudy" is required');
  return words;
}

export function readSitePages(buildDate: string): SitePage[] {
  const insights = readOne('insights');
  return sitePages({
    tagline: readOne('site').tagline,
    pages: readSource('pages').map((p) => ({ id: p.id, title: p.data.title })),
    programs: readAll('programs'),
    services: readSource('services').map((s) => ({ id: s.id, title: s.data.title, category: s.data.category })),
    jobs: readSource('jobs').map((j) => ({ id: j.id, title: j.data.title, open: isOpen(j.data, buildDate) })),
    generalHeading: readOne('careers').generalHeading,
    cases: readSource('cases').map((c) => ({
      id: c.id,
      title: c.data.title,
      services: c.data.services,
      picture: pictureOf('cases', c.data.image),
    })),
    courses: readSource('courses').map((c) => ({ id: c.id, title: c.data.title })),
    articles: readSource('articles')
      .filter((a) => isPublished(a.data, buildDate))
      .map((a) => ({
        id: a.id,
        title: a.data.title,
        tags: a.data.tags,
        authors: a.data.authors,
        services: a.data.services,
        lastmod: lastChanged(a.data).toISOString().slice(0, 10),
        picture: pictureOf('articles', a.data.image),
      })),
    people: readSource('people').map((p) => ({ id: p.id, name: p.data.name, services: p.data.services })),
    tags: TAG_IDS.map((id) => ({ id, name: insights.tags[id].name })),
    insightsTitles: { tagTitle: insights.tagTitle, pageTitle: insights.pageTitle },
    articleGroupWords: insights,
    caseStudyGroupWords: caseStudyWords(),
    peopleGroupWords: insights,
    listPageTitle: readOne('pageText').lists.pageTitle,
    filteredTitle: readOne('pageText').lists.filteredTitle,
    filters: filterCounts(buildDate),
    sessions: {
      title: readOne('training').sessionsHeading,
      count: readSource('courses').flatMap((c) => c.data.sessions.filter((s) => isUpcoming(s, buildDate))).length,
    },
  });
}
