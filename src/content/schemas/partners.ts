/** The partner logos (src/content/data/partners.yml). */
import { z } from 'astro/zod';
import { matching } from '../checks';

export const partnerSchema = z.object({
  id: matching(/^[a-z0-9][a-z0-9-]*$/, 'must be lowercase words joined by hyphens').describe(
    'A short identifier: the logo file name without .svg.',
  ),
  name: z.string().min(2).max(60).describe("The partner's name; also the logo's alternative text."),
  logo: matching(/^\/partners\/[a-z0-9-]+\.svg$/, 'must be an SVG in /partners/, e.g. /partners/name.svg').describe(
    'The logo file, an SVG in public/partners/.',
  ),
  width: z.number().int().positive().max(400).describe('The width the logo is shown at, in CSS pixels.'),
  height: z.number().int().positive().max(200).describe('The height the logo is shown at, in CSS pixels.'),
});

export type Partner = z.infer<typeof partnerSchema>;
