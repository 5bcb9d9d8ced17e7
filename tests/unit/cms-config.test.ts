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
import { DATA_FILES, FOLDERS, cmsConfig } from '../../src/lib/cms/config';
import { fieldFor, type CmsField } from '../../src/lib/cms/fields';
import { readMarkdown } from '../support/site';

const ROOT = join(import.meta.dirname, '..', '..');
const local = cmsConfig({
  localBackendUrl: 'http://127.0.0.1:8081/api/v1',
  github: { repo: 'example/site', branch: 'main' },
  siteUrl: 'https://www.example.com',
});
const production = cmsConfig({
  github: { repo: 'example/site', branch: 'main', baseUrl: 'https://auth.example.com' },
  siteUrl: 'https://www.example.com',
});

interface Collection {
  name: string;
  folder?: string;
  create?: boolean;
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
const file = (name: string) => {
  const found = collections.flatMap((c) => c.files ?? []).find((f) => f.name === name);
  if (!found) throw new Error(`no data file "${name}"`);
  return found;
};

/** Decap's checks for one value: required, pattern, choices, number range, list length. */
function problems(field: CmsField, value: unknown, path: string): string[] {
  const empty = value === undefined || value === null || value === '';
  if (empty) return field.required === false || field.widget === 'markdown' ? [] : [`${path}: required`];
  const out: string[] = [];
  if (field.pattern && !new RegExp(field.pattern[0]).test(String(value))) out.push(`${path}: ${field.pattern[1]}`);
  if (field.options && !field.options.includes(String(value))) out.push(`${path}: not a choice`);
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

describe('the editor covers every content file', () => {
  it('has a folder collection for every folder of Markdown in src/content', () => {
    const folders = readdirSync(join(ROOT, 'src', 'content'), { withFileTypes: true })
      .filter(
        (d) => d.isDirectory() && readdirSync(join(ROOT, 'src', 'content', d.name)).some((f) => f.endsWith('.md')),
      )
      .map((d) => `src/content/${d.name}`);
    expect(FOLDERS.map((f) => f.folder).sort()).toEqual(folders.sort());
  });

  it('has a file entry for every YAML file in src/content', () => {
    const yaml = readdirSync(join(ROOT, 'src', 'content'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.yml') || f.endsWith('.yaml'))
      .map((f) => `src/content/${f}`);
    expect(DATA_FILES.map((f) => f.file).sort()).toEqual(yaml.sort());
  });

  it('names every schema field, with the schema required flag, in every collection', () => {
    for (const source of [...FOLDERS, ...DATA_FILES]) {
      const shape = source.schema.shape as Record<string, z.ZodType>;
      const entry = folder(source.name) ?? file(source.name);
      const list = 'list' in source && source.list ? byName(entry.fields, source.name).fields : entry.fields;
      const names = (list ?? []).map((f) => f.name).filter((n) => n !== 'body');
      expect(names, source.name).toEqual(Object.keys(shape));
      for (const [name, schema] of Object.entries(shape)) {
        expect(byName(list, name).required !== false, `${source.name}.${name}`).toBe(
          !schema.safeParse(undefined).success,
        );
      }
    }
  });

  it('does not let an editor create or delete pages (a route also needs public/_headers)', () => {
    for (const name of ['services', 'pages']) expect(folder(name)).toMatchObject({ create: false, delete: false });
  });

  it('lets an editor add and remove job openings (one /careers/* rule in public/_headers covers them)', () => {
    expect(folder('jobs')).toMatchObject({ create: true, delete: true, folder: 'src/content/jobs' });
    expect(readFileSync('public/_headers', 'utf8')).toMatch(/^\/careers\/\*\n\s+Cache-Control: no-cache$/m);
  });

  it('gives Markdown pages their text as a Markdown field', () => {
    expect(byName(folder('services').fields, 'body').widget).toBe('markdown');
    expect(byName(folder('pages').fields, 'body').widget).toBe('markdown');
  });
});

describe("today's content passes the editor's checks", () => {
  it.each(FOLDERS.map((f) => [f.name, f.folder]))('%s', (name, dir) => {
    const fields = folder(name).fields ?? [];
    for (const f of readdirSync(join(ROOT, dir)).filter((n) => n.endsWith('.md'))) {
      const md = readMarkdown(join(ROOT, dir, f));
      expect(check(fields, md.data as unknown as Record<string, unknown>, f)).toEqual([]);
    }
  });

  it.each(DATA_FILES.map((f) => [f.name, f.file]))('%s', (name, path) => {
    const data = parse(readFileSync(join(ROOT, path), 'utf8')) as Record<string, unknown>;
    expect(check(file(name).fields, data, path)).toEqual([]);
  });
});

describe('the editor refuses what the build refuses', () => {
  const site = file('site').fields;
  const phone = byName(byName(site, 'phone').fields, 'display');
  const dial = byName(byName(site, 'phone').fields, 'dial');
  const service = folder('services').fields ?? [];

  it.each([
    [byName(site, 'email'), 'hello.example.com', 'hello@example.com'],
    [byName(site, 'url'), 'http://www.example.com', 'https://www.example.com'],
    [byName(site, 'linkedin'), 'https://example.com/me', 'https://www.linkedin.com/company/x'],
    [phone, 'call us', '+1 (217) 555-0199'],
    [dial, '217-555-0199', '+12175550199'],
    [byName(site, 'themeColor'), 'navy', '#0B3D5C'],
    [byName(service, 'title'), 'AI', 'Data & Analytics'],
    [byName(service, 'description'), 'Too short.', 'x'.repeat(120)],
  ])('%o refuses %s and accepts %s', (field, bad, good) => {
    expect(problems(field, bad, field.name)).not.toEqual([]);
    expect(problems(field, good, field.name)).toEqual([]);
  });

  it('offers the schema choices and ranges', () => {
    expect(byName(service, 'category')).toMatchObject({ widget: 'select', options: ['it', 'ld'] });
    expect(byName(service, 'order')).toMatchObject({ widget: 'number', value_type: 'int', min: 1 });
    expect(byName(byName(site, 'geo').fields, 'latitude')).toMatchObject({ widget: 'number', min: -90, max: 90 });
    const roles = byName(byName(file('capabilities').fields, 'capabilities').fields, 'roles');
    expect(roles).toMatchObject({ widget: 'list', min: 3, max: 6 });
    expect(byName(folder('pages').fields, 'metaTitle').required).toBe(false);
    expect(byName(service, 'title').required).toBeUndefined();
  });

  it('turns the schema descriptions into hints', () => {
    expect(byName(byName(site, 'phone').fields, 'dial').hint).toMatch(/digits only/);
  });

  it('uploads partner logos into public/partners, named like the schema asks', () => {
    const logo = byName(byName(file('partners').fields, 'partners').fields, 'logo');
    expect(logo).toMatchObject({ widget: 'image', media_folder: '/public/partners', public_folder: '/partners' });
    expect(new RegExp(logo.pattern?.[0] ?? '').test('/partners/acme-labs.svg')).toBe(true);
    expect(new RegExp(logo.pattern?.[0] ?? '').test('/partners/Acme Labs.png')).toBe(false);
  });
});

describe('backends', () => {
  it('writes the working tree directly under `npm run edit`', () => {
    expect(local['local_backend']).toEqual({ url: 'http://127.0.0.1:8081/api/v1' });
    expect(local['publish_mode']).toBeUndefined();
  });

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
    expect(byName(field.fields, 'posted')).toMatchObject({ widget: 'datetime', time_format: false });
    expect(byName(field.fields, 'remote')).toMatchObject({ widget: 'boolean', required: false, default: false });
    expect(byName(field.fields, 'pay')).toMatchObject({ widget: 'object', required: false });
    expect(byName(byName(field.fields, 'pay').fields, 'unit').options).toEqual(['hour', 'year']);
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
    expect(field.pattern?.[1]).toBe(`Must be: 2 to 3 characters; ${message}`);
    const accepts = (v: string) => new RegExp(field.pattern?.[0] ?? '').test(v);
    expect([accepts('US'), accepts('us'), accepts('U'), accepts('USAX')]).toEqual([true, false, false, false]);
    expect(fieldFor('mail', z.email()).pattern?.[1]).toBe('Must be: must be an e-mail address');
  });
});
