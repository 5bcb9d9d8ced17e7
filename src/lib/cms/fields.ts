/**
 * Sveltia CMS fields from zod schemas, read through zod's public JSON Schema
 * output (`z.toJSONSchema`): the editor's fields, required flags, patterns,
 * choices and hints come from src/content/schema.ts, so a field is added in
 * one place. Pure; no editor code is imported.
 *
 * What carries over: `.describe()` → hint, and a rule between fields
 * (`entryRules`, src/content/checks.ts) → the named field's hint too; optional or default → not
 * required (a primitive default becomes the editor's default); string
 * length, regex and format → one pattern, with the message of
 * `patternMessage` metadata (`.meta({ patternMessage })`, JSON Schema has no
 * place for zod's own messages); number type and range; enums → choices;
 * dates (`z.coerce.date()`) → a date picker; objects and arrays. Anything
 * else throws, naming the field, so a new kind of field is a deliberate
 * addition here rather than a field the editor silently drops.
 */
import { z } from 'astro/zod';

/** A Sveltia CMS field (the subset this site uses). */
export interface CmsField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  options?: (string | { label: string; value: string })[];
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  step?: number;
  default?: unknown;
  fields?: CmsField[];
  field?: CmsField;
  collapsed?: boolean;
  summary?: string;
  [option: string]: unknown;
}

/**
 * Extra editor options for a field, by its dotted path ("logo", "phone.display",
 * "roles"); `labels` names a choice field's values as the site shows them
 * (the file keeps the values); `hintAfter` adds what only the editor does
 * to the schema's own hint.
 */
export type FieldOverrides = Record<
  string,
  Partial<CmsField> & { labels?: Readonly<Record<string, string>>; hintAfter?: string }
>;

/** The parts of a JSON Schema node this walker reads. */
export interface JsonNode {
  type?: string | string[];
  format?: string;
  description?: string;
  default?: unknown;
  pattern?: string;
  patternMessage?: string;
  allOf?: JsonNode[];
  anyOf?: JsonNode[];
  oneOf?: JsonNode[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  enum?: unknown[];
  properties?: Record<string, JsonNode>;
  required?: string[];
  items?: JsonNode;
  minItems?: number;
  maxItems?: number;
  /** Rules between an object's fields (src/content/checks.ts, withRules): stated in the named field's hint. */
  entryRules?: { field: string; message: string }[];
}

/** A schema as JSON Schema, as the editor reads it: the input side (what the file holds), dates marked as such. */
export function jsonSchemaOf(schema: z.ZodType): JsonNode {
  return z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: (ctx) => {
      if (ctx.zodSchema instanceof z.ZodDate) ctx.jsonSchema.format = 'date';
    },
  }) as JsonNode;
}

/** Plain-words labels for field names that do not read well on their own. */
const LABELS: Record<string, string> = {
  cta: 'Closing invitation',
  metaTitle: 'Browser tab title',
  href: 'Links to',
  url: 'Site address',
  email: 'E-mail',
  display: 'As printed',
  dial: 'As dialled',
  geo: 'Map position',
  linkedin: 'LinkedIn page',
  themeColor: 'Toolbar color on phones',
  themeColorDark: 'Toolbar color on phones, dark scheme',
  countryCode: 'Country code',
  postalCode: 'ZIP code',
  foundedYear: 'Founded in',
  shortName: 'Short name',
  id: 'Identifier',
  subline: 'Line under the heading',
  src: 'Image file',
  alt: 'Alternative text',
};

/** "postalCode" → "Postal code", unless LABELS has a better word. */
export function labelFor(name: string): string {
  const known = LABELS[name];
  if (known) return known;
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What a string format asks for, where the schema gives no message of its own. */
const FORMATS: Record<string, { source?: string; message: string }> = {
  email: { message: 'must be an e-mail address' },
  uri: { source: '^[a-z][a-z0-9+.-]*://\\S+$', message: 'must be a web address' },
};

/**
 * A string node's checks as one editor pattern: each check becomes a
 * lookahead, so a value must pass all of them; the message lists what each
 * one asks for.
 */
function stringPattern(node: JsonNode): [string, string] | undefined {
  const parts: { source: string; message: string }[] = [];
  const { minLength: min, maxLength: max } = node;
  // A minimum of one is what `required` already says.
  if ((min !== undefined || max !== undefined) && !(min === 1 && max === undefined)) {
    const message =
      min !== undefined && max !== undefined
        ? min === max
          ? `must be exactly ${min} characters long`
          : `must be ${min} to ${max} characters long`
        : min !== undefined
          ? `must be at least ${min} characters long`
          : `must be at most ${max} characters long`;
    parts.push({ source: `^[\\s\\S]{${min ?? 0},${max ?? ''}}$`, message });
  }
  const format = node.format ? FORMATS[node.format] : undefined;
  const message = node.patternMessage ?? format?.message ?? 'is not in the expected form';
  const patterns = [node.pattern, ...(node.allOf ?? []).map((n) => n.pattern)].filter((p) => p !== undefined);
  if (patterns.length === 0 && format?.source) patterns.push(format.source);
  for (const source of patterns) parts.push({ source, message });
  const unique = parts.filter((p, i) => parts.findIndex((q) => q.message === p.message) === i);
  if (parts.length === 0) return undefined;
  const [only] = parts;
  const said = unique.map((p) => p.message).join('; ');
  const sentence = said.charAt(0).toUpperCase() + said.slice(1);
  if (parts.length === 1 && only) return [only.source, sentence];
  return [parts.map((p) => `(?=${p.source})`).join(''), sentence];
}

/** The editor's field for one JSON Schema node. `path` names it in errors and overrides ("phone.display"). */
function fieldOf(name: string, node: JsonNode, required: boolean, overrides: FieldOverrides, path: string): CmsField {
  const base: CmsField = { name, label: labelFor(name), widget: 'string' };
  if (!required) base.required = false;
  if (node.description) base.hint = node.description;
  const isPrimitive = ['string', 'number', 'boolean'].includes(typeof node.default);
  if (isPrimitive) base.default = node.default;
  if (node.anyOf || node.oneOf || Array.isArray(node.type))
    throw new Error(`${path}: a choice of types has no editor field yet (src/lib/cms/fields.ts)`);

  const { labels, hintAfter, ...override } = overrides[path] ?? {};
  if (hintAfter) base.hint = [base.hint, hintAfter].filter(Boolean).join(' ');
  let field: CmsField;
  if (node.enum) {
    const values = node.enum.map(String);
    field = {
      ...base,
      widget: 'select',
      options: labels ? values.map((v) => ({ label: labels[v] ?? v, value: v })) : values,
    };
  } else if (node.format === 'date' && node.type === undefined) {
    field = { ...base, widget: 'datetime', type: 'date', format: 'YYYY-MM-DD' };
  } else if (node.type === 'string') {
    const pattern = stringPattern(node);
    field = { ...base, widget: (node.maxLength ?? 0) > 100 ? 'text' : 'string', ...(pattern ? { pattern } : {}) };
  } else if (node.type === 'number' || node.type === 'integer') {
    const isInt = node.type === 'integer';
    field = { ...base, widget: 'number', value_type: isInt ? 'int' : 'float', ...(isInt ? {} : { step: 0.0001 }) };
    const step = isInt ? 1 : 0;
    const min = node.minimum ?? (node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + step : undefined);
    const max = node.maximum ?? (node.exclusiveMaximum !== undefined ? node.exclusiveMaximum - step : undefined);
    if (min !== undefined) field.min = min;
    if (max !== undefined && max < Number.MAX_SAFE_INTEGER) field.max = max;
  } else if (node.type === 'boolean') {
    field = { ...base, widget: 'boolean', ...(required && !isPrimitive ? { default: false } : {}) };
  } else if (node.type === 'object' && node.properties) {
    // An optional object is one the editor adds or leaves out whole: its own fields are checked only once added.
    field = { ...base, widget: 'object', fields: fieldsOf(node, overrides, `${path}.`) };
  } else if (node.type === 'array' && node.items) {
    field = { ...base, widget: 'list' };
    const item = node.items;
    if (item.type === 'object' && item.properties) {
      field.fields = fieldsOf(item, overrides, `${path}.`);
      const first = Object.keys(item.properties).find((k) => ['name', 'title', 'label', 'heading'].includes(k));
      if (first) field.summary = `{{fields.${first}}}`;
    } else {
      field.field = fieldOf('item', item, true, overrides, `${path}.item`);
      field.field.label = labelFor(name).replace(/s$/, '');
    }
    if (node.minItems !== undefined) field.min = node.minItems;
    if (node.maxItems !== undefined) field.max = node.maxItems;
  } else {
    throw new Error(`${path}: ${JSON.stringify(node.type ?? node)} has no editor field yet (src/lib/cms/fields.ts)`);
  }
  const result: CmsField = { ...field, ...override };
  // A list of strings made a choice of several (`select` with `multiple`) keeps no item field.
  if (result.widget !== 'list') delete result.field;
  // Sveltia tests an image's pattern against its value before the save, which for a new upload is not
  // the path the field shows, so it refuses every upload: the editor picks the folder, the build checks the name.
  if (result.widget === 'image') delete result.pattern;
  return result;
}

/** The fields of an object node, in the schema's order. */
function fieldsOf(node: JsonNode, overrides: FieldOverrides, prefix: string): CmsField[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).map(([name, child]) => {
    const field = fieldOf(name, child, required.has(name), overrides, `${prefix}${name}`);
    // The editor checks one field at a time; a rule between fields is said where it applies.
    const rules = (node.entryRules ?? []).filter((r) => r.field === name).map((r) => r.message);
    return rules.length > 0 ? { ...field, hint: [field.hint, ...rules].filter(Boolean).join(' ') } : field;
  });
}

/** The editor's fields for an object schema, in the schema's order. */
export function fieldsFor(schema: z.ZodObject, overrides: FieldOverrides = {}): CmsField[] {
  return fieldsOf(jsonSchemaOf(schema), overrides, '');
}

/** The editor's field for one schema, named `name`. */
export function fieldFor(name: string, schema: z.ZodType, overrides: FieldOverrides = {}): CmsField {
  const [field] = fieldsFor(z.object({ [name]: schema }), overrides);
  if (!field) throw new Error(`${name}: no field`);
  return field;
}
