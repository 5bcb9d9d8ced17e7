/**
 * The build settings of a deploy, and where each comes from. Every name that
 * .env.example lists is a build setting, so a setting added there reaches
 * the deploy with no other change: the workflow hands the repository's
 * variables over as JSON, and the ones set (not blank) go to the build.
 * A preview adds its own two. Pure, but for reading .env.example.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');

/** A preview build: noindex on every path, and forms that open the visitor's mail program instead of sending. */
export const PREVIEW_SETTINGS = { SITE_PREVIEW: 'true', PUBLIC_CONTACT_MAILTO_ONLY: 'true' };

/** The names of the build settings, in .env.example's order. @param {string} [text] .env.example's text */
export function settingNames(text = readFileSync(join(ROOT, '.env.example'), 'utf8')) {
  return [...text.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1] ?? '');
}

/**
 * The settings to build with: each name that `variables` sets to something
 * other than blanks, then a preview's own (which win).
 * @param {Record<string, unknown>} variables the repository's variables (or any name → value)
 * @param {{ preview?: boolean, names?: string[] }} [options]
 * @returns {Record<string, string>}
 */
export function buildSettings(variables, { preview = false, names = settingNames() } = {}) {
  /** @type {Record<string, string>} */
  const settings = {};
  for (const name of names) {
    const value = variables[name];
    if (typeof value === 'string' && value.trim() !== '') settings[name] = value.trim();
  }
  return preview ? { ...settings, ...PREVIEW_SETTINGS } : settings;
}

/** The Cloudflare settings a deploy cannot go without, and where each is set. */
export const CLOUDFLARE_SETTINGS = [
  { name: 'CLOUDFLARE_API_TOKEN', kind: 'secret' },
  { name: 'CLOUDFLARE_ACCOUNT_ID', kind: 'secret' },
  { name: 'CLOUDFLARE_PROJECT_NAME', kind: 'variable' },
];

/** The Cloudflare settings missing from `env`, by name. @param {Record<string, string | undefined>} env */
export const missingCloudflareSettings = (env) =>
  CLOUDFLARE_SETTINGS.filter(({ name }) => !env[name]?.trim()).map(({ name, kind }) => `${name} (${kind})`);
