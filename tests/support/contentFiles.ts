/**
 * The content files an owner edits, and the one behind each built page, so
 * advice can name the file to open. A page's file comes from the editor's own
 * links (each collection's preview_path in dist/admin/config.json), the test
 * build's fixtures included.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { CONTENT_FIXTURES } from '../../scripts/lib/test-env.mjs';
import { DIST } from './dist';

const ROOT = join(import.meta.dirname, '..', '..');

/** Every Markdown and YAML file of the content, with its path from the project's root. */
export function contentTextFiles(): { name: string; path: string }[] {
  const files: { name: string; path: string }[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(md|yml)$/.test(entry.name) && entry.name !== 'README.md')
        files.push({ name: relative(ROOT, path), path });
    }
  };
  walk(join(ROOT, 'src', 'content'));
  walk(join(ROOT, CONTENT_FIXTURES));
  return files;
}

interface EditorCollection {
  folder?: string;
  preview_path?: string;
}

let byPath: Map<string, string> | undefined;

/** The content file behind the page at `path` (e.g. /careers/x → src/content/jobs/x.md), if an entry has one. */
export function contentFileOf(path: string): string | undefined {
  if (!byPath) {
    byPath = new Map();
    const config = JSON.parse(readFileSync(join(DIST, 'admin', 'config.json'), 'utf8')) as {
      collections: EditorCollection[];
    };
    for (const c of config.collections) {
      if (!c.folder || !c.preview_path) continue;
      for (const folder of [c.folder, `${CONTENT_FIXTURES}/${basename(c.folder)}`]) {
        if (!existsSync(join(ROOT, folder))) continue;
        for (const file of readdirSync(join(ROOT, folder)).filter((f) => f.endsWith('.md'))) {
          const page = c.preview_path.replace('{{slug}}', file.slice(0, -'.md'.length));
          // The home page's entry, "home", links to /home, which redirects to /.
          byPath.set(page === '/home' ? '/' : page, `${folder}/${file}`);
        }
      }
    }
  }
  return byPath.get(path);
}
