/**
 * The README and docs/ say only what is true of the tree: every relative link
 * resolves (to a file, and to a heading where it names one), and every path
 * they name in backticks (`src/…`, `scripts/…`, `tests/…`, `docs/…`, `public/…`)
 * exists, a glob or placeholder aside, or is a folder the editor makes on its
 * first upload (a `media_folder` in src/lib/cms/config.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const MEDIA_FOLDERS = new Set(
  [...readFileSync('src/lib/cms/config.ts', 'utf8').matchAll(/media_folder: '\/?([^']+)'/g)].map((m) => `${m[1]}/`),
);
const DOCS = ['README.md', ...readdirSync('docs').map((f) => join('docs', f))].filter((f) => f.endsWith('.md'));

function withoutCode(text: string): string {
  return text.replace(/```[\s\S]*?```/g, '');
}

/** The anchors of a Markdown file's headings, as GitHub makes them: lower case, punctuation gone, "-1" on a repeat. */
function anchors(file: string): Set<string> {
  const seen = new Map<string, number>();
  const found = new Set<string>();
  for (const [, heading = ''] of withoutCode(readFileSync(file, 'utf8')).matchAll(/^#{1,6}\s+(.+)$/gm)) {
    const slug = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    found.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return found;
}

describe.each(DOCS)('%s', (file) => {
  const text = readFileSync(file, 'utf8');

  it('every relative link resolves', () => {
    const broken: string[] = [];
    for (const [, href = ''] of withoutCode(text).matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/.test(href)) continue;
      const [path = '', hash] = href.split('#');
      const target = path ? join(dirname(file), path) : file;
      if (!existsSync(target)) broken.push(href);
      else if (hash && target.endsWith('.md') && !anchors(target).has(hash)) broken.push(href);
    }
    expect(broken).toEqual([]);
  });

  it('every path it names exists', () => {
    const missing: string[] = [];
    for (const [, path = ''] of withoutCode(text).matchAll(/`((?:src|scripts|tests|docs|public)\/[^`\s]*)`/g)) {
      if (/[*<>{}…]/.test(path) || MEDIA_FOLDERS.has(path)) continue;
      if (!existsSync(path.replace(/:\d+(-\d+)?$/, ''))) missing.push(path);
    }
    expect(missing).toEqual([]);
  });
});
