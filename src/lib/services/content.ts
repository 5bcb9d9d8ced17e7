/** The service pages and the trail of a program or service page. */
import type { Category } from '../../content/schema';
import { routeOf, trail, type Crumb } from '../site/routes';
import { entriesOf, getPage, type ServiceEntry } from '../site/collections';
import { getProgram, getSite } from '../site/content';

/** The service pages, in their card order; optionally only one category. */
export async function getServices(category?: Category): Promise<ServiceEntry[]> {
  const all = (await entriesOf('services')).filter((e) => !category || e.data.category === category);
  return all.sort((a, b) => a.data.order - b.data.order);
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

/** A service as an article or person names it. */
export interface ServiceLink {
  id: string;
  title: string;
  href: string;
}

/** The services named by these ids, in that order, as links; an unknown id is left out (the build checks references). */
export async function serviceLinks(ids: readonly string[]): Promise<ServiceLink[]> {
  const services = await getServices();
  return ids.flatMap((id) => {
    const found = services.find((s) => s.id === id);
    return found ? [{ id, title: found.data.title, href: routeOf(id) }] : [];
  });
}
