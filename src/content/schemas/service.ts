/** A service page (src/content/services/<Route>.md: the file name is the route). */
import { z } from 'astro/zod';
import { CATEGORY_IDS } from '../ids';
import { closingSchema, description } from './common';

/**
 * The Lucide icons (lucide.dev/icons) a service may show on its card and page
 * header, by their Lucide names. src/components/services/ServiceIcon draws each; adding
 * a name here without drawing it there fails the type check.
 */
export const SERVICE_ICONS = [
  'blocks',
  'book-open',
  'brain-circuit',
  'chart-column',
  'clipboard-check',
  'cloud-cog',
  'compass',
  'cpu',
  'handshake',
  'layers',
  'monitor-play',
  'network',
  'pen-tool',
  'shield-check',
  'shopping-cart',
  'smartphone',
  'sprout',
  'terminal',
  'users-round',
  'workflow',
] as const;
export type ServiceIconName = (typeof SERVICE_ICONS)[number];

/**
 * The service pages the site's specification lists must stay (tests/unit/routes.test.ts). Stated in the list's hint
 * and, since the editor shows no list hint on a phone, in the Title field's, inside the entry whose menu deletes it.
 */
export const KEEP_SPEC_PAGES =
  'Delete only a page you added: the site’s specification requires the pages it was built with, and the checks before Publish fail without one of them.';

export const serviceSchema = z.object({
  title: z
    .string()
    .min(3)
    .max(60)
    .describe(`The page's heading, its card's title and its name in the breadcrumb. ${KEEP_SPEC_PAGES}`),
  category: z.enum(CATEGORY_IDS).describe('The program it belongs to; its page lists the service.'),
  summary: z.string().min(40).max(240).describe("One or two sentences on the service's card."),
  description,
  icon: z
    .enum(SERVICE_ICONS)
    .describe('The small picture on its card and at the top of its page: one of the listed Lucide icon names.'),
  order: z.number().int().positive().describe('Position of its card on the program page: 1 comes first.'),
  cta: z
    .string()
    .min(10)
    .max(200)
    .describe('The closing invitation; the page adds the contact e-mail address after it.'),
  closing: closingSchema
    .partial()
    .optional()
    .describe('Optional: a heading and line of your own for the closing block; empty uses the shared wording.'),
});

export type ServiceData = z.infer<typeof serviceSchema>;
