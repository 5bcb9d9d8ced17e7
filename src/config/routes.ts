/**
 * The route table. Paths keep the exact case of the original site.
 * Pages with their own file in src/pages; the 20 service detail routes come
 * from the `services` content collection (src/content/services/*.md).
 */
export const pageRoutes = [
  '/',
  '/about',
  '/program',
  '/partners',
  '/contact',
  '/Itconsultingservices',
  '/Staffingservices',
  '/Learningdevelopment',
] as const;

export type Category = 'it' | 'ld';

/** The two service categories: their listing route and breadcrumb label. */
export const categories: Record<Category, { label: string; href: string }> = {
  it: { label: 'IT Consulting & Services', href: '/Itconsultingservices' },
  ld: { label: 'Learning & Development Services', href: '/Learningdevelopment' },
};

/** The programs page, the second breadcrumb step on every category and detail page. */
export const programsCrumb = { label: 'Our Programs', href: '/program' } as const;
