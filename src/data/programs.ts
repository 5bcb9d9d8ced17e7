/** The three programs, shown as cards on the home and programs pages. */
export interface Program {
  title: string;
  href: '/Itconsultingservices' | '/Staffingservices' | '/Learningdevelopment';
  /** One or two sentences under the card title. */
  caption: string;
  /** Name of the icon drawn on the card (see components/Icon). */
  icon: 'consulting' | 'staffing' | 'learning';
}

export const programs: readonly Program[] = [
  {
    title: 'IT Consulting Services',
    href: '/Itconsultingservices',
    caption:
      'Consultants and engineers who design, build and secure the systems your business relies on, from the first plan to daily operation.',
    icon: 'consulting',
  },
  {
    title: 'Staffing Solutions',
    href: '/Staffingservices',
    caption:
      'Technical professionals for contract, contract-to-hire, permanent and graduate roles, each one screened by people who know the field.',
    icon: 'staffing',
  },
  {
    title: 'Learning & Development',
    href: '/Learningdevelopment',
    caption:
      'Courses, coaching and assessments that build technical skill, confident leaders and teams that work well together.',
    icon: 'learning',
  },
];
