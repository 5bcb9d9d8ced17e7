/** Which people a service page lists, and the list of all of them where it shows only the first few. Pure. */
import { FIRST_FEW, groupsPast, type Group } from '../site/pagination';
import { servicePeoplePath } from '../site/routes';
import { fill } from '../utils/fill';

/** The people (in the order given, /about's) who work in a service (their `services`). */
export function peopleInService<T extends { services: readonly string[] }>(
  people: readonly T[],
  serviceId: string,
): T[] {
  return people.filter((p) => p.services.includes(serviceId));
}

/** The words of the list of a service's people (src/content/data/insights.yml); {service} is its name. */
export interface PeopleGroupWords {
  serviceTeam: string;
  serviceTeamLead: string;
}

/**
 * The lists of everyone who works in one service (at servicePeoplePath), for each service whose page
 * shows only the first `few`; `people` in /about's order.
 */
export function peopleGroups<T extends { services: readonly string[] }>(
  people: readonly T[],
  services: readonly { id: string; title: string }[],
  words: PeopleGroupWords,
  few: number = FIRST_FEW.people,
): Group<T>[] {
  return groupsPast(services, few, (s) => ({
    path: servicePeoplePath(s.id),
    title: fill(words.serviceTeam, { service: s.title }),
    lead: fill(words.serviceTeamLead, { service: s.title }),
    items: peopleInService(people, s.id),
  }));
}
