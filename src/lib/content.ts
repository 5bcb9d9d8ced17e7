/**
 * Reading the content collections at build time, with errors that say which
 * file to fix. The routes in src/pages and the layouts use these; components
 * get what they need as props.
 */
import { getCollection, getEntry, type CollectionEntry, type CollectionKey } from 'astro:content';
import {
  FIGURES_MAX,
  FIGURES_MIN,
  type CareersText,
  type CaseStudyText,
  type Category,
  type Closing,
  type Figure,
  type FooterLink,
  type Identity,
  type PageText,
  type ProgramId,
  type Section,
  type SectionKey,
} from '../content/schema';
import { buildDate } from './buildDate';
import { CASE_STUDIES_PATH, caseStudyHref, casesForService, newestCaseFirst } from './caseStudies';
import { GENERAL_APPLICATION_PATH, isOpen, newestFirst, roleSummary, type RoleSummary } from './jobs';
import { routeOf, trail, type Crumb } from './routes';

const collections = new Map<CollectionKey, Promise<readonly unknown[]>>();

/**
 * Every entry of a collection. Astro copies each entry of the collection on
 * every getCollection() call; the layout reads the services for the footer on
 * every page, so a build of n service pages did n² copies (most of a
 * 1,000-page build's time, `npm run bench`). A build's content never changes,
 * so each collection is read once; `astro dev` reads afresh so edits show.
 * The entries are shared: sort or filter a copy, never the array.
 */
function entriesOf<C extends CollectionKey>(name: C): Promise<readonly CollectionEntry<C>[]> {
  if (import.meta.env.DEV) return getCollection(name).then(inFileOrder);
  let entries = collections.get(name);
  if (!entries) collections.set(name, (entries = getCollection(name).then(inFileOrder)));
  return entries as Promise<readonly CollectionEntry<C>[]>;
}

/** A data file's list in the file's order (content.config.ts gives each item its `position`); other collections as they come. */
function inFileOrder<E extends { data: object }>(entries: E[]): E[] {
  const position = (e: E) => ('position' in e.data && typeof e.data.position === 'number' ? e.data.position : 0);
  return [...entries].sort((a, b) => position(a) - position(b));
}

export type PageEntry = CollectionEntry<'pages'>;
export type ServiceEntry = CollectionEntry<'services'>;
export type JobEntry = CollectionEntry<'jobs'>;
export type CaseStudyEntry = CollectionEntry<'cases'>;

/** The page entry src/content/pages/{id}.md; the build stops if it is missing. */
export async function getPage(id: string): Promise<PageEntry> {
  const entry = await getEntry('pages', id);
  if (!entry) throw new Error(`Missing page content: create src/content/pages/${id}.md`);
  return entry;
}

/** A titled block of a page; the build stops, naming file and key, if it is missing. */
export function section(page: PageEntry, key: SectionKey): Section {
  const found = page.data.sections[key];
  if (!found) throw new Error(`src/content/pages/${page.id}.md: add "sections.${key}" (heading, intro?, link?)`);
  return found;
}

/** A page-only field (e.g. hero, teaser); the build stops, naming file and field, if it is missing. */
export function required<T>(value: T | undefined, page: PageEntry, field: string): T {
  if (value === undefined) throw new Error(`src/content/pages/${page.id}.md: the field "${field}" is required`);
  return value;
}

/** A page's closing call to action (front matter `closing`) with the contact form's topic for it. */
export function closingOf(page: PageEntry, topic?: string): Closing & { topic?: string | undefined } {
  return { ...required(page.data.closing, page, 'closing'), topic };
}

/** The company's identity (src/content/data/site.yml). */
export async function getSite(): Promise<Identity> {
  const entry = await getEntry('identity', 'site');
  if (!entry) throw new Error('Missing src/content/data/site.yml');
  return entry.data;
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

/** Words many pages share (src/content/data/pageText.yml). */
export async function getPageText(): Promise<PageText> {
  const entry = await getEntry('pageText', 'pageText');
  if (!entry) throw new Error('Missing src/content/data/pageText.yml');
  return entry.data;
}

export async function getCapabilities() {
  return (await entriesOf('capabilities')).map((e) => e.data);
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

/** The service pages, in their card order; optionally only one category. */
export async function getServices(category?: Category): Promise<ServiceEntry[]> {
  const all = (await entriesOf('services')).filter((e) => !category || e.data.category === category);
  return all.sort((a, b) => a.data.order - b.data.order);
}

/** Every route the site builds, for the 404 page's case-insensitive redirect. */
export async function getAllRoutes(): Promise<string[]> {
  const pages = (await entriesOf('pages')).filter((p) => p.id !== '404');
  const jobs = (await getJobs()).map((j) => j.href);
  const cases = (await getCaseStudies()).map((c) => c.href);
  return [...[...pages, ...(await getServices())].map((e) => routeOf(e.id)), ...jobs, ...cases];
}

/** Home › Our Programs › [category ›] current: the trail of a program or service page. */
export async function programTrail(
  current: { id: string; data: { title: string } },
  category?: Category,
): Promise<Crumb[]> {
  const site = await getSite();
  const programsPage = await getPage('program');
  const steps: Crumb[] = [{ label: programsPage.data.title, href: routeOf('program') }];
  if (category) {
    const program = await getProgram(category);
    steps.push({ label: program.name, href: program.href });
  }
  return trail(site.name, steps, { label: current.data.title, href: routeOf(current.id) });
}

/** The careers pages' words (src/content/data/careers.yml). */
export async function getCareersText(): Promise<CareersText> {
  const entry = await getEntry('careersText', 'careers');
  if (!entry) throw new Error('Missing src/content/data/careers.yml');
  return entry.data;
}

/** A role with what the pages need: its route, its domain and whether it is open on the build date. */
export interface JobView {
  entry: JobEntry;
  slug: string;
  href: string;
  domain: { id: string; name: string };
  open: boolean;
  summary: RoleSummary;
}

/** Every role, open and closed, newest first. */
export async function getJobs(): Promise<JobView[]> {
  const [entries, groups, text] = await Promise.all([entriesOf('jobs'), getCapabilities(), getCareersText()]);
  const today = buildDate();
  return [...entries]
    .sort((a, b) => newestFirst(a.data, b.data))
    .map((entry) => {
      if (`/careers/${entry.id}` === GENERAL_APPLICATION_PATH)
        throw new Error(
          `src/content/jobs/${entry.id}.md: that name is the general application's page; rename the file`,
        );
      const group = groups.find((g) => g.id === entry.data.domain.id);
      if (!group) throw new Error(`src/content/jobs/${entry.id}.md: unknown domain "${entry.data.domain.id}"`);
      const domain = { id: group.id, name: group.name };
      return {
        entry,
        slug: entry.id,
        href: `/careers/${entry.id}`,
        domain,
        open: isOpen(entry.data, today),
        summary: roleSummary(entry.id, entry.data, domain, text),
      };
    });
}

/** Home › Careers › a page under it: a role, or the general application. */
export async function careersTrail(current: Crumb): Promise<Crumb[]> {
  const site = await getSite();
  const careers = await getPage('careers');
  return trail(site.name, [{ label: careers.data.title, href: routeOf('careers') }], current);
}

/** Home › Careers › the role. */
export async function jobTrail(job: JobView): Promise<Crumb[]> {
  return careersTrail({ label: job.entry.data.title, href: job.href });
}

/** A case study with what the pages need: its route, its program and the services it names. */
export interface CaseStudyView {
  entry: CaseStudyEntry;
  slug: string;
  href: string;
  program: ProgramView;
  /** The services it used, as their pages name them; `id` is the service file name. */
  services: { id: string; title: string; href: string }[];
}

/** Every case study, the most recent engagement first. */
export async function getCaseStudies(): Promise<CaseStudyView[]> {
  const [entries, services, programs] = await Promise.all([entriesOf('cases'), getServices(), getPrograms()]);
  const views = entries.map((entry) => {
    const program = programs.find((p) => p.id === entry.data.program);
    if (!program) throw new Error(`src/content/cases/${entry.id}.md: unknown program "${entry.data.program}"`);
    return {
      entry,
      slug: entry.id,
      href: caseStudyHref(entry.id),
      program,
      services: entry.data.services.map(({ id }) => {
        const found = services.find((s) => s.id === id);
        if (!found) throw new Error(`src/content/cases/${entry.id}.md: unknown service "${id}"`);
        return { id, title: found.data.title, href: routeOf(id) };
      }),
    };
  });
  return views.sort((a, b) => newestCaseFirst({ ...a, date: a.entry.data.date }, { ...b, date: b.entry.data.date }));
}

/** A case study as its card shows it: title, summary, route and its program's icon. */
export function caseStudyCard(c: CaseStudyView) {
  return { title: c.entry.data.title, summary: c.entry.data.summary, href: c.href, icon: c.program.icon };
}

/** The case studies that name a service (its "See it in practice" section), most recent first. */
export async function getCaseStudiesOf(serviceId: string): Promise<CaseStudyView[]> {
  return casesForService(await getCaseStudies(), serviceId);
}

/** The labels of the case study pages (src/content/pages/case-studies.md: caseStudy). */
export async function getCaseStudyText(): Promise<CaseStudyText> {
  const page = await getPage(CASE_STUDIES_PATH.slice(1));
  return required(page.data.caseStudy, page, 'caseStudy');
}

/** Home › Case studies [› the case study]. */
export async function caseStudyTrail(current?: CaseStudyView): Promise<Crumb[]> {
  const site = await getSite();
  const listing = await getPage(CASE_STUDIES_PATH.slice(1));
  const list = { label: listing.data.title, href: CASE_STUDIES_PATH };
  if (!current) return trail(site.name, [], list);
  return trail(site.name, [list], { label: current.entry.data.title, href: current.href });
}

/** What each route's share image says: its heading and its section (the page above it, or the tagline at the top level). */
export interface ShareCardView {
  route: string;
  title: string;
  section: string;
}

/** A share card for every page the site builds, the 404 page included. */
export async function getShareCards(): Promise<ShareCardView[]> {
  const [site, pages, services, jobs, cases, programs, careersText] = await Promise.all([
    getSite(),
    entriesOf('pages'),
    getServices(),
    getJobs(),
    getCaseStudies(),
    getPrograms(),
    getCareersText(),
  ]);
  const programHrefs = new Set(programs.map((p) => p.href));
  const [programsPage, careersPage, casesPage] = await Promise.all([
    getPage('program'),
    getPage('careers'),
    getPage(CASE_STUDIES_PATH.slice(1)),
  ]);
  const cards: ShareCardView[] = pages.map((p) => {
    const route = routeOf(p.id);
    return { route, title: p.data.title, section: programHrefs.has(route) ? programsPage.data.title : site.tagline };
  });
  for (const s of services) {
    const program = programs.find((p) => p.id === s.data.category);
    cards.push({ route: routeOf(s.id), title: s.data.title, section: program?.name ?? programsPage.data.title });
  }
  for (const j of jobs) cards.push({ route: j.href, title: j.entry.data.title, section: careersPage.data.title });
  cards.push({ route: GENERAL_APPLICATION_PATH, title: careersText.generalHeading, section: careersPage.data.title });
  for (const c of cases) cards.push({ route: c.href, title: c.entry.data.title, section: casesPage.data.title });
  return cards;
}
