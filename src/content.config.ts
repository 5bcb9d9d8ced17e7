import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { pageSchema, serviceSchema } from './content/schema';
import { formWordsSchema } from './lib/forms/words';

/** The 20 service detail pages, one Markdown file each, named after the route. */
const services = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/services' }),
  schema: serviceSchema,
});

/** Every other page's words, one Markdown file per page, named after the route. */
const pages = defineCollection({
  loader: glob({
    pattern: '*.md',
    base: './src/content/pages',
    // Keep the file name's case ("Itconsultingservices"), so the id is the route.
    generateId: ({ entry }) => entry.replace(/\.md$/, ''),
  }),
  schema: pageSchema,
});

/** The words of each form (labels, buttons, messages), one YAML file per form, named after its id. */
const forms = defineCollection({
  loader: glob({ pattern: '*.yml', base: './src/content/forms' }),
  schema: formWordsSchema,
});

export const collections = { services, pages, forms };
