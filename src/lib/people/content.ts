/** The people who write the insights and work with clients, as /about, their own pages and the author boxes show them. */
import { personPath, routeOf, trail, type Crumb } from '../site/routes';
import { entriesOf, getPage, objectOf, perBuild, type PersonEntry } from '../site/collections';
import { peopleGroups, peopleInService } from './groups';
import { getServices, serviceLinks, type ServiceLink } from '../services/content';
import { getSite } from '../site/content';
import { checkReferences } from '../insights/references';
import { servedImage, type ServedImage } from '../site/images';
import { initials } from './names';

/** A person as an author box or the people list shows them (src/components/people). */
export interface PersonCard {
  name: string;
  role: string;
  bio: string;
  href: string;
  initials: string;
  /** Their photo, square, as astro:assets serves it. */
  photo?: ServedImage | undefined;
}

/** A person with their page and the services they work in. */
export interface PersonView {
  entry: PersonEntry;
  slug: string;
  href: string;
  services: ServiceLink[];
}

/** The people, in their order on /about. */
export const getPeople = perBuild(async (): Promise<PersonView[]> => {
  await checkReferences();
  const entries = [...(await entriesOf('people'))].sort(
    (a, b) => a.data.order - b.data.order || a.id.localeCompare(b.id),
  );
  return Promise.all(
    entries.map(async (entry) => ({
      entry,
      slug: entry.id,
      href: personPath(entry.id),
      services: await serviceLinks(entry.data.services),
    })),
  );
});

/** The people who work in a service, in /about's order. */
export async function getPeopleIn(serviceId: string): Promise<PersonView[]> {
  return peopleInService(
    (await getPeople()).map((view) => ({ view, services: view.entry.data.services })),
    serviceId,
  ).map((p) => p.view);
}

/** Everyone in each service whose page shows only the first few, as lists of their own (peopleGroups). */
export const getPeopleGroups = perBuild(async () => {
  const [people, services, text] = await Promise.all([getPeople(), getServices(), objectOf('insights')]);
  const working = people.map((view) => ({ view, services: view.entry.data.services }));
  const owners = services.map((s) => ({ id: s.id, title: s.data.title }));
  return peopleGroups(working, owners, text).map((g) => ({ ...g, items: g.items.map((p) => p.view) }));
});

/** Home › About us › the person. */
export async function personTrail(person: PersonView): Promise<Crumb[]> {
  const site = await getSite();
  const about = { label: (await getPage('about')).data.title, href: routeOf('about') };
  return trail(site.name, [about], { label: person.entry.data.name, href: person.href });
}

/** A person as the author box and /about show them. */
export async function personCard(p: PersonView): Promise<PersonCard> {
  const { name, role, bio, photo } = p.entry.data;
  const card = { name, role, bio, href: p.href, initials: initials(name) };
  return photo ? { ...card, photo: await servedImage(photo, 'avatar') } : card;
}
