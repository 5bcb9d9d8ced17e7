/** The main navigation (src/content/data/nav.yml) and the footer's company links (src/content/data/footer.yml). */
import { z } from 'astro/zod';
import { sitePath } from '../checks';

export const navItemSchema = z.object({
  label: z.string().min(2).max(30).describe('The word visitors read in the menu.'),
  href: sitePath.describe('The page it opens, e.g. /about.'),
  primary: z
    .boolean()
    .optional()
    .describe('Shown as a button on wide screens: the main action (one link, usually Contact Us).'),
});

export const footerLinkSchema = z.object({
  label: z.string().min(2).max(30).describe('The words of the link.'),
  href: sitePath.describe('The page it opens, e.g. /about.'),
});

export type NavItem = z.infer<typeof navItemSchema>;
export type FooterLink = z.infer<typeof footerLinkSchema>;
