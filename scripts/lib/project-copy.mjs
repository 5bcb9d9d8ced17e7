/**
 * A throwaway copy of the project, for what changes content or builds at
 * another size without touching the checkout (the editor's tests, the edits
 * script, the benchmark): the project's files are copied and node_modules
 * becomes a folder of links to this checkout's packages, without their
 * caches (Astro's content store, Vite's), so the copy builds as a fresh clone
 * would and its caches stay its own.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';

const CACHES = new Set(['.astro', '.vite', '.vite-temp', '.cache']);
/** What a copy made outside git leaves out: build output, caches, reports (as .gitignore does). */
const NOT_SOURCE = new Set([
  'node_modules',
  'dist',
  'dist-variant',
  '.git',
  '.astro',
  '.lighthouseci',
  'test-results',
  'playwright-report',
  'blob-report',
  '.inbox',
  '.wrangler',
]);

/** The project's files, from its root: git's list (tracked and untracked, not ignored), or, in a copy without git, every file but build output. @param {string} root */
export function projectFiles(root) {
  if (existsSync(join(root, '.git'))) {
    const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
    });
    if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
    // A file deleted in the working tree is still listed until the deletion is staged.
    return listed.stdout.split('\0').filter((file) => file && existsSync(join(root, file)));
  }
  /** @type {string[]} */
  const files = [];
  const walk = (/** @type {string} */ dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (NOT_SOURCE.has(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.push(relative(root, path));
    }
  };
  walk(root);
  return files;
}

/** Copies the project at `root` into a new temporary folder named after `prefix`; returns the folder. @param {string} root @param {string} prefix */
export function projectCopy(root, prefix) {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  for (const file of projectFiles(root)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    copyFileSync(join(root, file), join(dir, file));
  }
  mkdirSync(join(dir, 'node_modules'));
  for (const entry of readdirSync(join(root, 'node_modules'))) {
    if (!CACHES.has(entry)) symlinkSync(join(root, 'node_modules', entry), join(dir, 'node_modules', entry));
  }
  return dir;
}
