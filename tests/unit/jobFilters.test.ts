/** The open roles' and the courses' filters (src/lib/careers/filters.ts, src/lib/training/filters.ts), from small lists of their own. */
import { describe, expect, it } from 'vitest';
import { domainRolesHref, roleFilters, roleValues } from '../../src/lib/careers/filters';
import { courseFilters, courseValues, topicCoursesHref } from '../../src/lib/training/filters';
import { matchesFilters, noFilters } from '../../src/lib/utils/listFilters';
import { EMPLOYMENT_TYPES, WORKPLACES } from '../../src/content/schema';

const careersText = {
  filterDomainLabel: 'D',
  filterTypeLabel: 'T',
  filterWorkplaceLabel: 'W',
  employmentTypes: Object.fromEntries(EMPLOYMENT_TYPES.map((t) => [t, `type ${t}`])) as Record<
    (typeof EMPLOYMENT_TYPES)[number],
    string
  >,
  workplaces: Object.fromEntries(WORKPLACES.map((w) => [w, `at ${w}`])) as Record<(typeof WORKPLACES)[number], string>,
};

describe('the open roles’ filters', () => {
  const domains = [
    { id: 'robotics', name: 'Robotics' },
    { id: 'it-services', name: 'IT Services' },
  ];

  it('offer every domain, employment type and workplace, whether or not a role has it', () => {
    const filters = roleFilters(careersText, domains);
    expect(filters.map((f) => [f.key, f.label])).toEqual([
      ['domain', 'D'],
      ['type', 'T'],
      ['workplace', 'W'],
    ]);
    expect(filters.map((f) => f.options.map((o) => o.value))).toEqual([
      ['robotics', 'it-services'],
      [...EMPLOYMENT_TYPES],
      [...WORKPLACES],
    ]);
    expect(filters[0]?.options[1]?.label).toBe('IT Services');
  });

  it('read a role by its domain, type and workplace', () => {
    const role = roleValues({ domain: 'robotics', type: 'permanent', workplace: 'on-site' });
    const none = noFilters(['domain', 'type', 'workplace']);
    expect(matchesFilters(role, none)).toBe(true);
    expect(matchesFilters(role, { ...none, domain: 'robotics', type: 'permanent' })).toBe(true);
    expect(matchesFilters(role, { ...none, workplace: 'remote' })).toBe(false);
  });

  it('link a domain to its own list of open roles', () => {
    expect(domainRolesHref('robotics')).toBe('/careers/domain/robotics#open-roles');
  });
});

describe('the courses’ filters', () => {
  const text = {
    filterFormatLabel: 'F',
    filterTopicLabel: 'T',
    filterMonthLabel: 'M',
    formats: { 'in-person': 'In person', 'live-online': 'Live online', 'self-paced': 'Self', 'on-site': 'On site' },
  };
  const services = [
    { id: 'Leadershipdevelopment', title: 'Leadership' },
    { id: 'Assessments', title: 'Assessments' },
    { id: 'Technicaltraining', title: 'Technical' },
  ];
  const courses = [
    { format: 'live-online' as const, topics: ['Technicaltraining'], months: ['2027-03', '2027-01'] },
    { format: 'in-person' as const, topics: ['Technicaltraining', 'Leadershipdevelopment'], months: [] },
  ];

  it('offer only the values some course has: formats and topics in their own order, months in time order', () => {
    const filters = courseFilters(text, services, courses);
    expect(filters.map((f) => f.key)).toEqual(['format', 'topic', 'month']);
    expect(filters.map((f) => f.options.map((o) => o.value))).toEqual([
      ['in-person', 'live-online'],
      ['Leadershipdevelopment', 'Technicaltraining'],
      ['2027-01', '2027-03'],
    ]);
    expect(filters[2]?.options.map((o) => o.label)).toEqual(['January 2027', 'March 2027']);
  });

  it('read a course by its format, each of its topics and each month', () => {
    const values = courseValues(courses[1]!);
    const none = noFilters(['format', 'topic', 'month']);
    expect(matchesFilters(values, { ...none, topic: 'Leadershipdevelopment' })).toBe(true);
    expect(matchesFilters(values, { ...none, month: '2027-01' })).toBe(false);
  });

  it('link a topic to its own list of courses', () => {
    expect(topicCoursesHref('Technicaltraining')).toBe('/training/topic/Technicaltraining#courses');
  });
});
