/** Site-wide content: the company, its programs, navigation, shared words and lists. */
import {
  FIGURES_MAX,
  FIGURES_MIN,
  type Figure,
  type FooterLink,
  type PageText,
  type SearchText,
  type ProgramId,
  type Site,
} from '../../content/schema';
import { routeOf } from './routes';
import { fill } from '../utils/fill';
import { entriesOf, getPage, objectOf } from './collections';
import { filterableListPage, type FilterChoice } from './filteredLists';
import type { ListPage } from './pagination';
import type { ListFilter } from '../utils/listFilters';

/** The company's details (src/content/data/site.yml). */
export function getSite(): Promise<Site> {
  return objectOf('site');
}

/** A program as the site shows it: its name is its page's title, its route its page's route. */
export interface ProgramView {
  id: ProgramId;
  name: string;
  href: string;
  caption: string;
  icon: 'consulting' | 'staffing' | 'learning';
}

/** The three programs, in the order of src/content/data/programs.yml. */
export async function getPrograms(): Promise<ProgramView[]> {
  const entries = await entriesOf('programs');
  return Promise.all(
    entries.map(async ({ data }) => ({
      id: data.id,
      name: (await getPage(data.page)).data.title,
      href: routeOf(data.page),
      caption: data.caption,
      icon: data.icon,
    })),
  );
}

/** One program (e.g. a service's category); the build stops if programs.yml lacks it. */
export async function getProgram(id: ProgramId): Promise<ProgramView> {
  const found = (await getPrograms()).find((p) => p.id === id);
  if (!found) throw new Error(`src/content/data/programs.yml: add the program "${id}"`);
  return found;
}

/** The main navigation, in order. */
export async function getNav() {
  return (await entriesOf('nav')).map((e) => e.data);
}

/** The footer's company links, in order (src/content/data/footer.yml). */
export async function getFooterLinks(): Promise<FooterLink[]> {
  return (await entriesOf('footer')).map((e) => e.data);
}

/** The words of site search (src/content/data/search.yml). */
export function getSearchText(): Promise<SearchText> {
  return objectOf('search');
}

/** Words many pages share (src/content/data/pageText.yml). */
export function getPageText(): Promise<PageText> {
  return objectOf('pageText');
}

/** The link under the first few of a long list to the whole list at `route` (a page's): "Case studies: the whole list". */
export async function wholeListLink(route: string, hash = ''): Promise<{ label: string; href: string }> {
  const [{ lists }, page] = await Promise.all([getPageText(), getPage(route.slice(1))]);
  return { label: fill(lists.all, { title: page.data.title }), href: `${route}${hash}` };
}

/**
 * The link under the first few of an entry's items (a person's articles) to the list of all of them, the
 * group at `path` (src/lib/site/pagination.ts: groupsPast); none when the entry's page shows them all.
 */
export async function groupLink(
  groups: readonly { path: string; title: string }[],
  path: string,
): Promise<{ label: string; href: string } | undefined> {
  const group = groups.find((g) => g.path === path);
  if (!group) return undefined;
  const { lists } = await getPageText();
  return { label: fill(lists.all, { title: group.title }), href: group.path };
}

/**
 * What a page of the open roles or the courses (`list`, a page's route) shows
 * around its items, from its static path's props (filteredListPaths), with
 * the site's words: see filterableListPage.
 */
export async function filterableListPageOf(
  list: string,
  shown: { list: ListPage<unknown>; total: number; filter?: FilterChoice | undefined },
  filters: readonly ListFilter[],
  allLabel: string,
) {
  const [{ lists }, site, page] = await Promise.all([getPageText(), getSite(), getPage(list.slice(1))]);
  return filterableListPage({
    list,
    whole: page.data,
    page: shown.list,
    filter: shown.filter,
    total: shown.total,
    filters,
    allLabel,
    words: lists,
    companyName: site.name,
  });
}

/** The parts of /privacy that follow the build's settings. */
export function getPrivacyText() {
  return objectOf('privacy');
}

/** The parts of /accessibility after its target (src/content/data/accessibility.yml). */
export function getAccessibilityText() {
  return objectOf('accessibility');
}

/** The staffing domains, in the order of src/content/data/domains.yml. */
export async function getDomains() {
  return (await entriesOf('domains')).map((e) => e.data);
}

export async function getPartners() {
  return (await entriesOf('partners')).map((e) => e.data);
}

/** The figures band (src/content/data/figures.yml), in order; the build stops unless there are three to five. */
export async function getFigures(): Promise<Figure[]> {
  const figures = (await entriesOf('figures')).map((e) => e.data);
  if (figures.length < FIGURES_MIN || figures.length > FIGURES_MAX)
    throw new Error(
      `src/content/data/figures.yml: list ${FIGURES_MIN} to ${FIGURES_MAX} figures, not ${figures.length}`,
    );
  return figures;
}
