/** Words shared by many pages (src/content/data/pageText.yml). */
import { z } from 'astro/zod';
import { closingSchema, template, text } from './common';

export const pageTextSchema = z.object({
  closing: z
    .object({
      button: text.describe('The button to the contact form.'),
      call: text.describe('Before the phone number, e.g. "Call us".'),
      write: text.describe('Before the e-mail address, e.g. "Write to us at".'),
      serviceHeading: template('title').describe('The heading on a service page; {title} is the service.'),
      role: closingSchema.describe('The closing block of a job opening.'),
      caseStudy: closingSchema.describe(
        "The closing block of a case study; its button carries the case study's program.",
      ),
    })
    .describe('The words of the closing block that ends most pages.'),
  contents: text.describe('The heading of the list of a page\'s sections, e.g. "On this page".'),
  contactCard: z
    .object({
      heading: text.describe('The heading of the contact card beside long pages.'),
      line: text.describe('One line under it.'),
    })
    .describe('The small contact card on service pages.'),
  related: z
    .object({
      heading: text.describe('Above the cards of other services of the same program.'),
      allLink: template('program').describe('The link to the program page; {program} is its name.'),
    })
    .describe('The related services at the end of a service page.'),
  lists: z
    .object({
      pageTitle: template('title', 'page').describe(
        "The heading of the second and later pages of a long list (open roles, courses, case studies, people, a topic); {title} is the first page's heading, {page} the number.",
      ),
      pageDescription: template('page', 'description').describe(
        "The description search engines show for those pages; {description} is the first page's, {page} the number (cut to 160 characters at a word).",
      ),
      pagination: text.describe('The name of the links between the pages of a list, read by screen readers.'),
      previous: text.describe('The link to the page before.'),
      next: text.describe('The link to the page after.'),
      pageOf: template('page', 'last').describe('Which page of how many this is, e.g. "Page {page} of {last}".'),
      filteredTitle: template('title', 'value').describe(
        'The heading of the open roles or the courses filtered to one value, whose own page each value has so the filters work without JavaScript, e.g. "{title} ({filter}: {value})"; {title} is the whole list\'s heading, {filter} the filter\'s label, {value} the value. Later pages add their number as above.',
      ),
      filteredDescription: template('value', 'description').describe(
        "The description search engines show for such a list; {description} is the whole list's, {filter} the filter's label, {value} the value (cut to 160 characters at a word).",
      ),
      all: template('title').describe(
        "Under the first few items of a longer list (a service's case studies or people): the link to the whole list; {title} is its heading.",
      ),
    })
    .describe('The words of long lists, cut into pages or shortened to their first few.'),
  footer: z
    .object({
      siteMap: text.describe("The name of the footer's list of links, read by screen readers."),
      company: text.describe('The heading above the company pages.'),
      allServices: template('count').describe(
        "Ends a program's column when it has more services than the footer lists; {count} is how many it has.",
      ),
      contact: text.describe('The heading above the contact details.'),
    })
    .describe('The words of the footer.'),
});

export type PageText = z.infer<typeof pageTextSchema>;
