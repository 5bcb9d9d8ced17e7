/**
 * The YAML data files read outside Astro's content layer: by astro.config.ts
 * (the site's URL, before collections exist) and by the tests. The same
 * schemas as the collections (schema.ts) check them.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { z } from 'astro/zod';
import {
  capabilitySchema,
  careersTextSchema,
  caseStudySchema,
  FIGURES_MAX,
  FIGURES_MIN,
  figureSchema,
  footerLinkSchema,
  identitySchema,
  jobSchema,
  navItemSchema,
  pageTextSchema,
  partnerSchema,
  programSchema,
  type CaseStudyData,
  type JobData,
} from './schema';

const DATA = fileURLToPath(new URL('./data', import.meta.url));
const JOBS = fileURLToPath(new URL('./jobs', import.meta.url));
const CASES = fileURLToPath(new URL('./cases', import.meta.url));
const SERVICES = fileURLToPath(new URL('./services', import.meta.url));
const read = (name: string): unknown => parse(readFileSync(join(DATA, `${name}.yml`), 'utf8'));
const list = <T extends z.ZodType>(name: string, schema: T): z.infer<T>[] =>
  z.array(schema).parse((read(name) as Record<string, unknown>)[name]);

export const readIdentity = () => identitySchema.parse(read('site'));
export const readPrograms = () => list('programs', programSchema);
export const readCapabilities = () => list('capabilities', capabilitySchema);
export const readPartners = () => list('partners', partnerSchema);
export const readNav = () => list('nav', navItemSchema);
export const readFigures = () =>
  z
    .array(figureSchema)
    .min(FIGURES_MIN)
    .max(FIGURES_MAX)
    .parse((read('figures') as Record<string, unknown>)['figures']);
export const readCareersText = () => careersTextSchema.parse(read('careers'));
export const readFooter = () => list('footer', footerLinkSchema);
export const readPageText = () => pageTextSchema.parse(read('pageText'));

/** Markdown files of a folder: slug, front matter checked by the schema, body. */
function readMarkdownFolder<T extends z.ZodType>(dir: string, label: string, schema: T) {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => {
      const text = readFileSync(join(dir, f), 'utf8');
      const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
      if (!match) throw new Error(`src/content/${label}/${f}: no frontmatter`);
      const parsed = schema.safeParse(parse(match[1] ?? ''));
      if (!parsed.success) throw new Error(`src/content/${label}/${f}: ${parsed.error.message}`);
      return { slug: f.replace(/\.md$/, ''), data: parsed.data as z.infer<T>, body: match[2] ?? '' };
    });
}

/** The service pages' ids: their file names in src/content/services, e.g. "Cybersecurity". */
export function readServiceIds(): string[] {
  return readdirSync(SERVICES)
    .filter((f) => f.endsWith('.md'))
    .map((f) => f.replace(/\.md$/, ''))
    .sort();
}

/** The case studies (src/content/cases/<slug>.md), each named service checked against the service files. */
export function readCaseStudies(): { slug: string; data: CaseStudyData; body: string }[] {
  const ids = readServiceIds();
  const schema = caseStudySchema(z.string().refine((id) => ids.includes(id), `must be one of ${ids.join(', ')}`));
  return readMarkdownFolder(CASES, 'cases', schema);
}

/** The roles (src/content/jobs/<slug>.md): slug, frontmatter and Markdown body, the domain checked against the capability ids. */
export function readJobs(): { slug: string; data: JobData; body: string }[] {
  const ids = readCapabilities().map((c) => c.id);
  const schema = jobSchema(z.string().refine((id) => ids.includes(id), `must be one of ${ids.join(', ')}`));
  return readdirSync(JOBS)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => {
      const text = readFileSync(join(JOBS, f), 'utf8');
      const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
      if (!match) throw new Error(`src/content/jobs/${f}: no frontmatter`);
      const parsed = schema.safeParse(parse(match[1] ?? ''));
      if (!parsed.success) throw new Error(`src/content/jobs/${f}: ${parsed.error.message}`);
      return { slug: f.replace(/\.md$/, ''), data: parsed.data, body: match[2] ?? '' };
    });
}
