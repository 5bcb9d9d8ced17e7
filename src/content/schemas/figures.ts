/**
 * The figures band (src/content/data/figures.yml): a number the company can
 * defend, its label, and the page that backs it. `evidence` is quoted from
 * that page; a test checks the page says it.
 */
import { z } from 'astro/zod';
import { sitePath } from '../checks';

export const figureSchema = z.object({
  value: z.string().trim().min(1).max(8).describe('The figure as shown, large: e.g. 30+, ~5% or 11.'),
  label: z.string().trim().min(10).max(90).describe('What the figure counts, in a few words, read after it.'),
  href: sitePath.describe('The page that backs the figure, e.g. /Staffingservices. The figure links to it.'),
  evidence: z
    .string()
    .trim()
    .min(5)
    .max(120)
    .describe('The words on that page that back the figure, copied exactly; the site checks the page says them.'),
});
/** The band shows three to five figures. */
export const FIGURES_MIN = 3;
export const FIGURES_MAX = 5;

export type Figure = z.infer<typeof figureSchema>;
