/**
 * Reads every content source of a project folder through its schema, as the
 * tests and the editor's configuration do (src/content/read.ts, loaded by
 * Vite, which runs its TypeScript): throws naming the first file that breaks
 * a rule; returns how many entries were read.
 */
import { join } from 'node:path';
import { runnerImport } from 'vite';

/** @param {string} dir a project folder */
export async function checkContent(dir) {
  const { module } = await runnerImport(join(dir, 'src', 'content', 'read.ts'), {
    root: dir,
    configFile: false,
    logLevel: 'error',
  });
  const { module: registry } = await runnerImport(join(dir, 'src', 'content', 'sources.ts'), {
    root: dir,
    configFile: false,
    logLevel: 'error',
  });
  let entries = 0;
  for (const name of Object.keys(registry.sources)) entries += module.readSource(name, dir).length;
  return entries;
}
