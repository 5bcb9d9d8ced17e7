/**
 * The content collections, one per source of src/content/sources.ts: each
 * source's files, read by Astro's loaders and checked against its schema.
 */
import { defineCollection } from 'astro:content';
import type { BaseSchema, SchemaContext } from 'astro/content/config';
import type { z } from 'astro/zod';
import { file, glob } from 'astro/loaders';
import { basename } from 'node:path';
import { parse } from 'yaml';
import { sourceFolders, sources, type Source, type WithImages } from './content/sources';

/** Keep the file name's case ("Itconsultingservices"), so an entry's id is its route. */
const idFromFile = ({ entry }: { entry: string }) => basename(entry).replace(/\.(md|yml)$/, '');

type Row = Record<string, unknown>;

function loaderOf(name: string, source: Source) {
  const base = './src/content';
  switch (source.kind) {
    case 'markdown':
    case 'yaml': {
      const extension = source.kind === 'markdown' ? 'md' : 'yml';
      return glob({
        pattern: sourceFolders(source).map((folder) => `${folder}/*.${extension}`),
        base: '.',
        generateId: idFromFile,
      });
    }
    case 'object':
      return file(`${base}/${source.file}`, { parser: (text) => ({ [name]: parse(text) as Row }) });
    case 'list':
      // Each item's entry id is its place in the file ("0001", "0002", …): the
      // content store sorts entries by id, and the site shows the file's order.
      return file(`${base}/${source.file}`, {
        parser: (text) =>
          Object.fromEntries(
            ((parse(text) as Record<string, Row[] | undefined>)[name] ?? []).map((item, i) => [
              String(i + 1).padStart(4, '0'),
              item,
            ]),
          ),
      });
  }
}

/** A source's schema in the build: made with Astro's image() where it has image fields. */
type SchemaOf<S extends Source> = S extends {
  withImages: (image: SchemaContext['image']) => infer R extends BaseSchema;
}
  ? R
  : S['schema'];

function schemaOf(source: Source): z.ZodType | ((context: SchemaContext) => z.ZodType) {
  const withImages: WithImages | undefined = 'withImages' in source ? source.withImages : undefined;
  return withImages ? ({ image }) => withImages(image) : source.schema;
}

/** A source's collection: its files through the loader of its kind, checked by its schema. */
const collectionOf = <S extends Source>(name: string, source: S) =>
  defineCollection<SchemaOf<S> & BaseSchema, ReturnType<typeof loaderOf>>({
    loader: loaderOf(name, source),
    schema: schemaOf(source) as SchemaOf<S> & BaseSchema,
  });

type Sources = typeof sources;

export const collections = Object.fromEntries(
  Object.entries(sources).map(([name, source]) => [name, collectionOf(name, source)]),
) as { [N in keyof Sources]: ReturnType<typeof collectionOf<Sources[N]>> };
