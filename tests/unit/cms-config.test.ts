/**
 * The browser editor's configuration (src/lib/cms) against the schemas and
 * the content on disk: every content file is editable, every schema field is
 * an editor field with the same required flag and choices, and the editor's
 * patterns accept today's content and refuse what the build refuses.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'astro/zod';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { readSource, splitFrontMatter } from '../../src/content/read';
import { sources, sourcePath, type Source } from '../../src/content/sources';
import { cmsConfig, pictureLibrary, PICTURES } from '../../src/lib/cms/config';
import { adminTarget, type AdminEnv } from '../../src/integrations/cmsAdmin';
import { imagePath } from '../../src/content/schemas/images';
import { fieldFor, fieldsFor, jsonSchemaOf, type CmsField, type JsonNode } from '../../src/lib/cms/fields';
import { rule, withRules } from '../../src/content/checks';
import { KEEP_SPEC_PAGES } from '../../src/content/schemas/service';

const ROOT = join(import.meta.dirname, '..', '..');
const production = cmsConfig({
  github: { repo: 'example/site', branch: 'main', baseUrl: 'https://auth.example.com' },
  siteUrl: 'https://www.example.com',
  title: 'Example',
});

interface Collection {
  name: string;
  folder?: string;
  create?: boolean;
  filter?: { field: string; value: string };
  fields?: CmsField[];
  files?: { name: string; file: string; fields: CmsField[] }[];
}
const collections = production['collections'] as Collection[];
const byName = (fields: CmsField[] | undefined, name: string): CmsField => {
  const found = fields?.find((f) => f.name === name);
  if (!found) throw new Error(`no field "${name}" in ${JSON.stringify(fields?.map((f) => f.name))}`);
  return found;
};
const folder = (name: string): Collection => collections.find((c) => c.name === name) as Collection;
const folders = collections.filter((c) => c.folder);
const files = collections.flatMap((c) => c.files ?? []);
const allSources = Object.entries(sources) as [string, Source][];
/** Every field, nested ones included, with its dotted path. */
const walk = (fields: CmsField[], prefix = ''): [string, CmsField][] =>
  fields.flatMap((f) => [
    [`${prefix}${f.name}`, f] as [string, CmsField],
    ...walk(f.fields ?? (f.field ? [f.field] : []), `${prefix}${f.name}.`),
  ]);
const file = (name: string) => {
  const found = collections.flatMap((c) => c.files ?? []).find((f) => f.name === name);
  if (!found) throw new Error(`no data file "${name}"`);
  return found;
};

/**
 * The editor's checks for one value: required, pattern, choices, number range, list length; an
 * optional object left out is not checked, one added is checked field by field.
 */
function problems(field: CmsField, value: unknown, path: string): string[] {
  const empty = value === undefined || value === null || value === '';
  if (empty) return field.required === false || field.widget === 'markdown' ? [] : [`${path}: required`];
  const out: string[] = [];
  if (field.pattern && !new RegExp(field.pattern[0]).test(String(value))) out.push(`${path}: ${field.pattern[1]}`);
  const choices = field.options?.map((o) => (typeof o === 'string' ? o : o.value));
  const values = field.multiple && Array.isArray(value) ? value.map(String) : [String(value)];
  if (choices && !values.every((v) => choices.includes(v))) out.push(`${path}: not a choice`);
  if (field.widget === 'number') {
    if (typeof value !== 'number') out.push(`${path}: not a number`);
    else if ((field.min !== undefined && value < field.min) || (field.max !== undefined && value > field.max))
      out.push(`${path}: out of range`);
  }
  if (field.widget === 'object') {
    const obj = value as Record<string, unknown>;
    for (const f of field.fields ?? []) out.push(...problems(f, obj[f.name], `${path}.${f.name}`));
  }
  if (field.widget === 'list') {
    const items = value as unknown[];
    if ((field.min !== undefined && items.length < field.min) || (field.max !== undefined && items.length > field.max))
      out.push(`${path}: ${items.length} items`);
    items.forEach((item, i) => {
      if (field.field) out.push(...problems(field.field, item, `${path}[${i}]`));
      for (const f of field.fields ?? [])
        out.push(...problems(f, (item as Record<string, unknown>)[f.name], `${path}[${i}].${f.name}`));
    });
  }
  return out;
}
const check = (fields: CmsField[], data: Record<string, unknown>, where: string): string[] =>
  fields.flatMap((f) => problems(f, data[f.name], `${where}: ${f.name}`));

describe('the editor covers every content source', () => {
  it('every folder and YAML file in src/content belongs to a source of the registry', () => {
    const content = join(ROOT, 'src', 'content');
    const paths = readdirSync(content, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.yml') || f.endsWith('.md'))
      .map((f) => `src/content/${f}`);
    const owned = allSources.map(([, s]) => sourcePath(s));
    for (const path of paths)
      expect(
        owned.some((o) => path === o || path.startsWith(`${o}/`)),
        path,
      ).toBe(true);
  });

  it('has a collection for every Markdown source and a file for every other', () => {
    for (const [name, source] of allSources) {
      if (source.kind === 'markdown')
        expect(
          folders.some((c) => c.folder === sourcePath(source)),
          name,
        ).toBe(true);
      else
        expect(
          files.some((f) => f.file.startsWith(sourcePath(source))),
          name,
        ).toBe(true);
    }
  });

  it('names every schema field, required as the schema says', () => {
    for (const [name, source] of allSources.filter(([, s]) => s.kind !== 'yaml')) {
      const shape = (source.schema as z.ZodObject).shape as Record<string, z.ZodType>;
      const entry = folders.find((c) => c.folder === sourcePath(source)) ?? files.find((f) => f.name === name);
      const list = source.kind === 'list' ? byName(entry?.fields, name).fields : entry?.fields;
      expect(
        (list ?? []).map((f) => f.name).filter((n) => n !== 'body'),
        name,
      ).toEqual(Object.keys(shape));
      for (const [key, schema] of Object.entries(shape))
        expect(byName(list, key).required !== false, `${name}.${key}`).toBe(!schema.safeParse(undefined).success);
    }
  });

  it('gives every field a hint', () => {
    const fields = collections.flatMap((c) => [...(c.fields ?? []), ...(c.files ?? []).flatMap((f) => f.fields)]);
    const bare = walk(fields)
      .filter(([, f]) => !f.hint && f.name !== 'item')
      .map(([path]) => path);
    expect([...new Set(bare)]).toEqual([]);
  });

  it('lets an editor add and delete service pages, roles and case studies, but not the other pages', () => {
    for (const name of ['services-it', 'services-ld', 'jobs', 'cases'])
      expect(folder(name), name).toMatchObject({ create: true, delete: true });
    expect(folder('pages')).toMatchObject({ create: false, delete: false });
  });

  it('lists the service pages by program, a new one starting in its program', () => {
    expect(folder('services-it').filter).toEqual({ field: 'category', value: 'it' });
    expect(byName(folder('services-ld').fields, 'category').default).toBe('ld');
  });

  it('shows choices by the names the site uses, keeping the ids', () => {
    expect(byName(folder('jobs').fields, 'domain').options).toContainEqual({
      label: 'Cyber Security',
      value: 'cyber-security',
    });
    expect(byName(folder('jobs').fields, 'employmentType').options).toContainEqual({
      label: 'Contract-to-hire',
      value: 'contract-to-hire',
    });
  });

  it('makes optional groups optional objects whose fields are required once the group is added', () => {
    const pay = byName(folder('jobs').fields, 'pay');
    expect(pay).toMatchObject({ widget: 'object', required: false });
    expect(byName(pay.fields, 'min').required).toBeUndefined();
    expect(problems(pay, undefined, 'pay')).toEqual([]);
    expect(problems(pay, { min: 60 }, 'pay')).toEqual([
      'pay.max: required',
      'pay.currency: required',
      'pay.unit: required',
    ]);
    const hero = byName(folder('pages').fields, 'hero');
    expect(byName(byName(hero.fields, 'cta').fields, 'href').required).toBeUndefined();
  });

  it('gives Markdown pages their text as a Markdown field', () => {
    expect(byName(folder('services-it').fields, 'body').widget).toBe('markdown');
    expect(byName(folder('pages').fields, 'body').widget).toBe('markdown');
  });
});

describe("today's content passes the editor's checks", () => {
  it.each(allSources.filter(([, s]) => s.kind === 'markdown').map(([name]) => [name]))('%s', (name) => {
    const collection = name === 'services' ? folder('services-it') : folder(name);
    for (const entry of readSource(name as 'pages')) {
      const where = `${sourcePath(sources[name as 'pages'])}/${entry.id}.md`;
      const { data } = splitFrontMatter(readFileSync(join(ROOT, where), 'utf8'), where);
      expect(check(collection.fields ?? [], data as Record<string, unknown>, entry.id)).toEqual([]);
    }
  });

  it.each(files.map((f) => [f.name, f.file]))('%s', (name, path) => {
    const data = parse(readFileSync(join(ROOT, path), 'utf8')) as Record<string, unknown>;
    expect(check(file(name).fields, data, path)).toEqual([]);
  });
});

describe('the editor refuses what the build refuses', () => {
  const site = file('site').fields;
  const phone = byName(byName(site, 'phone').fields, 'display');
  const dial = byName(byName(site, 'phone').fields, 'dial');
  const service = folder('services-it').fields ?? [];

  it.each([
    [byName(site, 'email'), 'hello.example.com', 'hello@example.com'],
    [byName(site, 'url'), 'http://www.example.com', 'https://www.example.com'],
    [byName(site, 'linkedin'), 'https://example.com/me', 'https://www.linkedin.com/company/x'],
    [phone, 'call us', '+1 (217) 555-0199'],
    [dial, '217-555-0199', '+12175550199'],
    [byName(site, 'themeColor'), 'navy', '#0B3D5C'],
    [byName(service, 'title'), 'AI', 'Data & Analytics'],
    [byName(service, 'description'), 'x'.repeat(120), 'x'.repeat(150)],
  ])('%o refuses %s and accepts %s', (field, bad, good) => {
    expect(problems(field, bad, field.name)).not.toEqual([]);
    expect(problems(field, good, field.name)).toEqual([]);
  });

  it('offers the schema choices and ranges', () => {
    expect(byName(service, 'category')).toMatchObject({
      widget: 'select',
      options: [
        { label: 'IT Consulting & Services', value: 'it' },
        { label: 'Learning & Development Services', value: 'ld' },
      ],
    });
    expect(byName(service, 'order')).toMatchObject({ widget: 'number', value_type: 'int', min: 1 });
    expect(byName(byName(site, 'geo').fields, 'latitude')).toMatchObject({ widget: 'number', min: -90, max: 90 });
    const roles = byName(byName(file('domains').fields, 'domains').fields, 'roles');
    expect(roles).toMatchObject({ widget: 'list', min: 3, max: 6 });
    expect(byName(folder('pages').fields, 'metaTitle').required).toBe(false);
    expect(byName(service, 'title').required).toBeUndefined();
  });

  it('turns the schema descriptions into hints', () => {
    expect(byName(byName(site, 'phone').fields, 'dial').hint).toMatch(/digits only/);
  });

  it("states that the specification's service pages stay in each service list's hint and, since a phone shows no list hint, in the Title field's", () => {
    const services = collections.filter((c) => c.folder?.endsWith('/services'));
    expect(services.length).toBeGreaterThan(0);
    for (const c of services) {
      expect((c as { description?: string }).description, c.name).toContain(KEEP_SPEC_PAGES);
      expect(byName(c.fields, 'title').hint, c.name).toContain(KEEP_SPEC_PAGES);
    }
  });

  it('uploads partner logos into public/partners, named like the schema asks', () => {
    const logo = byName(byName(file('partners').fields, 'partners').fields, 'logo');
    expect(logo).toMatchObject({ widget: 'image', media_folder: '/public/partners', public_folder: '/partners' });
    // The file's name is the build's to check (src/lib/cms/fields.ts says why).
    expect(logo.pattern).toBeUndefined();
    const schema = sources.partners.schema as z.ZodObject;
    const logoSchema = (schema.shape as Record<string, z.ZodType>)['logo'];
    expect(logoSchema?.safeParse('/partners/acme-labs.svg').success).toBe(true);
    expect(logoSchema?.safeParse('/partners/Acme Labs.png').success).toBe(false);
  });
});

describe('articles and people', () => {
  const articles = folder('articles');
  const people = folder('people');

  it('can be added and deleted, a new file named from the title (an article) or the name (a person)', () => {
    expect(articles).toMatchObject({ create: true, delete: true, identifier_field: 'title' });
    expect(people).toMatchObject({ create: true, delete: true, identifier_field: 'name' });
  });

  it("choose authors, topics and services by the site's names, keeping the ids, within the schema's counts", () => {
    const firstPerson = readSource('people')[0];
    expect(byName(articles.fields, 'authors')).toMatchObject({ widget: 'select', multiple: true, min: 1, max: 2 });
    expect(byName(articles.fields, 'authors').options).toContainEqual({
      label: `${firstPerson?.data.name}, ${firstPerson?.data.role}`,
      value: firstPerson?.id,
    });
    expect(byName(articles.fields, 'tags').options).toContainEqual({ label: 'Security', value: 'security' });
    expect(byName(articles.fields, 'services')).toMatchObject({ widget: 'select', multiple: true, max: 2 });
    expect(byName(articles.fields, 'services').options).toContainEqual({
      label: 'Cybersecurity',
      value: 'Cybersecurity',
    });
    expect(byName(people.fields, 'services')).toMatchObject({ widget: 'select', multiple: true, max: 3 });
  });

  it('cannot save an uploaded image without its alternative text: an optional object whose fields are required', () => {
    const image = byName(articles.fields, 'image');
    expect(image).toMatchObject({ widget: 'object', required: false });
    expect(byName(image.fields, 'alt')).toMatchObject({ label: 'Alternative text' });
    expect(check([image], { image: { src: './images/chart.webp', alt: 'A chart of findings' } }, 'a')).toEqual([]);
    expect(check([image], { image: { src: './images/chart.webp' } }, 'a')).toEqual(['a: image.alt: required']);
  });

  it("uploads an article's image beside the articles, in images/, and a person's photo beside the people, in photos/", () => {
    expect(byName(byName(articles.fields, 'image').fields, 'src')).toMatchObject({
      widget: 'image',
      media_folder: '/src/content/articles/images',
      public_folder: './images',
    });
    // A person without a photo shows their initials.
    expect(byName(people.fields, 'photo')).toMatchObject({
      widget: 'image',
      required: false,
      media_folder: '/src/content/people/photos',
      public_folder: './photos',
    });
  });
});

describe('pictures an owner uploads', () => {
  /** Every image field of the entries' folders, by collection and dotted path. */
  const pictures = folders.flatMap((c) =>
    walk(c.fields ?? [])
      .filter(([, f]) => f.widget === 'image')
      .map(([path, f]) => ({ where: `${c.name}.${path}`, folder: c.folder ?? '', field: f })),
  );
  const photo = pictures.find((p) => p.where === 'people.photo')?.field;
  const articleImage = pictures.find((p) => p.where === 'articles.image.src')?.field;

  it('land in a folder beside their entries, the field holding the path from the entry: ./<folder>/<file>', () => {
    expect(pictures.map((p) => p.where)).toEqual(
      expect.arrayContaining(['people.photo', 'articles.image.src', 'cases.image.src']),
    );
    for (const { where, folder, field } of pictures) {
      const sub = String(field['public_folder']).replace(/^\.\//, '');
      expect(field['public_folder'], where).toMatch(/^\.\/[a-z]+$/);
      // From the project's root, so that a photo picked among those saved gets the same kind of value.
      expect(field['media_folder'], where).toBe(`/${folder}/${sub}`);
      expect(field['choose_url'], where).toBe(false);
      // The value the editor writes for a phone's photo is one the schema takes; the same without "./" is not.
      expect(imagePath(sub)().safeParse(`./${sub}/pxl_20251127_101112345.webp`).success, where).toBe(true);
      expect(imagePath(sub)().safeParse(`${sub}/pxl_20251127_101112345.webp`).success, where).toBe(false);
    }
  });

  it('are shrunk within a square, made WebP (which drops EXIF and location) and named in lowercase words', () => {
    expect(photo?.['media_libraries']).toEqual(pictureLibrary(PICTURES.photo));
    expect(articleImage?.['media_libraries']).toEqual(pictureLibrary(PICTURES.image));
    expect(pictureLibrary(PICTURES.photo)).toEqual({
      default: {
        config: {
          max_file_size: 1_000_000,
          slugify_filename: true,
          transformations: { raster_image: { format: 'webp', quality: 80, width: 800, height: 800 } },
        },
      },
    });
    for (const { where, field } of pictures)
      expect(Object.values(PICTURES).map(pictureLibrary), where).toContainEqual(field['media_libraries']);
  });

  it("tell the owner, after the schema's own hint, the size they are shrunk to, the limit in MB and that location data goes", () => {
    for (const { where, field } of pictures) {
      const picture = Object.values(PICTURES).find(
        (p) => JSON.stringify(pictureLibrary(p)) === JSON.stringify(field['media_libraries']),
      );
      expect(field.hint, where).toContain(`at most ${picture?.side} pixels`);
      expect(field.hint, where).toContain(`at most ${picture?.maxMB} MB`);
      expect(field.hint, where).toMatch(/location/);
    }
    const described = ((sources.people.schema as z.ZodObject).shape as Record<string, z.ZodType>)['photo']?.description;
    expect(photo?.hint?.startsWith(`${described} `)).toBe(true);
  });
});

describe('backends', () => {
  it('turns every production edit into a pull request on the GitHub repository', () => {
    expect(production['local_backend']).toBeUndefined();
    expect(production['publish_mode']).toBe('editorial_workflow');
    expect(production['backend']).toMatchObject({
      name: 'github',
      repo: 'example/site',
      branch: 'main',
      base_url: 'https://auth.example.com',
    });
  });

  it('asks GitHub for the narrowest grant that can edit: public repositories, or all for a private one', () => {
    expect(production['backend']).toMatchObject({ auth_scope: 'public_repo' });
    const target = (env: AdminEnv) => cmsConfig(adminTarget(env, 'https://x.example'))['backend'];
    expect(target({ CMS_GITHUB_PRIVATE: 'true' })).toMatchObject({ auth_scope: 'repo' });
    expect(target({ CMS_GITHUB_PRIVATE: ' TRUE ' })).toMatchObject({ auth_scope: 'repo' });
    expect(target({ CMS_GITHUB_PRIVATE: '' })).toMatchObject({ auth_scope: 'public_repo' });
    expect(target({ CMS_GITHUB_PRIVATE: 'false' })).toMatchObject({ auth_scope: 'public_repo' });
  });
});

describe('other origins', () => {
  it('turns off the stock photo providers, which the editor would load from their own sites', () => {
    expect(production['media_libraries']).toEqual({ stock_assets: false });
    // A field's own media libraries name the default library alone; stock photos stay off by the setting above.
    const fields = walk(collections.flatMap((c) => [...(c.fields ?? []), ...(c.files ?? []).flatMap((f) => f.fields)]));
    for (const [path, field] of fields)
      if (field['media_libraries']) expect(Object.keys(field['media_libraries'] as object), path).toEqual(['default']);
  });
});

describe('lists', () => {
  /** What a list line shows before its title: on a phone the line is cut at the screen's edge. */
  const lead = (name: string) =>
    String((folder(name) as Collection & { summary: string }).summary).split('{{title}}')[0];

  it("lead each line with a role's closing date, a course's first session and format", () => {
    expect(lead('jobs')).toContain('{{closes');
    expect(lead('courses')).toContain('{{sessions.0.start');
    expect(lead('courses')).toContain('{{format}}');
  });
});

describe('the schema walker', () => {
  it('maps dates, booleans, defaults and nested optional objects', () => {
    const field = fieldFor(
      'job',
      z.object({
        posted: z.coerce.date(),
        remote: z.boolean().default(false),
        pay: z.object({ min: z.number().positive(), unit: z.enum(['hour', 'year']) }).optional(),
      }),
    );
    expect(byName(field.fields, 'posted')).toMatchObject({ widget: 'datetime', type: 'date', format: 'YYYY-MM-DD' });
    expect(byName(field.fields, 'remote')).toMatchObject({ widget: 'boolean', required: false, default: false });
    expect(byName(field.fields, 'pay')).toMatchObject({ widget: 'object', required: false });
    expect(byName(byName(field.fields, 'pay').fields, 'unit').options).toEqual(['hour', 'year']);
  });

  it("adds the editor's own words after the schema's hint", () => {
    const field = fieldFor('photo', z.string().describe('A photo.'), { photo: { hintAfter: 'It is shrunk.' } });
    expect(field.hint).toBe('A photo. It is shrunk.');
    expect(field).not.toHaveProperty('hintAfter');
  });

  it('refuses a schema it cannot express, naming the field', () => {
    expect(() => fieldFor('x', z.object({ a: z.union([z.string(), z.number()]) }))).toThrow(/x\.a: a choice of types/);
    expect(() => fieldFor('x', z.record(z.string(), z.string()))).toThrow(/x: .* has no editor field/);
  });

  it("reads patterns from zod's JSON Schema, with the message from `patternMessage` metadata", () => {
    const message = 'must be a two-letter code';
    const field = fieldFor(
      'code',
      z
        .string()
        .min(2)
        .max(3)
        .regex(/^[A-Z]+$/, message)
        .meta({ patternMessage: message }),
    );
    expect(field.pattern?.[1]).toBe(`Must be 2 to 3 characters long; ${message}`);
    const accepts = (v: string) => new RegExp(field.pattern?.[0] ?? '').test(v);
    expect([accepts('US'), accepts('us'), accepts('U'), accepts('USAX')]).toEqual([true, false, false, false]);
    expect(fieldFor('mail', z.email()).pattern?.[1]).toBe('Must be an e-mail address');
  });
});

/** Each rule of `node`'s fields, as [where and what, whether the editor's field states it]. */
function rulesStated(node: JsonNode, fields: CmsField[], path: string): [string, boolean][] {
  const out: [string, boolean][] = [];
  const required = new Set(node.required ?? []);
  for (const [name, child] of Object.entries(node.properties ?? {})) {
    const at = `${path}${name}`;
    const field = fields.find((f) => f.name === name);
    out.push([`${at}: has a field`, field !== undefined]);
    if (!field) continue;
    out.push([`${at}: required is ${required.has(name)}`, (field.required !== false) === required.has(name)]);
    const limited = child.maxLength !== undefined || (child.minLength ?? 1) > 1;
    if (child.enum) out.push([`${at}: a choice`, field.options?.length === child.enum.length]);
    else if (child.type === 'string' && field.widget !== 'image' && (child.pattern || limited))
      out.push([`${at}: its pattern or length`, field.pattern !== undefined]);
    if (child.minimum !== undefined || child.exclusiveMinimum !== undefined)
      out.push([`${at}: min`, field.min !== undefined]);
    if (child.maximum !== undefined && child.maximum < Number.MAX_SAFE_INTEGER)
      out.push([`${at}: max`, field.max !== undefined]);
    if (child.minItems !== undefined) out.push([`${at}: at least ${child.minItems}`, field.min === child.minItems]);
    if (child.maxItems !== undefined) out.push([`${at}: at most ${child.maxItems}`, field.max === child.maxItems]);
    if (child.type === 'object') out.push(...rulesStated(child, field.fields ?? [], `${at}.`));
    if (child.type === 'array' && child.items?.type === 'object')
      out.push(...rulesStated(child.items, field.fields ?? [], `${at}[].`));
  }
  for (const r of node.entryRules ?? [])
    out.push([
      `${path}${r.field}: "${r.message}"`,
      fields.find((f) => f.name === r.field)?.hint?.includes(r.message) ?? false,
    ]);
  return out;
}

describe('every rule the build enforces on content is stated at its field, before Save', () => {
  it.each(allSources.filter(([, s]) => s.kind !== 'yaml').map(([name, s]) => [name, s] as const))(
    '%s',
    (name, source) => {
      const entry = folders.find((c) => c.folder === sourcePath(source)) ?? files.find((f) => f.name === name);
      const fields = (source.kind === 'list' ? byName(entry?.fields, name).fields : entry?.fields) ?? [];
      const rules = rulesStated(jsonSchemaOf(source.schema) as JsonNode, fields, '');
      expect(rules.length).toBeGreaterThan(0);
      expect(rules.filter(([, stated]) => !stated).map(([rule]) => rule)).toEqual([]);
    },
  );

  it('states a rule between fields in the hint of the field it names', () => {
    const schema = withRules(z.object({ a: z.string().describe('A.'), b: z.string().optional().describe('B.') }), [
      rule('b', 'B is needed when A says so.', (v) => v.a !== 'so' || v.b !== undefined),
    ]);
    const fields = fieldsFor(schema);
    expect(byName(fields, 'b').hint).toBe('B. B is needed when A says so.');
    expect(rulesStated(jsonSchemaOf(schema) as JsonNode, fields, '')).toContainEqual([
      'b: "B is needed when A says so."',
      true,
    ]);
    expect(
      rulesStated(jsonSchemaOf(schema) as JsonNode, [{ ...byName(fields, 'b'), hint: 'B.' }, byName(fields, 'a')], ''),
    ).toContainEqual(['b: "B is needed when A says so."', false]);
    expect(schema.safeParse({ a: 'so' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['b'], message: 'B is needed when A says so.' }),
    ]);
  });
});
