import { defineCollection, reference } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { parse } from 'yaml';
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
 * top, so the browser-based editor can edit it as one file).
 */
type Row = Record<string, unknown>;
const listFile = (name: string) =>
  file(`./src/content/data/${name}.yml`, { parser: (text) => (parse(text) as Record<string, Row[]>)[name] ?? [] });
/** A list whose items have no id of their own: an item's id is its position ("1", "2", …), the list's order kept. */
const orderedListFile = (name: string) =>
  file(`./src/content/data/${name}.yml`, {
    parser: (text) =>
      ((parse(text) as Record<string, Row[] | undefined>)[name] ?? []).map((item, i) => ({
        id: String(i + 1),
        ...item,
      })),
  });

/** The company's identity: one entry, "site". */
const identity = defineCollection({
  loader: file('./src/content/data/site.yml', { parser: (text) => ({ site: parse(text) as Row }) }),
  schema: identitySchema,
});
const programs = defineCollection({ loader: listFile('programs'), schema: programSchema });
const capabilities = defineCollection({ loader: listFile('capabilities'), schema: capabilitySchema });
/** The main navigation; an entry's id is its position. */
const nav = defineCollection({
  loader: orderedListFile('nav'),
  schema: navItemSchema,
});
const partners = defineCollection({ loader: listFile('partners'), schema: partnerSchema });
/** The figures band (home, about), in order; each links to the page that backs it. An entry's id is its position. */
const figures = defineCollection({
  loader: orderedListFile('figures'),
  schema: figureSchema,
});
/** The footer's company links; an entry's id is its position. */
const footer = defineCollection({
  loader: orderedListFile('footer'),
  schema: footerLinkSchema,
});
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
