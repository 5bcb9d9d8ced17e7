/**
 * Issue 11: the closing call to action every page but /contact ends with,
 * its button carrying the page's topic to the form. These pages' HTML is the
 * page (the block is outside any island), so it is read from dist/; the
 * button's way to the form runs in the browser (tests/e2e/findability.spec.ts).
 */
import { describe, expect, it } from 'vitest';
import { readOne } from '../../src/content/read';
import { GENERAL_APPLICATION_PATH, SESSIONS_PATH, TRAINING_PATH } from '../../src/lib/site/routes';
import { linksIn, normalise, readBuilt } from '../support/dist';
import {
  allRoutes,
  articles,
  careersText,
  caseStudies,
  courses,
  people,
  programs,
  readFolder,
  site,
  sitePages,
  trainingText,
} from '../support/site';

const text = readOne('pageText');
const services = readFolder('services');
const pages = new Map(readFolder('pages').map((p) => [p.id, p]));
const routes = allRoutes();
const lists = new Set(sitePages.filter((p) => p.kind === 'list-page').map((p) => p.path));
const filtered = new Set(sitePages.filter((p) => p.kind === 'filtered-list').map((p) => p.path));
/** The lists of one service's case studies or people (/case-studies/service/x): they end as their whole list. */
const groups = new Set(
  sitePages.filter((p) => p.kind === 'case-study-group' || p.kind === 'people-group').map((p) => p.path),
);

const closingOf = (id: string) => (pages.get(id)?.data as { closing?: { heading: string } } | undefined)?.closing;

/** The closing block each route must end with: its heading and the topic its button carries. */
function expectedClosing(route: (typeof routes)[number]): { heading: string; topic: string | null } {
  // A page of a long list ends as its list does: /careers/page/2 and /careers/domain/robotics as /careers,
  // /case-studies/service/x as /case-studies, /training/sessions as /training.
  if (filtered.has(route.path) || groups.has(route.path))
    return expectedClosing({ ...route, path: route.path.split('/').slice(0, 2).join('/') });
  if (lists.has(route.path)) {
    const list = route.path.startsWith(`${SESSIONS_PATH}`) ? TRAINING_PATH : route.path.replace(/\/page\/\d+$/, '');
    return expectedClosing({ ...route, path: list });
  }
  if (route.kind === 'service') return { heading: `Talk to us about ${route.h1}`, topic: route.path.slice(1) };
  if (route.path === GENERAL_APPLICATION_PATH) return { heading: careersText.generalClosing.heading, topic: 'careers' };
  if (route.path.startsWith('/careers/')) return { heading: text.closing.role.heading, topic: 'careers' };
  const study = caseStudies.find((c) => c.path === route.path);
  if (study) return { heading: text.closing.caseStudy.heading, topic: study.data.program };
  const course = courses.find((c) => c.path === route.path);
  if (course) return { heading: trainingText.courseClosing.heading, topic: course.data.services[0] ?? null };
  // An article ends with its main service's invitation; a person's page with /about's, topic their first service.
  const article = articles.find((a) => a.path === route.path);
  if (article) {
    const main = services.find((s) => s.id === article.data.services[0]);
    const heading = main?.data.closing?.heading ?? `Talk to us about ${main?.data.title ?? ''}`;
    return { heading, topic: main?.id ?? null };
  }
  const person = people.find((p) => p.path === route.path);
  if (person) return { heading: closingOf('about')?.heading ?? '', topic: person.data.services[0] ?? null };
  if (route.path.startsWith('/insights/')) return { heading: closingOf('insights')?.heading ?? '', topic: null };
  const heading = closingOf(route.path === '/' ? 'home' : route.path.slice(1))?.heading ?? '';
  const program = programs.find((p) => p.href === route.path);
  const topic = program
    ? program.id
    : route.path === '/careers'
      ? 'careers'
      : route.path === TRAINING_PATH
        ? 'ld'
        : null;
  return { heading, topic };
}

/** Where the links of a closing block whose text contains `name` lead. */
const hrefsNamed = (closing: Parameters<typeof linksIn>[0], name: string) =>
  linksIn(closing)
    .filter((l) => l.text.includes(normalise(name)))
    .map((l) => l.href);

/** Closing blocks: `[data-closing]`, each an <aside> named by its heading. */
const closings = (path: string) => readBuilt(path).querySelectorAll('[data-closing]');

describe.each(routes.filter((r) => r.path !== '/contact').map((r) => [r.path, r] as const))(
  'the closing call to action of %s',
  (path, route) => {
    const { heading, topic } = expectedClosing(route);
    const page = readBuilt(path);
    const closing = page.querySelector('[data-closing]');

    it('is one block named by its heading, last in the main content', () => {
      expect(heading, 'a heading in the content').not.toBe('');
      expect(page.querySelectorAll('[data-closing]')).toHaveLength(1);
      expect(closing?.tagName).toBe('ASIDE');
      const h2 = closing?.querySelector('h2');
      expect(h2?.id, 'its heading names it').toBe(closing?.getAttribute('aria-labelledby'));
      expect(page.querySelectorAll(`[id="${h2?.id}"]`)).toHaveLength(1);
      expect(normalise(h2?.textContent ?? '')).toBe(heading);
      expect(
        page
          .querySelector('main')
          ?.childNodes.filter((n) => n.nodeType === 1)
          .at(-1),
      ).toBe(closing);
    });

    it("offers the phone, the e-mail address and the form with the page's topic", () => {
      expect(hrefsNamed(closing, site.phone.display)).toEqual([`tel:${site.phone.dial}`]);
      expect(hrefsNamed(closing, site.email)).toEqual([`mailto:${site.email}`]);
      expect(hrefsNamed(closing, text.closing.button)).toEqual([topic ? `/contact?topic=${topic}` : '/contact']);
    });
  },
);

it('/contact has none, and the 404 page has one', () => {
  expect(closings('/contact')).toHaveLength(0);
  expect(closings('/404')).toHaveLength(1);
});
