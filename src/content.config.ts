import { defineCollection, reference } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { parse } from 'yaml';
import { z } from 'astro/zod';
import {
  capabilitySchema,
  careersTextSchema,
  caseStudySchema,
  figureSchema,
  footerLinkSchema,
  jobSchema,
  identitySchema,
  navItemSchema,
  pageSchema,
  pageTextSchema,
  partnerSchema,
  programSchema,
  serviceSchema,
} from './content/schema';

/** Keep the file name's case ("Itconsultingservices"), so an entry's id is its route. */
const idFromFile = ({ entry }: { entry: string }) => entry.replace(/\.md$/, '');
import { formWordsSchema } from './lib/forms/words';

/** The 20 service detail pages, one Markdown file each, named after the route. */
const services = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/services', generateId: idFromFile }),
  schema: serviceSchema,
});

/** Every other page's words, one Markdown file per page, named after the route. */
const pages = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/pages', generateId: idFromFile }),
  schema: pageSchema,
});

/**
 * A list kept in a YAML data file under one top-level key (an object at the
 * top, so the browser-based editor can edit it as one file). Each item gets
 * its `position` in the list: the content store keeps entries sorted by id,
 * and the site shows them in the file's order (src/lib/content.ts). Items
 * without an id of their own (`ownIds: false`) are named by their position
 * ("1", "2", …).
 */
type Row = Record<string, unknown>;
function listFile(name: string, ownIds = true) {
  return file(`./src/content/data/${name}.yml`, {
    parser: (text) =>
      ((parse(text) as Record<string, Row[] | undefined>)[name] ?? []).map((item, i) => ({
        ...(ownIds ? {} : { id: String(i + 1) }),
        ...item,
        position: i,
      })),
  });
}
/** A list item's place in its file, added to its schema. */
const position = { position: z.number().int().nonnegative() };

/** The company's identity: one entry, "site". */
const identity = defineCollection({
  loader: file('./src/content/data/site.yml', { parser: (text) => ({ site: parse(text) as Row }) }),
  schema: identitySchema,
});
const programs = defineCollection({ loader: listFile('programs'), schema: programSchema.extend(position) });
const capabilities = defineCollection({ loader: listFile('capabilities'), schema: capabilitySchema.extend(position) });
/** The main navigation. */
const nav = defineCollection({ loader: listFile('nav', false), schema: navItemSchema.extend(position) });
const partners = defineCollection({ loader: listFile('partners'), schema: partnerSchema.extend(position) });
/** The figures band (home, about); each links to the page that backs it. */
const figures = defineCollection({ loader: listFile('figures', false), schema: figureSchema.extend(position) });
/** The footer's company links. */
const footer = defineCollection({ loader: listFile('footer', false), schema: footerLinkSchema.extend(position) });
/** Words many pages share: one entry, "pageText". */
const pageText = defineCollection({
  loader: file('./src/content/data/pageText.yml', { parser: (text) => ({ pageText: parse(text) as Row }) }),
  schema: pageTextSchema,
});

/** The words of each form (labels, buttons, messages), one YAML file per form, named after its id. */
const forms = defineCollection({
  loader: glob({ pattern: '*.yml', base: './src/content/forms' }),
  schema: formWordsSchema,
});

/** The roles, open and closed, one Markdown file each; the file name is the slug (/careers/<slug>). */
const jobs = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/jobs', generateId: idFromFile }),
  // An unknown domain stops the build, naming the file and the id.
  schema: jobSchema(reference('capabilities')),
});
/** The case studies, one Markdown file each; the file name is the slug (/case-studies/<slug>). */
const cases = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/cases', generateId: idFromFile }),
  // An unknown service stops the build, naming the file and the id.
  schema: caseStudySchema(reference('services')),
});
/** The careers pages' words: one entry, "careers". */
const careersText = defineCollection({
  loader: file('./src/content/data/careers.yml', { parser: (text) => ({ careers: parse(text) as Row }) }),
  schema: careersTextSchema,
});

export const collections = {
  services,
  pages,
  identity,
  nav,
  programs,
  capabilities,
  partners,
  figures,
  jobs,
  cases,
  careersText,
  forms,
  footer,
  pageText,
};
