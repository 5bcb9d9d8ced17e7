/**
 * A throwaway copy of the project, for the benchmarks that build something
 * other than the checkout itself (scripts/bench.mjs, scripts/grow-content.mjs):
 * the sources copied, the packages in node_modules linked one by one, and
 * neither the build output nor the caches (Astro's content store and image
 * cache, Vite's) taken along, so the copy's first build is cold, as a fresh
 * clone's would be.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project's root: the folder above scripts/. */
export const PROJECT_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** What node_modules holds besides packages: the caches a build writes. */
const CACHES = new Set(['.astro', '.vite', '.vite-temp', '.cache']);
/** What the project holds besides its sources: packages, build output, caches, test results. */
const SKIP = new Set([
  'node_modules',
  'dist',
  'dist-variant',
  '.git',
  '.astro',
  '.lighthouseci',
  'test-results',
  '.inbox',
]);

/**
 * Copies the project at `root` into `dir` (a new temporary folder unless given); returns the folder.
 * @param {{ root?: string, dir?: string, prefix?: string }} [options]
 */
export function copyProject({ root = PROJECT_ROOT, dir, prefix = 'aldermoor-copy-' } = {}) {
  const target = dir ?? mkdtempSync(join(tmpdir(), prefix));
  mkdirSync(target, { recursive: true });
  for (const entry of readdirSync(root)) {
    if (!SKIP.has(entry)) cpSync(join(root, entry), join(target, entry), { recursive: true });
  }
  mkdirSync(join(target, 'node_modules'), { recursive: true });
  for (const entry of readdirSync(join(root, 'node_modules'))) {
    if (!CACHES.has(entry)) symlinkSync(join(root, 'node_modules', entry), join(target, 'node_modules', entry));
  }
  return target;
}

/** Deletes a copy made by copyProject. @param {string} dir */
export function removeCopy(dir) {
  rmSync(dir, { recursive: true, force: true });
}
