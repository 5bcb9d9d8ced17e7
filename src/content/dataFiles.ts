/**
 * The YAML data files read outside Astro's content layer: by astro.config.ts
 * (the site's URL, before collections exist) and by the tests. The same
 * schemas as the collections (schema.ts) check them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { z } from 'astro/zod';
import { capabilitySchema, identitySchema, navItemSchema, partnerSchema, programSchema } from './schema';

const DATA = fileURLToPath(new URL('./data', import.meta.url));
const read = (name: string): unknown => parse(readFileSync(join(DATA, `${name}.yml`), 'utf8'));
const list = <T extends z.ZodTypeAny>(name: string, schema: T): z.infer<T>[] =>
  z.array(schema).parse((read(name) as Record<string, unknown>)[name]);

export const readIdentity = () => identitySchema.parse(read('site'));
export const readPrograms = () => list('programs', programSchema);
export const readCapabilities = () => list('capabilities', capabilitySchema);
export const readPartners = () => list('partners', partnerSchema);
export const readNav = () => list('nav', navItemSchema);
