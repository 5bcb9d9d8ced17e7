/** The three program cards (src/content/data/programs.yml). */
import { z } from 'astro/zod';
import { PROGRAM_IDS } from '../ids';
import { routeId } from './common';

/** One program card; its name is its page's title. */
export const programSchema = z.object({
  id: z.enum(PROGRAM_IDS).describe('Service pages and case studies name their program by this.'),
  page: routeId.describe(
    "The program's page, as its address without the slash. The card's title is that page's title.",
  ),
  caption: z.string().min(40).max(200).describe('One or two sentences under the card title.'),
  icon: z.enum(['consulting', 'staffing', 'learning']).describe('The picture on the card.'),
});

export type Program = z.infer<typeof programSchema>;
