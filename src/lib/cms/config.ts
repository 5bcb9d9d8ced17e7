/**
 * The Decap CMS configuration behind /admin/, generated from the zod schemas
 * (src/content/schema.ts) so the editor asks for exactly what the build
 * checks. src/integrations/decapAdmin.ts serves it as /admin/config.json.
 *
 * Adding a content collection: one entry in FOLDERS or DATA_FILES below
 * (tests/unit/cms-config.test.ts fails while a folder or data file in
 * src/content has none).
 */
import { z } from 'astro/zod';
import {
  capabilitySchema,
  careersTextSchema,
  caseStudySchema,
  figureSchema,
  footerLinkSchema,
  identitySchema,
  jobSchema,
  navItemSchema,
  pageSchema,
  pageTextSchema,
  partnerSchema,
  programSchema,
  serviceSchema,
} from '../../content/schema';
import { readCapabilities, readServiceIds } from '../../content/dataFiles';
import { applicationForm } from '../forms/application';
import { contactForm, WORDED_TOPICS } from '../forms/contact';
import type { Fields, FormDefinition } from '../forms/engine';
import { fieldWords, formWordsSchema } from '../forms/words';
import { fieldsFor, type CmsField, type FieldOverrides } from './fields';

/**
 * A form's words file as the editor sees it: one block of words per visible
 * field of the form's definition; for a choice field, one label per option
 * whose words live in the file (`worded`, by field).
 */
function formWordsFor(form: FormDefinition<Fields>, worded: Record<string, readonly string[]> = {}): z.ZodObject {
  const visible = Object.keys(form.fields).filter((name) => form.fields[name]?.kind !== 'hidden');
  const words = fieldWords.omit({ options: true });
  const blockFor = (name: string) => {
    const options = worded[name];
    if (!options) return words;
    const labels = z.object(Object.fromEntries(options.map((o) => [o, z.string().trim().min(1)])));
    return words.extend({ options: labels.describe('The text of each choice.') });
  };
  return formWordsSchema.extend({ fields: z.object(Object.fromEntries(visible.map((n) => [n, blockFor(n)]))) });
}

/** A role's fields; its domain is one of the capability groups' ids. */
const ids = readCapabilities().map((c) => c.id);
const jobFields = jobSchema(z.enum(ids as [string, ...string[]]));

/** A case study's fields; each service is one of the service pages, by file name. */
const caseStudyFields = caseStudySchema(z.enum(readServiceIds() as [string, ...string[]]));

/** Markdown files in one folder, one entry each (the file name is the route). */
export interface FolderSource {
  name: string;
  label: string;
  /** Shown above the list of entries. */
  description: string;
  folder: string;
  schema: z.ZodObject;
  overrides?: FieldOverrides;
  /** Editors may add entries (a new file, served at a new address under an existing rule). */
  create?: boolean;
}

/** One YAML file: an object (site.yml) or a list under one top-level key of the file's name (partners.yml). */
export interface DataFileSource {
  name: string;
  label: string;
  file: string;
  schema: z.ZodObject;
  /** The file holds a list of these under the key `name`. */
  list?: { label: string; hint: string };
  overrides?: FieldOverrides;
}

const NEW_ROUTE =
  'Pages cannot be added or removed here: a new page also needs a line in public/_headers and a check of the site, so ask a developer.';

export const FOLDERS: FolderSource[] = [
  {
    name: 'services',
    label: 'Service pages',
    description: `The 20 service pages; each file is served at /<file name>. ${NEW_ROUTE}`,
    folder: 'src/content/services',
    schema: serviceSchema,
  },
  {
    name: 'pages',
    label: 'Other pages',
    description: `Home, about, programs, contact, partners, careers, privacy, the program pages and the "page not found" page. Fields marked "home page only" or "about page only" stay empty elsewhere. ${NEW_ROUTE}`,
    folder: 'src/content/pages',
    schema: pageSchema,
  },
  {
    name: 'jobs',
    label: 'Job openings',
    description: `The roles on /careers, open and closed; each file is served at /careers/<file name>. A role closes by itself after its closing date; a new role's file name (its address) is made from its title.`,
    create: true,
    folder: 'src/content/jobs',
    schema: jobFields,
  },
  {
    name: 'cases',
    label: 'Case studies',
    description:
      'The case studies on /case-studies; each file is served at /case-studies/<file name> and shown on the pages of the services it names. Describe the client by sector and size, never by name.',
    create: true,
    folder: 'src/content/cases',
    schema: caseStudyFields,
  },
];

export const DATA_FILES: DataFileSource[] = [
  { name: 'site', label: 'Company details', file: 'src/content/data/site.yml', schema: identitySchema },
  {
    name: 'nav',
    label: 'Main navigation',
    file: 'src/content/data/nav.yml',
    schema: navItemSchema,
    list: { label: 'Links', hint: 'The links at the top of every page, in this order.' },
  },
  {
    name: 'programs',
    label: 'Program cards',
    file: 'src/content/data/programs.yml',
    schema: programSchema,
    list: {
      label: 'Programs',
      hint: "The three program cards on the home and programs pages. A card's title is the title of its page.",
    },
  },
  {
    name: 'capabilities',
    label: 'Staffing domains',
    file: 'src/content/data/capabilities.yml',
    schema: capabilitySchema,
    list: { label: 'Domains', hint: 'The slides of the capabilities carousel, in this order.' },
  },
  {
    name: 'figures',
    label: 'Figures',
    file: 'src/content/data/figures.yml',
    schema: figureSchema,
    list: {
      label: 'Figures',
      hint: 'Three to five figures on the home and about pages, in this order. Each links to the page that backs it and quotes it.',
    },
  },
  {
    name: 'footer',
    label: 'Footer links',
    file: 'src/content/data/footer.yml',
    schema: footerLinkSchema,
    list: { label: 'Company pages', hint: "The company pages in the footer's site map, in this order." },
  },
  {
    name: 'pageText',
    label: 'Shared page words',
    file: 'src/content/data/pageText.yml',
    schema: pageTextSchema,
  },
  { name: 'careers', label: 'Careers page words', file: 'src/content/data/careers.yml', schema: careersTextSchema },
  {
    name: 'contact-form',
    label: 'Contact form words',
    file: 'src/content/forms/contact.yml',
    schema: formWordsFor(contactForm, { topic: WORDED_TOPICS }),
  },
  {
    name: 'application-form',
    label: 'Application form words',
    file: 'src/content/forms/application.yml',
    schema: formWordsFor(applicationForm()),
  },
  {
    name: 'partners',
    label: 'Partners',
    file: 'src/content/data/partners.yml',
    schema: partnerSchema,
    list: { label: 'Partners', hint: 'The partner logos on the home page and on /partners, in this order.' },
    overrides: {
      logo: {
        widget: 'image',
        choose_url: false,
        media_folder: '/public/partners',
        public_folder: '/partners',
        hint: 'An SVG file named in lowercase words joined by hyphens, e.g. acme-labs.svg. The partner name above is its alt text.',
      },
    },
  },
];

/** The editor's Markdown field for a page's text. Images and code blocks are not part of these pages. */
const BODY: CmsField = {
  name: 'body',
  label: 'Page text',
  widget: 'markdown',
  required: false,
  hint: 'Headings (##), paragraphs, lists, bold and links.',
  editor_components: [],
  buttons: ['bold', 'italic', 'link', 'heading-two', 'heading-three', 'bulleted-list', 'numbered-list', 'quote'],
};

function folderCollection(source: FolderSource): Record<string, unknown> {
  return {
    name: source.name,
    label: source.label,
    description: source.description,
    folder: source.folder,
    extension: 'md',
    format: 'frontmatter',
    create: source.create ?? false,
    delete: source.create ?? false,
    identifier_field: 'title',
    summary: '{{title}} — /{{slug}}',
    fields: [...fieldsFor(source.schema, source.overrides), BODY],
  };
}

function dataFile(source: DataFileSource): Record<string, unknown> {
  const shape = source.schema.shape as Record<string, z.ZodType>;
  const fields = fieldsFor(source.schema, source.overrides);
  const list = source.list && {
    name: source.name,
    label: source.list.label,
    hint: source.list.hint,
    widget: 'list',
    fields,
    ...listSummary(shape),
  };
  return { name: source.name, label: source.label, file: source.file, fields: list ? [list] : fields };
}

const listSummary = (shape: Record<string, z.ZodType>): { summary?: string } => {
  const key = ['name', 'label', 'title', 'id'].find((k) => k in shape);
  return key ? { summary: `{{fields.${key}}}` } : {};
};

/** Where edits go. */
export interface CmsTarget {
  /** `npm run edit`: decap-server's API URL; saves write the working tree directly. */
  localBackendUrl?: string;
  /** Production: the GitHub repository and branch, and the OAuth relay that signs editors in. */
  github: { repo: string; branch: string; baseUrl?: string; authEndpoint?: string };
  /** The public site's address (the editor's "view site" link). */
  siteUrl: string;
}

/** The whole configuration passed to CMS.init({ config }). */
export function cmsConfig(target: CmsTarget): Record<string, unknown> {
  const { github } = target;
  return {
    load_config_file: false,
    backend: {
      name: 'github',
      repo: github.repo,
      branch: github.branch,
      ...(github.baseUrl ? { base_url: github.baseUrl } : {}),
      ...(github.authEndpoint ? { auth_endpoint: github.authEndpoint } : {}),
      commit_messages: {
        update: 'Edit {{collection}} “{{slug}}” in the browser editor',
        uploadMedia: 'Upload “{{path}}” in the browser editor',
        deleteMedia: 'Delete “{{path}}” in the browser editor',
      },
    },
    // Locally a save writes the file at once; on GitHub an edit becomes a pull
    // request that CI checks, and "Publish" merges it.
    ...(target.localBackendUrl
      ? { local_backend: { url: target.localBackendUrl } }
      : { publish_mode: 'editorial_workflow' }),
    site_url: target.siteUrl,
    display_url: target.siteUrl,
    logo_url: '/favicon.svg',
    locale: 'en',
    media_folder: 'public/partners',
    public_folder: '/partners',
    slug: { encoding: 'ascii', clean_accents: true },
    collections: [
      ...FOLDERS.map(folderCollection),
      {
        name: 'data',
        label: 'Company details and lists',
        description:
          'The company details used on every page, the navigation, and the lists behind the cards, carousel and logos.',
        delete: false,
        files: DATA_FILES.map(dataFile),
      },
    ],
  };
}
