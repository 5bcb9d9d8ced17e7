/**
 * The open roles' filters: domain, employment type and workplace, each
 * offering every value whether or not an open role has it now (a value's
 * list then says that none matches). Each value's roles are a list of
 * their own (src/lib/site/filteredLists.ts). Pure.
 */
import { EMPLOYMENT_TYPES, WORKPLACES, type CareersText } from '../../content/schema';
import type { ItemValues, ListFilter } from '../utils/listFilters';
import { CAREERS_PATH, filteredListPath, OPEN_ROLES_ID } from '../site/routes';

/** The filters, in the order the page shows them. */
export function roleFilters(
  text: Pick<
    CareersText,
    'filterDomainLabel' | 'filterTypeLabel' | 'filterWorkplaceLabel' | 'employmentTypes' | 'workplaces'
  >,
  domains: readonly { id: string; name: string }[],
): ListFilter[] {
  return [
    { key: 'domain', label: text.filterDomainLabel, options: domains.map((d) => ({ value: d.id, label: d.name })) },
    {
      key: 'type',
      label: text.filterTypeLabel,
      options: EMPLOYMENT_TYPES.map((t) => ({ value: t, label: text.employmentTypes[t] })),
    },
    {
      key: 'workplace',
      label: text.filterWorkplaceLabel,
      options: WORKPLACES.map((w) => ({ value: w, label: text.workplaces[w] })),
    },
  ];
}

/** A role's value for each filter. */
export function roleValues(role: { domain: string; type: string; workplace: string }): ItemValues<string> {
  return { domain: role.domain, type: role.type, workplace: role.workplace };
}

/** The open roles of one domain, at the list: "/careers/domain/robotics#open-roles". */
export function domainRolesHref(domainId: string): string {
  return `${filteredListPath(CAREERS_PATH, 'domain', domainId)}#${OPEN_ROLES_ID}`;
}
