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

/**
 * What a build needs from its environment besides its settings: to find programs and a temporary folder, the
 * locale and time zone, CI's quiet output, and the build date a test may fix. Nothing else reaches the build or
 * its dependencies, so no token set for a later step (or by mistake) does.
 */
export const BUILD_ENV_NAMES = [
  'PATH',
  'HOME',
  'TMPDIR',
  'TMP',
  'TEMP',
  'LANG',
  'LC_ALL',
  'TZ',
  'CI',
  'NODE_ENV',
  'BUILD_DATE',
  'ASTRO_TELEMETRY_DISABLED',
  'NO_COLOR',
  'FORCE_COLOR',
];

/**
 * The environment to build in: the names above, as `env` has them, and the settings.
 * @param {Record<string, string | undefined>} env @param {Record<string, string>} settings
 * @returns {Record<string, string>}
 */
export function buildEnv(env, settings) {
  /** @type {Record<string, string>} */
  const kept = {};
  for (const name of BUILD_ENV_NAMES) {
    const value = env[name];
    if (value !== undefined) kept[name] = value;
  }
  return { ...kept, ...settings };
}

/**
 * Why a preview may not go to `branch`, or undefined when it may: a preview has a branch of its own, never the
 * production branch (Cloudflare would make it the live site), and one Cloudflare can name an address after.
 * @param {string} branch @param {string} productionBranch
 */
export function previewBranchProblem(branch, productionBranch) {
  if (branch === productionBranch)
    return `A preview cannot go to ${productionBranch}, the production branch: that would replace the live site.`;
  if (!/^[a-z0-9][a-z0-9-]*$/.test(branch))
    return `A preview's branch is lower-case letters, digits and dashes, e.g. pr-12 (got "${branch}").`;
  return undefined;
}
