/**
 * The staffing domains (src/content/data/domains.yml): the slides of the
 * capabilities carousel, and the domain each job opening belongs to.
 */
import { z } from 'astro/zod';
import { matching } from '../checks';

export const domainSchema = z.object({
  id: matching(/^[a-z][a-z-]*$/, 'must be lowercase words joined by hyphens').describe(
    'A short identifier in lowercase words joined by hyphens; job openings refer to it.',
  ),
  name: z.string().min(2).max(40).describe('The title of the slide, and the domain as job openings show it.'),
  roles: z.array(z.string().min(2).max(60)).min(3).max(6).describe('Three to six roles we staff in this domain.'),
});

export type Domain = z.infer<typeof domainSchema>;
