/** The case studies. */
import { servedImage } from '../site/images';
import type { CaseStudyText } from '../../content/schema';
import { caseStudyGroups, casesForService, newestCaseFirst } from './selection';
import { CASE_STUDIES_PATH, caseStudyPath, routeOf, trail, type Crumb } from '../site/routes';
import { entriesOf, getPage, perBuild, required, type CaseStudyEntry } from '../site/collections';
import { getServices } from '../services/content';
import { getPrograms, getSite, type ProgramView } from '../site/content';

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
export const getCaseStudies = perBuild(async (): Promise<CaseStudyView[]> => {
  const [entries, services, programs] = await Promise.all([entriesOf('cases'), getServices(), getPrograms()]);
  const views = entries.map((entry) => {
    const program = programs.find((p) => p.id === entry.data.program);
    if (!program) throw new Error(`src/content/cases/${entry.id}.md: unknown program "${entry.data.program}"`);
    return {
      entry,
      slug: entry.id,
      href: caseStudyPath(entry.id),
      program,
      services: entry.data.services.map((id) => {
        const found = services.find((s) => s.id === id);
        if (!found) throw new Error(`src/content/cases/${entry.id}.md: unknown service "${id}"`);
        return { id, title: found.data.title, href: routeOf(id) };
      }),
    };
  });
  return views.sort((a, b) => newestCaseFirst({ ...a, date: a.entry.data.date }, { ...b, date: b.entry.data.date }));
});

/** A case study as its card shows it: title, summary, route, its program's icon and its picture. */
export async function caseStudyCard(c: CaseStudyView) {
  const { title, summary, image } = c.entry.data;
  const card = { title, summary, href: c.href, icon: c.program.icon };
  return image ? { ...card, image: await servedImage(image.src, 'wide') } : card;
}

/** Each service's case studies, by service id, chosen once per build. */
const casesOfService = perBuild(async () => {
  const [cases, services] = await Promise.all([getCaseStudies(), getServices()]);
  return new Map(services.map((s) => [s.id, casesForService(cases, s.id)]));
});

/** The case studies that name a service (its "See it in practice" section), most recent first. */
export async function getCaseStudiesOf(serviceId: string): Promise<CaseStudyView[]> {
  return (await casesOfService()).get(serviceId) ?? [];
}

/** Every case study of each service whose page shows only the newest few, as lists of their own (caseStudyGroups). */
export const getCaseStudyGroups = perBuild(async () => {
  const [cases, services, text] = await Promise.all([getCaseStudies(), getServices(), getCaseStudyText()]);
  return caseStudyGroups(
    cases,
    services.map((s) => ({ id: s.id, title: s.data.title })),
    text,
  );
});

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
