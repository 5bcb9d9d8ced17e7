/**
 * The content sources read outside Astro's content layer: by astro.config.ts
 * (before collections exist), the editor's configuration and the tests.
 * Each source is read as its collection is (src/content.config.ts), from the
 * registry (src/content/sources.ts), and checked by the same schema.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { z } from 'astro/zod';
import { FIGURES_MAX, FIGURES_MIN } from './schema';
import { sourceFolders, sources, sourcePath, type DataOf, type SourceName } from './sources';

/** Every build, editor and test runs from the project's root. */
const ROOT = process.cwd();

/** An entry as a source holds it: its id, its checked data and, for Markdown, its body. */
export interface Entry<T> {
  id: string;
  data: T;
  body: string;
}

/** YAML text, with the file named when it cannot be read (a missing quote, a stray colon). */
function parseYaml(text: string, where: string): unknown {
  try {
    return parse(text);
  } catch (error) {
    throw new Error(`${where}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** A Markdown file's front matter and body. */
export function splitFrontMatter(text: string, where: string): { data: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${where}: no front matter`);
  return { data: parseYaml(match[1] ?? '', where), body: match[2] ?? '' };
}

function check<T>(schema: z.ZodType<T>, value: unknown, where: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(`${where}: ${parsed.error.message}`);
  return parsed.data;
}

/**
 * Every entry of a source, sorted by id, except lists, which keep their
 * file's order; `root` reads another checkout (the editor's test copy).
 */
export function readSource<N extends SourceName>(name: N, root = ROOT): Entry<DataOf<N>>[] {
  const source = sources[name];
  const path = sourcePath(source);
  const schema = source.schema as unknown as z.ZodType<DataOf<N>>;
  switch (source.kind) {
    case 'markdown':
    case 'yaml': {
      const extension = source.kind === 'markdown' ? '.md' : '.yml';
      return sourceFolders(source)
        .flatMap((folder) =>
          existsSync(join(root, folder))
            ? readdirSync(join(root, folder))
                .filter((f) => f.endsWith(extension))
                .map((f) => ({ f, where: `${folder}/${f}` }))
            : [],
        )
        .sort((a, b) => (a.f < b.f ? -1 : a.f > b.f ? 1 : 0))
        .map(({ f, where }) => {
          const text = readFileSync(join(root, where), 'utf8');
          const { data, body } =
            source.kind === 'markdown' ? splitFrontMatter(text, where) : { data: parseYaml(text, where), body: '' };
          return { id: f.slice(0, -extension.length), data: check(schema, data, where), body };
        });
    }
    case 'object':
      return [
        { id: name, data: check(schema, parseYaml(readFileSync(join(root, path), 'utf8'), path), path), body: '' },
      ];
    case 'list': {
      const items =
        (parseYaml(readFileSync(join(root, path), 'utf8'), path) as Record<string, unknown[] | undefined>)[name] ?? [];
      return items.map((item, i) => {
        const data = check(schema, item, `${path}, item ${i + 1}`);
        const own = (data as { id?: unknown }).id;
        return { id: typeof own === 'string' ? own : String(i + 1), data, body: '' };
      });
    }
  }
}

/** The data of a one-entry source (site, pageText, careers, search, training, insights). */
export function readOne<N extends 'site' | 'pageText' | 'careers' | 'search' | 'training' | 'insights'>(
  name: N,
): DataOf<N> {
  const [entry] = readSource(name);
  if (!entry) throw new Error(`${sourcePath(sources[name])}: empty`);
  return entry.data;
}

/** The data of each entry of a source. */
export const readAll = <N extends SourceName>(name: N): DataOf<N>[] => readSource(name).map((e) => e.data);

/** The figures band's list; the build stops unless it has three to five. */
export function readFigures(): DataOf<'figures'>[] {
  const figures = readAll('figures');
  if (figures.length < FIGURES_MIN || figures.length > FIGURES_MAX)
    throw new Error(
      `${sourcePath(sources.figures)}: list ${FIGURES_MIN} to ${FIGURES_MAX} figures, not ${figures.length}`,
    );
  return figures;
}
