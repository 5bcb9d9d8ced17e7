/**
 * The parts of the accessibility statement that are lists or carry the site's
 * facts (src/content/data/accessibility.yml): when it was last checked, how,
 * what is known not to meet the target, and whom to tell about a barrier.
 * The target itself is in src/content/pages/accessibility.md.
 */
import { z } from 'astro/zod';
import { template, text } from './common';

export const accessibilityTextSchema = z.object({
  checked: z
    .object({
      heading: text.describe('The heading of the part that says when the site was last checked.'),
      line: template('date').describe('The sentence under it; {date} is the day the site was built.'),
    })
    .describe('When the site was last checked: the day of the build.'),
  checks: z
    .object({
      heading: text.describe('The heading of the list of checks.'),
      intro: text.describe('A sentence or two above the list.'),
      items: z
        .array(
          z.object({
            criteria: text.describe('The success criteria the check covers, e.g. 1.4.10 Reflow.'),
            how: text.describe('What the tests do to check them, in a sentence or two.'),
          }),
        )
        .min(1)
        .describe('Each check the tests run, criterion by criterion, in order.'),
    })
    .describe('How the site is checked: what the tests do for each success criterion.'),
  limits: z
    .object({
      heading: text.describe('The heading of the list of known problems.'),
      intro: text.describe('A sentence above the list.'),
      workaround: text.describe('The words before each way round a problem, e.g. "The way round it:".'),
      items: z
        .array(
          z.object({
            part: text.describe('The part of the site, e.g. The map on the contact page.'),
            problem: text.describe('What is known not to meet the target, and why.'),
            workaround: text.describe('How to get the same thing another way.'),
          }),
        )
        .min(1)
        .describe('Each part known not to meet the target, in order.'),
    })
    .describe('What is known not to meet the target, and the way round each.'),
  contact: z
    .object({
      heading: text.describe('The heading of the part that says whom to tell about a barrier.'),
      line: template('email', 'phone').describe(
        'How to reach us; {email} and {phone} are the address and number from the company details, as links.',
      ),
      reply: text.describe('How soon we reply.'),
      formats: text.describe('The offer to provide the information in another format.'),
    })
    .describe('Whom to tell about a barrier.'),
});

export type AccessibilityText = z.infer<typeof accessibilityTextSchema>;
