/**
 * Schemas for the Markdown content in src/content/. Astro validates every
 * entry against these at build time; a malformed entry stops the build with
 * an error naming the entry and the field.
 */
import { z } from 'astro/zod';

/** A meta description: search engines show about 160 characters. */
const description = z.string().trim().min(50).max(160);

const link = z.object({ label: z.string().min(1), href: z.string().startsWith('/') });

/** A titled block of a page (e.g. "Our programs" on the home page). */
export const sectionSchema = z.object({
  heading: z.string().min(1),
  intro: z.string().min(1).optional(),
  link: link.optional(),
});

/** One of the 20 service detail pages (src/content/services/*.md). */
export const serviceSchema = z.object({
  /** The page's h1, card heading and last breadcrumb step. */
  title: z.string().min(3).max(60),
  /** The route without the slash, in its exact case, e.g. "Cybersecurity". */
  route: z
    .string()
    .regex(/^[A-Z][A-Za-z]+$/, 'route must be letters only, starting with a capital, e.g. "Cybersecurity"'),
  category: z.enum(['it', 'ld']),
  /** The card text on the category page: one or two sentences. */
  summary: z.string().min(40).max(240),
  description,
  /** Position of the card on the category page (1 = first). */
  order: z.number().int().positive(),
  /** The closing invitation; the page appends the contact e-mail address from the config. */
  cta: z.string().min(10).max(200),
});

/** A page other than a service detail page (src/content/pages/*.md, named after the route). */
export const pageSchema = z.object({
  /** The page's h1. */
  title: z.string().min(3).max(90),
  /** The <title> before " — {company}"; defaults to title. */
  metaTitle: z.string().min(3).max(60).optional(),
  description,
  /** A short paragraph under the h1. */
  lead: z.string().min(1).optional(),
  /** Home page only: the line under the h1 and the call to action. */
  hero: z.object({ subline: z.string().min(1), cta: link }).optional(),
  /** Titled blocks of the page, by key (programs, about, capabilities, partners, form...). */
  sections: z.record(z.string(), sectionSchema).default({}),
  /** About page only: the short text of the about block on the home page. */
  teaser: z.string().min(1).optional(),
  /** About page only: the four points (campus hiring, fresher training, ...). */
  points: z.array(z.object({ title: z.string().min(1), text: z.string().min(1) })).optional(),
});

export type ServiceData = z.infer<typeof serviceSchema>;
export type PageData = z.infer<typeof pageSchema>;
export type Section = z.infer<typeof sectionSchema>;
