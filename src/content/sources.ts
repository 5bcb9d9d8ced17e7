/**
 * The registry of content sources: where each kind of content lives, its
 * schema, and how the browser editor shows it. Everything else derives from
 * this list: the content collections (src/content.config.ts), the plain
 * readers that astro.config.ts and the tests use (src/content/read.ts), and
 * the editor's configuration (src/lib/cms/config.ts). Adding a source is one
 * entry here; a test fails while a folder or file in src/content has none.
 */
import type { SchemaContext } from 'astro/content/config';
import type { z } from 'astro/zod';
import { formWordsSchema } from '../lib/forms/words';
import {
  KEEP_SPEC_PAGES,
  accessibilityTextSchema,
  articleSchema,
  articleSchemaWith,
  careersTextSchema,
  caseStudySchema,
  caseStudySchemaWith,
  courseSchema,
  domainSchema,
  figureSchema,
  footerLinkSchema,
  insightsTextSchema,
  jobSchema,
  navItemSchema,
  pageSchema,
  pageTextSchema,
  partnerSchema,
  personSchema,
  personSchemaWith,
  privacyTextSchema,
  programSchema,
  searchTextSchema,
  serviceSchema,
  siteSchema,
  trainingTextSchema,
} from './schema';

/** How the editor shows a source: its name, the line above its entries, and what an owner may do. */
export interface EditorSettings {
  label: string;
  hint: string;
  /** New entries may be added and entries deleted (a folder source). */
  create?: boolean;
  /** A list file: the label of its list. */
  listLabel?: string;
  /** One entry of a folder, as the editor's "New …" button names it. */
  singular?: string;
}

/**
 * - `markdown`: one Markdown file per entry in src/content/<folder>/; the file name is the entry's id.
 * - `yaml`: one YAML file per entry in src/content/<folder>/.
 * - `object`: one YAML file, one entry named after the source.
 * - `list`: one YAML file holding a list under a key of the source's name; `ownIds: false` numbers the items.
 */
/**
 * The schema of a source with image fields, made with the build's image() (src/content.config.ts), while
 * `schema` is the same made with path checks (src/content/schemas/images.ts).
 */
export type WithImages = (image: SchemaContext['image']) => z.ZodType;

export type Source<S extends z.ZodType = z.ZodType> = { schema: S; editor: EditorSettings } & (
  | { kind: 'markdown' | 'yaml'; folder: string; withImages?: WithImages | undefined }
  | { kind: 'object'; file: string }
  | { kind: 'list'; file: string; ownIds: boolean }
);

const markdown = <S extends z.ZodType, W extends WithImages | undefined = undefined>(
  folder: string,
  schema: S,
  editor: EditorSettings,
  withImages?: W,
) => ({ kind: 'markdown', folder, schema, editor, withImages: withImages as W }) as const;
const object = <S extends z.ZodType>(file: string, schema: S, editor: EditorSettings) =>
  ({ kind: 'object', file, schema, editor }) as const;
const list = <S extends z.ZodType>(file: string, schema: S, editor: EditorSettings, ownIds = true) =>
  ({ kind: 'list', file, schema, editor, ownIds }) as const;

export const sources = {
  services: markdown('services', serviceSchema, {
    label: 'Service pages',
    singular: 'service page',
    hint: `${KEEP_SPEC_PAGES} Each file is served at /<file name> and listed on its program page; a new page’s address is made from its title.`,
    create: true,
  }),
  pages: markdown('pages', pageSchema, {
    label: 'Other pages',
    singular: 'page',
    hint: 'Home, about, programs, contact, partners, careers, privacy, accessibility, the program pages and the "page not found" page. Fields marked "home page only" or "about page only" stay empty elsewhere. These pages have templates of their own, so they cannot be added or removed here.',
  }),
  jobs: markdown('jobs', jobSchema, {
    label: 'Job openings',
    singular: 'job opening',
    hint: 'The roles on /careers, open and closed; each file is served at /careers/<file name>. A role closes by itself after its closing date; a new role’s address is made from its title.',
    create: true,
  }),
  cases: markdown(
    'cases',
    caseStudySchema,
    {
      label: 'Case studies',
      singular: 'case study',
      hint: 'The case studies on /case-studies; each file is served at /case-studies/<file name> and shown on the pages of the services it names. Describe the client by sector and size, never by name.',
      create: true,
    },
    (image) => caseStudySchemaWith(image),
  ),
  courses: markdown('courses', courseSchema, {
    label: 'Courses',
    singular: 'course',
    hint: 'The learning and development courses on /training, each with its dated sessions; each file is served at /training/<file name> and listed on the pages of its services. Sessions that have ended drop out by themselves.',
    create: true,
  }),
  people: markdown(
    'people',
    personSchema,
    {
      label: 'People',
      singular: 'person',
      hint: 'The people on /about who write the articles; each file is served at /people/<file name> and lists their articles.',
      create: true,
    },
    (image) => personSchemaWith(image),
  ),
  articles: markdown(
    'articles',
    articleSchema,
    {
      label: 'Articles',
      singular: 'article',
      hint: 'The articles on /insights; each file is served at /insights/<file name>, goes live on its publication date and is shown on the pages of the services it names.',
      create: true,
    },
    (image) => articleSchemaWith(image),
  ),
  site: object('data/site.yml', siteSchema, {
    label: 'Company details',
    hint: 'The company details used on every page.',
  }),
  nav: list(
    'data/nav.yml',
    navItemSchema,
    { label: 'Main navigation', listLabel: 'Links', hint: 'The links at the top of every page, in this order.' },
    false,
  ),
  programs: list('data/programs.yml', programSchema, {
    label: 'Program cards',
    listLabel: 'Programs',
    hint: "The three program cards on the home and programs pages. A card's title is the title of its page.",
  }),
  domains: list('data/domains.yml', domainSchema, {
    label: 'Staffing domains',
    listLabel: 'Domains',
    hint: 'The slides of the capabilities carousel, in this order; each job opening belongs to one.',
  }),
  figures: list(
    'data/figures.yml',
    figureSchema,
    {
      label: 'Figures',
      listLabel: 'Figures',
      hint: 'Three to five figures on the home and about pages, in this order. Each links to the page that backs it and quotes it.',
    },
    false,
  ),
  footer: list(
    'data/footer.yml',
    footerLinkSchema,
    {
      label: 'Footer links',
      listLabel: 'Company pages',
      hint: "The company pages in the footer's site map, in this order.",
    },
    false,
  ),
  pageText: object('data/pageText.yml', pageTextSchema, {
    label: 'Shared page words',
    hint: 'Words many pages share: the closing block, the contact card, related services and the footer.',
  }),
  careers: object('data/careers.yml', careersTextSchema, {
    label: 'Careers page words',
    hint: 'Every word of the careers pages that is not in the careers page itself.',
  }),
  search: object('data/search.yml', searchTextSchema, {
    label: 'Search words',
    hint: 'The words of site search: the header button, the search page, its results and filter, and the search box on the page-not-found page.',
  }),
  training: object('data/training.yml', trainingTextSchema, {
    label: 'Training catalog words',
    hint: 'Every word of /training and the course pages that is not in a course or in the training page itself.',
  }),
  insights: object('data/insights.yml', insightsTextSchema, {
    label: 'Insights words and topics',
    hint: 'The topics an article may have, with their names, and every word of the insights pages that is not in an article.',
  }),
  privacy: object('data/privacy.yml', privacyTextSchema, {
    label: 'Privacy notice: optional parts',
    hint: 'The parts of /privacy that appear only when analytics or reCAPTCHA is switched on (or off) at build.',
  }),
  accessibility: object('data/accessibility.yml', accessibilityTextSchema, {
    label: 'Accessibility statement: lists',
    hint: 'The parts of /accessibility after its target: when the site was last checked, the checks, what is known not to meet the target, and whom to tell about a barrier.',
  }),
  partners: list('data/partners.yml', partnerSchema, {
    label: 'Partners',
    listLabel: 'Partners',
    hint: 'The partner logos on the home page and on /partners, in this order.',
  }),
  forms: {
    kind: 'yaml',
    folder: 'forms',
    schema: formWordsSchema,
    editor: { label: 'Form words', hint: 'The words of each form: labels, hints, buttons and messages.' },
  },
} as const satisfies Record<string, Source>;

export type SourceName = keyof typeof sources;
export type DataOf<N extends SourceName> = z.output<(typeof sources)[N]['schema']>;

/** The path of a source's folder or file, from the project's root. */
export function sourcePath(source: Source): string {
  return `src/content/${'folder' in source ? source.folder : source.file}`;
}

/**
 * The folders a folder source's entries come from: its own, and in the test
 * build the same folder under CONTENT_FIXTURES (tests/fixtures/content), which
 * adds the known cases the tests need. A production build reads its own only.
 */
export function sourceFolders(source: Source & { folder: string }): string[] {
  const fixtures = process.env['CONTENT_FIXTURES'];
  return [sourcePath(source), ...(fixtures ? [`${fixtures}/${source.folder}`] : [])];
}
