/**
 * The browser editor as its tests drive it: a throwaway copy of this
 * repository to edit, the editor's own configuration (as /admin/config.json
 * serves it) turned into the list of every entry it shows, and the steps an
 * owner takes in Decap CMS: open an entry, change a field, publish.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parse } from 'yaml';
import { expect, type Page } from '@playwright/test';
import { splitFrontMatter } from '../../src/content/read';

const ROOT = join(import.meta.dirname, '..', '..');

/**
 * The repository's files (tracked and untracked, not ignored) copied to a
 * temp dir, and node_modules as a folder of links to this one's packages, so
 * the copy's caches (node_modules/.astro, .vite) stay its own.
 */
export function copyRepo(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cms-e2e-'));
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    if (!existsSync(join(ROOT, file))) continue; // deleted in the working tree
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    copyFileSync(join(ROOT, file), join(dir, file));
  }
  mkdirSync(join(dir, 'node_modules'));
  for (const entry of readdirSync(join(ROOT, 'node_modules'))) {
    if (['.astro', '.vite', '.cache'].includes(entry)) continue;
    symlinkSync(join(ROOT, 'node_modules', entry), join(dir, 'node_modules', entry));
  }
  return dir;
}

/** The parts of Decap's configuration the tests read. */
export interface ConfigField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  pattern?: [string, string];
  fields?: ConfigField[];
}
interface ConfigCollection {
  name: string;
  folder?: string;
  filter?: { field: string; value: string };
  fields?: ConfigField[];
  files?: { name: string; file: string; fields: ConfigField[] }[];
}
export interface EditorConfig {
  collections: ConfigCollection[];
}

/** One entry as the editor lists it: where it opens, the file it saves, and its fields. */
export interface EditorEntry {
  /** The editor's address of the entry, after "#/collections/". */
  path: string;
  /** The collection's list, after "#/collections/". */
  list: string;
  /** The file, from the repository's root. */
  file: string;
  fields: ConfigField[];
}

/** The data a file holds, as written (before any schema transforms). */
export function rawData(root: string, file: string): Record<string, unknown> {
  const text = readFileSync(join(root, file), 'utf8');
  return (file.endsWith('.md') ? splitFrontMatter(text, file).data : parse(text)) as Record<string, unknown>;
}

/** The Markdown body of a file ('' for YAML). */
export function bodyOf(root: string, file: string): string {
  return file.endsWith('.md') ? splitFrontMatter(readFileSync(join(root, file), 'utf8'), file).body : '';
}

/** Every entry of every collection and data file the configuration shows, for the checkout at `root`. */
export function editorEntries(config: EditorConfig, root: string): EditorEntry[] {
  return config.collections.flatMap((c): EditorEntry[] => {
    if (c.files) return c.files.map((f) => ({ path: `${c.name}/entries/${f.name}`, list: c.name, ...f }));
    const folder = c.folder ?? '';
    return readdirSync(join(root, folder))
      .filter((f) => f.endsWith('.md'))
      .sort()
      .map((f) => `${folder}/${f}`)
      .filter((file) => !c.filter || rawData(root, file)[c.filter.field] === c.filter.value)
      .map((file) => ({
        path: `${c.name}/entries/${file.slice(folder.length + 1, -'.md'.length)}`,
        list: c.name,
        file,
        fields: c.fields ?? [],
      }));
  });
}

/** Room for " (edited)" and a word. */
const ROOM = 20;

/** A text field whose only check is its length, long enough to mark, with the longest value it takes. */
const plainText = (f: ConfigField): number | undefined => {
  if (f.widget !== 'string' && f.widget !== 'text') return undefined;
  if (!f.pattern) return Infinity;
  const length = /^\^\[\\s\\S\]\{\d+,(\d*)\}\$$/.exec(f.pattern[0]);
  const max = length ? Number(length[1] || Infinity) : 0;
  return max >= ROOM ? max : undefined;
};

/** A field's label as the editor shows it. */
const shown = (f: ConfigField): string => (f.required === false ? `${f.label} (optional)` : f.label);

/** The field an entry's test changes: its first plain text field that holds a value, at the top or in its first list item. */
export function fieldToChange(
  entry: EditorEntry,
  data: Record<string, unknown>,
): { label: string; value: string; max: number; inList?: string } {
  for (const f of entry.fields) {
    const max = plainText(f);
    const value = data[f.name];
    if (max !== undefined && typeof value === 'string' && value !== '') return { label: shown(f), value, max };
  }
  // A group of fields (an object, shown open): its fields come in order, so the first of a label is this one.
  for (const group of entry.fields.filter((f) => f.widget === 'object' && f.fields)) {
    const values = (data[group.name] as Record<string, unknown> | undefined) ?? {};
    for (const f of group.fields ?? []) {
      const max = plainText(f);
      const value = values[f.name];
      if (max !== undefined && typeof value === 'string' && value !== '') return { label: shown(f), value, max };
    }
  }
  for (const list of entry.fields.filter((f) => f.widget === 'list' && f.fields)) {
    const first = (data[list.name] as Record<string, unknown>[] | undefined)?.[0] ?? {};
    for (const f of list.fields ?? []) {
      const max = plainText(f);
      const value = first[f.name];
      if (max !== undefined && typeof value === 'string' && value !== '')
        return { label: shown(f), value, max, inList: list.label };
    }
  }
  throw new Error(`${entry.file}: no plain text field to change`);
}

/** A changed value that still fits the field: " (edited)" at the end, the old text shortened if need be. */
export function edited(value: string, max: number): string {
  const mark = ' (edited)';
  return `${value.slice(0, Math.max(0, max - mark.length)).trimEnd()}${mark}`;
}

/** The owner's steps in Decap CMS, on one page signed in once. */
export class Editor {
  constructor(
    readonly page: Page,
    readonly url: string,
  ) {
    // Leaving an entry with unsaved changes asks first; the tests leave on purpose.
    page.on('dialog', (dialog) => void dialog.accept());
  }

  /** Opens the editor at a collection address, signing in the first time. */
  async start(path: string): Promise<void> {
    await this.page.goto(`${this.url}#/collections/${path}`);
    await this.page.getByRole('button', { name: 'Login' }).click();
  }

  /**
   * Opens an entry through its collection's list, as a click there does, and
   * waits until the field shows the file's value (the form of the entry
   * before can still be on screen for a moment). A field in a list is
   * reached by opening the list's items first.
   */
  async open(list: string, path: string, loaded: { label: string; value: string; inList?: string }): Promise<void> {
    await this.page.evaluate((hash) => (window.location.hash = hash), `#/collections/${list}`);
    await this.page.evaluate((hash) => (window.location.hash = hash), `#/collections/${path}`);
    await expect(this.page.getByLabel(loaded.label, { exact: true }).first()).toHaveValue(loaded.value, {
      timeout: 30_000,
    });
    // A list shows its items closed: open the first.
    if (loaded.inList) await this.page.getByRole('button', { name: 'Expand' }).first().click();
  }

  /** A new entry's empty form. */
  async create(list: string): Promise<void> {
    await this.page.evaluate((hash) => (window.location.hash = hash), `#/collections/${list}`);
    await this.page.evaluate((hash) => (window.location.hash = hash), `#/collections/${list}/new`);
    await expect(this.page.getByLabel('Title', { exact: true })).toHaveValue('', { timeout: 30_000 });
  }

  /**
   * Deletes the open entry and waits until the editor is back at its list:
   * Decap goes there only after the server has removed the file, so a step
   * taken before then can be undone by that late navigation.
   */
  async deleteEntry(list: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Delete entry' }).click();
    await expect(this.page).toHaveURL(new RegExp(`#/collections/${list}$`), { timeout: 30_000 });
  }

  /** Picks an option of a select by the words it shows, as a keyboard user does. */
  async choose(label: string, option: string): Promise<void> {
    const select = this.page.getByLabel(label, { exact: true });
    await select.fill(option);
    await select.press('Enter');
  }

  /** Fills fields by their labels, in order: text typed, a choice picked by its words. */
  async fillIn(values: Readonly<Record<string, string | { choose: string }>>): Promise<void> {
    for (const [label, value] of Object.entries(values)) {
      if (typeof value === 'string') await this.page.getByLabel(label, { exact: true }).fill(value);
      else await this.choose(label, value.choose);
    }
  }

  async publish(): Promise<void> {
    await this.page.getByRole('button', { name: 'Publish', exact: true }).click();
    await this.page.getByRole('menuitem', { name: 'Publish now' }).click();
  }

  /** Publishes and waits for the editor to say the file is saved. */
  async publishAndWait(): Promise<void> {
    await this.publish();
    await expect(this.page.getByText('Changes saved')).toBeVisible({ timeout: 20_000 });
    await expect(this.page.getByRole('button', { name: 'Published', exact: true })).toBeVisible();
  }
}
