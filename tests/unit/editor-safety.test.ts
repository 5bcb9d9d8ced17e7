/**
 * The editor states the content-safety rules at the field (src/lib/cms/config.ts):
 * upload fields accept only the image types the site serves from their folder,
 * every upload folder is one the build's SVG check reads, every Markdown text
 * field refuses HTML as the build does, and every address typed into a field
 * refuses javascript: and data:. Derived from the generated configuration, so
 * a new field or collection is covered without a change here.
 */
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { imagePath } from '../../src/content/schemas/images';
import { sources } from '../../src/content/sources';
import { cmsConfig } from '../../src/lib/cms/config';
import type { CmsField } from '../../src/lib/cms/fields';
import { MARKDOWN_NO_HTML } from '../../src/lib/security/markdownRule';
import { SVG_FOLDERS } from '../../src/lib/security/svgFiles';
import { PUBLIC_UPLOAD_FOLDERS, UPLOAD_ACCEPT } from '../../src/lib/security/uploadTypes';

const config = cmsConfig({
  github: { repo: 'example/site', branch: 'main' },
  siteUrl: 'https://www.example.com',
  title: 'Example',
});
interface Collection {
  name: string;
  folder?: string;
  fields?: CmsField[];
  files?: { name: string; fields: CmsField[] }[];
}
const collections = config['collections'] as Collection[];
const walk = (fields: CmsField[], prefix: string): [string, CmsField][] =>
  fields.flatMap((f) => [
    [`${prefix}.${f.name}`, f] as [string, CmsField],
    ...walk(f.fields ?? (f.field ? [f.field] : []), `${prefix}.${f.name}`),
  ]);
const everyField = collections.flatMap((c) => [
  ...walk(c.fields ?? [], c.name),
  ...(c.files ?? []).flatMap((f) => walk(f.fields, `${c.name}/${f.name}`)),
]);
const uploads = everyField.filter(([, f]) => f.widget === 'image' || f.widget === 'file');
const refuses = (field: CmsField, value: string) => !new RegExp(field.pattern?.[0] ?? '(?!)').test(value);

describe('upload fields', () => {
  it('exist, and each accepts only image types, never a document, GIF or any file', () => {
    expect(uploads.length).toBeGreaterThan(0);
    for (const [where, field] of uploads) {
      const accept = String(field['accept'] ?? '');
      expect(accept, where).toMatch(/^image\/[a-z+]+(,image\/[a-z+]+)*$/);
      expect(accept, where).not.toMatch(/gif|\*/);
    }
  });

  it('for pictures, accept the formats the schema takes (and HEIC, which the editor saves as WebP), not SVG', () => {
    const extension: Record<string, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', avif: 'avif' };
    const types = UPLOAD_ACCEPT.picture.split(',').map((t) => t.replace('image/', ''));
    expect(types).not.toContain('svg+xml');
    for (const type of types.filter((t) => !/^hei[cf]$/.test(t))) {
      expect(imagePath('images')().safeParse(`./images/photo.${extension[type]}`).success, type).toBe(true);
    }
  });

  it('for partner logos, accept SVG only, which the schema takes and the build checks', () => {
    const logos = uploads.filter(([, f]) => f['accept'] === UPLOAD_ACCEPT.logo);
    expect(logos.map(([where]) => where.split('.').at(-1))).toEqual(['logo']);
    const logo = (sources.partners.schema as z.ZodObject).shape['logo'] as z.ZodType;
    expect(logo.safeParse('/partners/acme-labs.svg').success).toBe(true);
  });

  it("land in folders the build's SVG check reads", () => {
    const folders = [config['media_folder'], ...uploads.map(([, f]) => f['media_folder'])].map((f) =>
      String(f).replace(/^\//, ''),
    );
    for (const folder of folders) {
      expect(
        SVG_FOLDERS.some((root) => folder.startsWith(`${root}/`)),
        folder,
      ).toBe(true);
    }
  });

  it('under public/, which the site serves as it is, land only in folders whose files the build checks by kind', () => {
    const served = [config['media_folder'], ...uploads.map(([, f]) => f['media_folder'])]
      .map((f) => String(f).replace(/^\//, ''))
      .filter((f) => f.startsWith('public/'));
    expect(served.length).toBeGreaterThan(0);
    for (const folder of served) expect(PUBLIC_UPLOAD_FOLDERS.map((u) => u.folder)).toContain(folder);
  });
});

describe('Markdown text fields', () => {
  const markdown = everyField.filter(([, f]) => f.widget === 'markdown');

  it('are on every collection of a Markdown folder, and each states the rule the build applies', () => {
    const markdownFolders = Object.values(sources).flatMap((s) => (s.kind === 'markdown' ? [s.folder] : []));
    const editorFolders = collections.filter((c) => c.folder).map((c) => c.folder?.split('/').at(-1));
    expect(new Set(editorFolders)).toEqual(new Set(markdownFolders));
    for (const c of collections.filter((c) => c.folder)) {
      expect(
        markdown.map(([where]) => where),
        c.name,
      ).toContain(`${c.name}.body`);
    }
    for (const [where, field] of markdown) {
      expect(field.pattern, where).toEqual(MARKDOWN_NO_HTML);
      expect(refuses(field, 'Hi <script>alert(1)</script>'), where).toBe(true);
      expect(refuses(field, 'Read [this](/about).'), where).toBe(false);
    }
  });
});

describe('address fields', () => {
  /** A field an address is typed into: its schema gives it an address pattern (https://… or a path on the site). */
  const addresses = everyField.filter(([, f]) => f.widget !== 'image' && /^\^(https|\\\/)/.test(f.pattern?.[0] ?? ''));

  it('exist, and each refuses javascript: and data: in the editor, with a message', () => {
    expect(addresses.length).toBeGreaterThan(0);
    for (const [where, field] of addresses) {
      for (const bad of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,<script>alert(1)</script>']) {
        expect(refuses(field, bad), `${where}: ${bad}`).toBe(true);
      }
      expect(field.pattern?.[1], where).toMatch(/\w/);
    }
  });
});
