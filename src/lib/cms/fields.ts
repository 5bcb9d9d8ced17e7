/**
 * Decap CMS fields from zod schemas: the editor's fields, required flags,
 * patterns and choices are read from src/content/schema.ts, so a field is
 * added in one place. Pure; no Decap code is imported.
 *
 * Supported: objects, strings (min/max length, e-mail, URL, regex,
 * startsWith, trim), numbers (int, min/max), booleans, enums, dates, arrays
 * of any of these; optional, default and transform/refine wrappers. Anything
 * else throws, naming the field, so a new kind of field is a deliberate
 * addition here rather than a field the editor silently drops.
 */
import type { z } from 'astro/zod';

/** A Decap CMS field (the subset this site uses). */
export interface CmsField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  options?: string[];
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

/** Extra Decap options for a field, by its dotted path ("logo", "phone.display", "roles"). */
export type FieldOverrides = Record<string, Partial<CmsField>>;

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
};

/** "postalCode" → "Postal code", unless LABELS has a better word. */
export function labelFor(name: string): string {
  const known = LABELS[name];
  if (known) return known;
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

interface Check {
  kind: string;
  value?: unknown;
  regex?: RegExp;
  message?: string;
  inclusive?: boolean;
}

// zod 3 keeps a schema's kind and checks in `_def`; these are the parts read here.
interface Def {
  typeName: string;
  description?: string;
  checks?: Check[];
  innerType?: z.ZodTypeAny;
  schema?: z.ZodTypeAny;
  type?: z.ZodTypeAny;
  values?: readonly string[];
  minLength?: { value: number } | null;
  maxLength?: { value: number } | null;
  exactLength?: { value: number } | null;
  defaultValue?: () => unknown;
  in?: z.ZodTypeAny;
}
const defOf = (schema: z.ZodTypeAny): Def => schema._def as Def;

/** A regex source for a literal string. */
const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The regex source, refusing flags Decap's `pattern` cannot carry. */
function sourceOf(regex: RegExp, path: string): string {
  if (regex.flags.replace(/[u]/g, '') !== '') {
    throw new Error(`${path}: the regex ${String(regex)} has flags; write it without them so the editor can check it`);
  }
  return regex.source;
}

/**
 * The string checks as one Decap pattern: each check becomes a lookahead, so
 * a value must pass all of them; the message lists what each one asks for.
 */
function stringPattern(checks: Check[], path: string): [string, string] | undefined {
  const parts: { source: string; message: string }[] = [];
  const min = checks.find((c) => c.kind === 'min')?.value as number | undefined;
  const max = checks.find((c) => c.kind === 'max')?.value as number | undefined;
  if (min !== undefined || max !== undefined) {
    const message =
      min !== undefined && max !== undefined
        ? `${min} to ${max} characters`
        : min !== undefined
          ? `at least ${min} characters`
          : `at most ${max} characters`;
    // A minimum of one is what `required` already says.
    if (!(min === 1 && max === undefined)) parts.push({ source: `^[\\s\\S]{${min ?? 0},${max ?? ''}}$`, message });
  }
  for (const check of checks) {
    if (check.kind === 'email') {
      parts.push({
        source: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
        message: check.message ?? 'must be an e-mail address',
      });
    } else if (check.kind === 'url') {
      parts.push({ source: '^[a-z][a-z0-9+.-]*://\\S+$', message: check.message ?? 'must be a web address' });
    } else if (check.kind === 'regex' && check.regex) {
      parts.push({ source: sourceOf(check.regex, path), message: check.message ?? 'has the wrong form' });
    } else if (check.kind === 'startsWith') {
      const prefix = String(check.value);
      parts.push({ source: `^${escape(prefix)}`, message: check.message ?? `must start with ${prefix}` });
    } else if (check.kind === 'length') {
      parts.push({
        source: `^[\\s\\S]{${String(check.value)}}$`,
        message: `exactly ${String(check.value)} characters`,
      });
    } else if (!['min', 'max', 'trim', 'toLowerCase', 'toUpperCase'].includes(check.kind)) {
      throw new Error(`${path}: the string check "${check.kind}" has no editor equivalent yet (src/lib/cms/fields.ts)`);
    }
  }
  if (parts.length === 0) return undefined;
  const [only] = parts;
  if (parts.length === 1 && only) return [only.source, `Must be: ${only.message}`];
  return [parts.map((p) => `(?=${p.source})`).join(''), `Must be: ${parts.map((p) => p.message).join('; ')}`];
}

/** Optional/default/transform wrappers peeled off: the inner schema, whether a value is required, and any default. */
function unwrap(schema: z.ZodTypeAny): { inner: z.ZodTypeAny; required: boolean; fallback?: unknown; hint?: string } {
  let current = schema;
  let required = true;
  let fallback: unknown;
  let hint: string | undefined;
  for (;;) {
    const def = defOf(current);
    hint ??= def.description;
    if (def.typeName === 'ZodOptional' || def.typeName === 'ZodNullable') {
      required = false;
      current = def.innerType as z.ZodTypeAny;
    } else if (def.typeName === 'ZodDefault') {
      required = false;
      fallback = def.defaultValue?.();
      current = def.innerType as z.ZodTypeAny;
    } else if (def.typeName === 'ZodEffects') {
      current = def.schema as z.ZodTypeAny;
    } else if (def.typeName === 'ZodPipeline') {
      current = def.in as z.ZodTypeAny;
    } else if (def.typeName === 'ZodBranded' || def.typeName === 'ZodReadonly') {
      current = (def.type ?? def.innerType) as z.ZodTypeAny;
    } else {
      return { inner: current, required, ...(fallback !== undefined ? { fallback } : {}), ...(hint ? { hint } : {}) };
    }
  }
}

/** The Decap field for one schema. `path` names it in errors and overrides ("phone.display"). */
export function fieldFor(name: string, schema: z.ZodTypeAny, overrides: FieldOverrides = {}, path = name): CmsField {
  const { inner, required, fallback, hint } = unwrap(schema);
  const def = defOf(inner);
  const base: CmsField = { name, label: labelFor(name), widget: 'string' };
  if (!required) base.required = false;
  if (hint) base.hint = hint;
  const isPrimitive = ['string', 'number', 'boolean'].includes(typeof fallback);
  if (isPrimitive) base.default = fallback;

  let field: CmsField;
  switch (def.typeName) {
    case 'ZodString': {
      const pattern = stringPattern(def.checks ?? [], path);
      const long = (def.checks ?? []).some((c) => c.kind === 'max' && (c.value as number) > 100);
      field = { ...base, widget: long ? 'text' : 'string', ...(pattern ? { pattern } : {}) };
      break;
    }
    case 'ZodNumber': {
      const checks = def.checks ?? [];
      const isInt = checks.some((c) => c.kind === 'int');
      field = { ...base, widget: 'number', value_type: isInt ? 'int' : 'float', ...(isInt ? {} : { step: 0.0001 }) };
      for (const c of checks) {
        const value = c.value as number;
        if (c.kind === 'min') field.min = c.inclusive === false ? (isInt ? value + 1 : value) : value;
        if (c.kind === 'max') field.max = c.inclusive === false ? (isInt ? value - 1 : value) : value;
      }
      break;
    }
    case 'ZodBoolean':
      field = { ...base, widget: 'boolean', ...(required && !isPrimitive ? { default: false } : {}) };
      break;
    case 'ZodEnum':
      field = { ...base, widget: 'select', options: [...(def.values ?? [])] };
      break;
    case 'ZodDate':
      field = { ...base, widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false };
      break;
    case 'ZodObject': {
      const shape = (inner as z.AnyZodObject).shape as Record<string, z.ZodTypeAny>;
      field = { ...base, widget: 'object', fields: fieldsFor(shape, overrides, `${path}.`) };
      if (!required) field.collapsed = true;
      break;
    }
    case 'ZodArray': {
      const item = def.type as z.ZodTypeAny;
      const itemInner = unwrap(item).inner;
      field = { ...base, widget: 'list' };
      if (defOf(itemInner).typeName === 'ZodObject') {
        const shape = (itemInner as z.AnyZodObject).shape as Record<string, z.ZodTypeAny>;
        field.fields = fieldsFor(shape, overrides, `${path}.`);
        const first = Object.keys(shape).find((k) => ['name', 'title', 'label', 'heading'].includes(k));
        if (first) field.summary = `{{fields.${first}}}`;
      } else {
        field.field = fieldFor('item', item, overrides, `${path}.item`);
        field.field.label = labelFor(name).replace(/s$/, '');
      }
      const min = def.minLength?.value ?? def.exactLength?.value;
      const max = def.maxLength?.value ?? def.exactLength?.value;
      if (min !== undefined) field.min = min;
      if (max !== undefined) field.max = max;
      break;
    }
    default:
      throw new Error(`${path}: ${def.typeName} has no editor field yet (src/lib/cms/fields.ts)`);
  }
  return { ...field, ...overrides[path] };
}

/** The Decap fields for an object's shape, in the schema's order. */
export function fieldsFor(
  shape: Record<string, z.ZodTypeAny>,
  overrides: FieldOverrides = {},
  prefix = '',
): CmsField[] {
  return Object.entries(shape).map(([name, schema]) => fieldFor(name, schema, overrides, `${prefix}${name}`));
}
