/**
 * The Sveltia CMS configuration behind /admin/, generated from the registry of
 * content sources (src/content/sources.ts) and their zod schemas, so the
 * editor asks for exactly what the build checks. A new source appears here
 * by itself. src/integrations/cmsAdmin.ts serves it as /admin/config.json.
 *
 * What is the editor's own: choices shown by the site's names (the files
 * keep the ids), the lists' summaries, filters and sorting, and where
 * uploads go and what is done to them. Service pages are listed per program.
 */
import { z } from 'astro/zod';
import { readAll, readOne, readSource } from '../../content/read';
import { CATEGORY_IDS, SERVICE_ICONS } from '../../content/schema';
import { IMAGE_FOLDERS } from '../../content/schemas/images';
import { sources, sourcePath, type Source, type SourceName } from '../../content/sources';
import { PREVIEW_STATUS_CONTEXT } from '../deploy/preview';
import { applicationForm } from '../forms/applicationForm';
import { contactFormAll, WORDED_TOPICS } from '../forms/contactForm';
import { limitsText, type Fields, type FormDefinition } from '../forms/engine';
import { fieldWords, formWordsSchema } from '../forms/words';
import { fieldsFor, type CmsField, type FieldOverrides } from './fields';
import { FORM_PREVIEW_PATHS, PREVIEW_PATHS } from './previewPaths';

/**
 * A form's words file as the editor sees it: one block of words per visible
 * field of the form's definition, whose hint names the field's limits (set
 * in the definition, not in the words); for a choice field, one label per
 * option whose words live in the file (`worded`, by field).
 */
function formWordsFor(form: FormDefinition<Fields>, worded: Record<string, readonly string[]> = {}): z.ZodObject {
  const visible = Object.keys(form.fields).filter((name) => form.fields[name]?.kind !== 'hidden');
  const words = fieldWords.omit({ options: true });
  const blockFor = (name: string) => {
    const options = worded[name];
    if (!options) return words;
    const labels = z.object(
      Object.fromEntries(options.map((o) => [o, z.string().trim().min(1).describe(`The text of the choice ${o}.`)])),
    );
    return words.extend({ options: labels.describe('The text of each choice.') });
  };
  return formWordsSchema.extend({
    fields: z
      .object(Object.fromEntries(visible.map((n) => [n, blockFor(n).describe(blockHint(form, n))])))
      .describe('The words of each field, by field.'),
  });
}

/** "The words of the message field. It takes up to 5,000 characters." */
function blockHint(form: FormDefinition<Fields>, name: string): string {
  const spec = form.fields[name];
  const limits = spec ? limitsText(spec) : {};
  const limit =
    spec?.kind === 'file'
      ? ` It takes a ${limits['types']} file.` // its size limit is a build setting (PUBLIC_APPLY_MAX_FILE_KB)
      : limits['max']
        ? ` It takes up to ${limits['max']} characters.`
        : '';
  return `The words of the ${name} field.${limit}`;
}

/** The forms, by the file of their words (src/content/forms/<id>.yml). */
const FORMS: { id: keyof typeof FORM_PREVIEW_PATHS; label: string; schema: z.ZodObject }[] = [
  { id: 'contact', label: 'Contact form words', schema: formWordsFor(contactFormAll, { topic: WORDED_TOPICS }) },
  { id: 'application', label: 'Application form words', schema: formWordsFor(applicationForm()) },
];

/** "shield-check" → "Shield check". */
const words = (id: string) => id.charAt(0).toUpperCase() + id.slice(1).replace(/-/g, ' ');

/** The names the site shows for ids the files keep: programs, domains, services, employment types. */
function names() {
  const pages = new Map(readSource('pages').map((p) => [p.id, p.data.title]));
  const programs = Object.fromEntries(readAll('programs').map((p) => [p.id, pages.get(p.page) ?? p.id]));
  const careers = readOne('careers');
  return {
    programs,
    domains: readAll('domains').map((d) => ({ label: d.name, value: d.id })),
    services: readSource('services').map((s) => ({ label: s.data.title, value: s.id })),
    ldServices: readSource('services')
      .filter((s) => s.data.category === 'ld')
      .map((s) => ({ label: s.data.title, value: s.id })),
    people: readSource('people').map((p) => ({ label: `${p.data.name}, ${p.data.role}`, value: p.id })),
    tags: Object.entries(readOne('insights').tags).map(([value, t]) => ({ label: t.name, value })),
    careers,
    training: readOne('training'),
  };
}

/**
 * What the editor does to a picture an owner uploads, before it is committed:
 * it draws it on a canvas within a square of `side` pixels and encodes it as
 * WebP (a canvas keeps no EXIF or XMP, so the camera's data and the location
 * go), names the file in lowercase words, and refuses a result over `maxMB`.
 * A person's photo is shown small; an article's or case study's image spans
 * the text column.
 */
export const PICTURES = {
  photo: { side: 800, maxMB: 1 },
  image: { side: 1600, maxMB: 2 },
} as const;
type Picture = (typeof PICTURES)[keyof typeof PICTURES];

/** Sveltia's options for one kind of picture. It counts 1,000,000 bytes to the MB, so its refusal names the hint's figure. */
export function pictureLibrary({ side, maxMB }: Picture) {
  return {
    default: {
      config: {
        max_file_size: maxMB * 1_000_000,
        slugify_filename: true,
        transformations: { raster_image: { format: 'webp', quality: 80, width: side, height: side } },
      },
    },
  };
}

/**
 * An image field whose uploads land in its source's image folder beside the
 * entries' files (src/content/<source>/<folder>/), where the build reads
 * them, with the value `./<folder>/<file>`, relative to the entry. The media
 * folder is named from the project's root (a leading slash), not relative to
 * the entry (none): with an entry-relative folder Sveltia writes a new upload
 * as `./<folder>/<file>` but a picture picked among those saved as
 * `<folder>/<file>`, which the schema refuses; from the root, both get
 * the public folder, `./<folder>`.
 */
function pictureField(source: keyof typeof IMAGE_FOLDERS, picture: Picture): FieldOverrides[string] {
  const folder = IMAGE_FOLDERS[source];
  return {
    widget: 'image',
    choose_url: false,
    media_folder: `/${sourcePath(sources[source])}/${folder}`,
    public_folder: `./${folder}`,
    media_libraries: pictureLibrary(picture),
    hintAfter: `Any photo from a phone or camera, whatever its file name. Before saving, the editor shrinks it to at most ${picture.side} pixels wide and high, saves it as WebP and removes the camera's data, location included. It must then be at most ${picture.maxMB} MB; the editor says so if it is larger.`,
  };
}

/** The editor's field options per source, by dotted field path. */
function overridesFor(name: SourceName, n: ReturnType<typeof names>): FieldOverrides {
  const program = { labels: n.programs };
  switch (name) {
    case 'services':
      return { category: program, icon: { labels: Object.fromEntries(SERVICE_ICONS.map((i) => [i, words(i)])) } };
    case 'cases':
      return {
        program,
        services: { widget: 'select', multiple: true, options: n.services, min: 1, max: 4 },
        'image.src': pictureField('cases', PICTURES.image),
      };
    case 'people':
      return {
        services: { widget: 'select', multiple: true, options: n.services, min: 1, max: 3 },
        photo: pictureField('people', PICTURES.photo),
      };
    case 'articles':
      return {
        authors: { widget: 'select', multiple: true, options: n.people, min: 1, max: 2 },
        tags: { widget: 'select', multiple: true, options: n.tags, min: 1, max: 3 },
        services: { widget: 'select', multiple: true, options: n.services, min: 1, max: 2 },
        'image.src': pictureField('articles', PICTURES.image),
      };
    case 'programs':
      return { id: program };
    case 'jobs':
      return {
        domain: { widget: 'select', options: n.domains },
        employmentType: { labels: n.careers.employmentTypes },
        workplace: { labels: n.careers.workplaces },
        'pay.unit': { labels: n.careers.payUnits },
      };
    case 'courses':
      return {
        services: { widget: 'select', multiple: true, options: n.ldServices, min: 1, max: 2 },
        level: { labels: n.training.levels },
        format: { labels: n.training.formats },
        sessions: { summary: '{{fields.id}} — {{fields.seats}}', collapsed: true },
        'sessions.seats': { labels: n.training.seats },
      };
    case 'partners':
      return {
        logo: {
          widget: 'image',
          choose_url: false,
          media_folder: '/public/partners',
          public_folder: '/partners',
          hint: 'An SVG file named in lowercase words joined by hyphens, e.g. acme-labs.svg. The partner name above is its alt text.',
        },
      };
    default:
      return {};
  }
}

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

/** Sorting by these fields, the first one by default, in this direction. */
const sortBy = (fields: string[], direction: 'ascending' | 'descending') => ({
  sortable_fields: { fields, default: { field: fields[0], direction } },
});

/**
 * How each folder's entries are listed: their summary line, filters and
 * sorting. The filters compare with the editor's today, so they stay right
 * between builds. A date or status leads the line: on a phone the line is
 * cut at the screen's edge.
 */
function listing(name: SourceName): Record<string, unknown> {
  switch (name) {
    case 'jobs':
      return {
        summary: "Apply by {{closes | date('MMM D, YYYY')}} — {{title}} — /careers/{{filename}}",
        ...sortBy(['posted', 'closes', 'title'], 'descending'),
        view_filters: [
          { label: 'Open (closes today or later)', field: 'closes', gte: '{{today}}' },
          { label: 'Closed', field: 'closes', lt: '{{today}}' },
        ],
      };
    case 'cases':
      return {
        summary: "{{title}} — /case-studies/{{filename}} — {{date | date('MMM YYYY')}}",
        ...sortBy(['date', 'title'], 'descending'),
      };
    case 'courses':
      // The first session's date (sessions are listed in order), if there is one, then the format.
      return {
        summary: "{{sessions.0.start | date('MMM D, YYYY · ')}}{{format}} — {{title}} — /training/{{filename}}",
        ...sortBy(['title'], 'ascending'),
      };
    case 'articles':
      return {
        summary: "{{title}} — /insights/{{filename}} — {{published | date('MMM D, YYYY')}}",
        ...sortBy(['published', 'title'], 'descending'),
        view_filters: [
          { label: 'Live (published today or before)', field: 'published', lte: '{{today}}' },
          { label: 'Not yet live', field: 'published', gt: '{{today}}' },
        ],
      };
    case 'people':
      return { summary: '{{name}}, {{role}} — /people/{{filename}}', ...sortBy(['order', 'name'], 'ascending') };
    case 'services':
      return { summary: '{{title}} — /{{filename}}', ...sortBy(['order', 'title'], 'ascending') };
    default:
      return { summary: '{{title}} — {{filename}}' };
  }
}

function folderCollection(name: SourceName, source: Source & { folder: string }, n: ReturnType<typeof names>) {
  const create = source.editor.create ?? false;
  return {
    name,
    label: source.editor.label,
    ...(source.editor.singular ? { label_singular: source.editor.singular } : {}),
    description: source.editor.hint,
    folder: sourcePath(source),
    extension: 'md',
    format: 'frontmatter',
    create,
    delete: create,
    // A new entry's file name is made from its title (a person's: their name).
    identifier_field: 'name' in (source.schema as z.ZodObject).shape ? 'name' : 'title',
    preview_path: PREVIEW_PATHS[name as keyof typeof PREVIEW_PATHS],
    fields: [...fieldsFor(source.schema as z.ZodObject, overridesFor(name, n)), BODY],
    ...listing(name),
  };
}

/** The service pages, one collection per program, so the list reads by program; a new page starts in its program. */
function serviceCollections(n: ReturnType<typeof names>) {
  const base = folderCollection('services', sources.services, n);
  return CATEGORY_IDS.map((category) => ({
    ...base,
    name: `services-${category}`,
    label: `${n.programs[category] ?? category}: service pages`,
    filter: { field: 'category', value: category },
    fields: base.fields.map((f) => (f.name === 'category' ? { ...f, default: category } : f)),
  }));
}

function dataFile(name: SourceName, source: Source, n: ReturnType<typeof names>) {
  const schema = source.schema as z.ZodObject;
  const fields = fieldsFor(schema, overridesFor(name, n));
  const file = {
    name,
    label: source.editor.label,
    file: sourcePath(source),
    editor: { preview: false },
    preview_path: PREVIEW_PATHS[name as keyof typeof PREVIEW_PATHS],
  };
  if (source.kind !== 'list') return { ...file, fields };
  const key = ['name', 'label', 'title', 'value', 'id'].find((k) => k in schema.shape);
  const list = {
    name,
    label: source.editor.listLabel ?? source.editor.label,
    hint: source.editor.hint,
    widget: 'list',
    fields,
    ...(key ? { summary: `{{fields.${key}}}` } : {}),
  };
  return { ...file, fields: [list] };
}

/** Where edits go. */
export interface CmsTarget {
  /** The GitHub repository and branch, and the OAuth relay that signs editors in. */
  github: { repo: string; branch: string; baseUrl?: string; authEndpoint?: string };
  /** The public site's address (the editor's "view site" link). */
  siteUrl: string;
  /** The name in the editor's title. */
  title: string;
}

/** The collections, in the registry's order: Markdown folders first, then one collection of the data files. */
export function cmsCollections(): Record<string, unknown>[] {
  const n = names();
  const folders: Record<string, unknown>[] = [];
  const files: Record<string, unknown>[] = [];
  for (const [name, source] of Object.entries(sources) as [SourceName, Source][]) {
    if (name === 'services') folders.push(...serviceCollections(n));
    else if (source.kind === 'markdown') folders.push(folderCollection(name, source, n));
    else if (source.kind === 'yaml')
      for (const form of FORMS)
        files.push({
          name: `${form.id}-form`,
          label: form.label,
          file: `${sourcePath(source)}/${form.id}.yml`,
          editor: { preview: false },
          preview_path: FORM_PREVIEW_PATHS[form.id],
          fields: fieldsFor(form.schema),
        });
    else files.push(dataFile(name, source, n));
  }
  return [
    ...folders,
    {
      name: 'data',
      label: 'Company details and lists',
      description:
        'The company details used on every page, the navigation, the lists behind the cards, carousel and logos, and the words of the forms.',
      files,
    },
  ];
}

/** The whole configuration passed to CMS.init({ config }). */
export function cmsConfig(target: CmsTarget): Record<string, unknown> {
  const { github } = target;
  return {
    load_config_file: false,
    // On 127.0.0.1 or localhost Sveltia also offers "Work with Local Repository" (`npm run edit`),
    // which reads and writes the folder the owner picks and ignores the backend.
    backend: {
      name: 'github',
      repo: github.repo,
      branch: github.branch,
      ...(github.baseUrl ? { base_url: github.baseUrl } : {}),
      ...(github.authEndpoint ? { auth_endpoint: github.authEndpoint } : {}),
      // Each pull request's preview address, posted on its commit by the deploy workflow.
      preview_context: PREVIEW_STATUS_CONTEXT,
      commit_messages: {
        create: 'Add {{collection}} “{{slug}}” in the browser editor',
        update: 'Edit {{collection}} “{{slug}}” in the browser editor',
        delete: 'Delete {{collection}} “{{slug}}” in the browser editor',
        uploadMedia: 'Upload “{{path}}” in the browser editor',
        deleteMedia: 'Delete “{{path}}” in the browser editor',
      },
    },
    // On GitHub an edit becomes a pull request that CI checks, and "Publish" merges it.
    publish_mode: 'editorial_workflow',
    app_title: `Site editor — ${target.title}`,
    site_url: target.siteUrl,
    display_url: target.siteUrl,
    // Links from an entry to its page (its preview_path, src/lib/cms/previewPaths.ts): on the live
    // site, or, for an entry in a pull request, on that pull request's preview, whose address the
    // editor reads from its commit status (backend.preview_context above). Off, it looks for no preview.
    show_preview_links: true,
    logo: { src: '/favicon.svg' },
    media_folder: 'public/partners',
    public_folder: '/partners',
    // Stock photo providers are other origins, which the editor page's policy refuses.
    media_libraries: { stock_assets: false },
    // A cleared optional field or an object left out is not written, as the schemas expect.
    output: { omit_empty_optional_fields: true },
    slug: { encoding: 'ascii', clean_accents: true },
    collections: cmsCollections(),
  };
}
