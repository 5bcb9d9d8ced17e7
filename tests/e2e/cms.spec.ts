/**
 * The browser editor, end to end: Decap CMS at /admin/ under `astro dev`,
 * saving through decap-server (scripts/lib/editor.mjs, as `npm run edit`
 * does) into a temporary copy of this repository. The test edits a service
 * page (title and text) and the company's phone number, publishes, finds the
 * files changed on disk, builds the copy and sees the changes where a visitor
 * reads them. An edit that empties a required field cannot be published.
 */
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  copyFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startEditor } from '../../scripts/lib/editor.mjs';
import { startPreview } from '../../scripts/lib/site-files.mjs';

const ROOT = join(import.meta.dirname, '..', '..');

/**
 * The repository's files (tracked and untracked, not ignored) copied to a
 * temp dir, and node_modules as a folder of links to this one's packages, so
 * the copy's caches (node_modules/.astro, .vite) stay its own.
 */
function copyRepo(): string {
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

const NEW_TITLE = 'Security Testing & Advice';
const NEW_SENTENCE = 'We also test the people and processes around your systems.';
const NEW_PHONE = { display: '+1 (217) 555-0199', dial: '+12175550199' };
/** As the footer prints it: no-break spaces and hyphens keep it on one line. */
const printed = (s: string): string => s.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');

let copy = '';
let editor: Awaited<ReturnType<typeof startEditor>> | undefined;
let preview: Awaited<ReturnType<typeof startPreview>> | undefined;

test.describe.configure({ mode: 'serial' });
test.setTimeout(150_000);

test.beforeAll(async () => {
  test.setTimeout(120_000);
  copy = copyRepo();
  editor = await startEditor({ cwd: copy });
});

test.afterAll(async () => {
  preview?.close();
  await editor?.close();
  if (copy) rmSync(copy, { recursive: true, force: true });
});

/** Opens an entry in the editor (signing in the first time) and waits until its fields hold the file's values. */
async function openEntry(page: Page, path: string, loaded: { label: string; value: string }): Promise<void> {
  // A fresh load each time: a hash change alone keeps the previous entry's form state.
  await page.goto('about:blank');
  await page.goto(`${editor?.editor}#/collections/${path}`);
  const login = page.getByRole('button', { name: 'Login' });
  const field = page.getByLabel(loaded.label, { exact: true });
  await expect(login.or(field)).toBeVisible({ timeout: 30_000 });
  if (await login.isVisible()) await login.click();
  await expect(field).toHaveValue(loaded.value, { timeout: 30_000 });
}

async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
}

/** Publishes and waits for the editor to say the file is saved. */
async function publishAndWait(page: Page): Promise<void> {
  await publish(page);
  await expect(page.getByText('Changes saved')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Published', exact: true })).toBeVisible();
}

test('an edit that empties a required field cannot be published', async ({ page }) => {
  const file = join(copy, 'src', 'content', 'services', 'Blockchain.md');
  const before = readFileSync(file, 'utf8');

  await openEntry(page, 'services-it/entries/Blockchain', { label: 'Title', value: 'Blockchain' });
  const title = page.getByLabel('Title', { exact: true });
  await title.fill('');
  await publish(page);
  await expect(page.getByText(/missed a required field/i)).toBeVisible();
  await expect(page.getByText(/Title is required/i)).toBeVisible();

  // A value of the wrong form is refused with the schema's own message.
  await title.fill('AI');
  await publish(page);
  await expect(page.getByText(/3 to 60 characters/)).toBeVisible();
  expect(readFileSync(file, 'utf8')).toBe(before);
});

test('an editor changes a service page and the phone number, and the rebuilt site shows them', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const servicePath = join(copy, 'src', 'content', 'services', 'Cybersecurity.md');
  const sitePath = join(copy, 'src', 'content', 'data', 'site.yml');

  await openEntry(page, 'services-it/entries/Cybersecurity', { label: 'Title', value: 'Cybersecurity' });
  await page.getByLabel('Title', { exact: true }).fill(NEW_TITLE);
  // The Markdown body, in the rich-text view: a click just after its last character, then a new paragraph.
  const last = page.locator('[data-slate-editor="true"] p', { hasText: 'Assessments are priced by daily rate' });
  await last.scrollIntoViewIfNeeded();
  const end = await last.evaluate((p) => {
    const walker = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
    let text: Text | null = null;
    while (walker.nextNode()) if (walker.currentNode.textContent?.trim()) text = walker.currentNode as Text;
    const range = document.createRange();
    const length = text?.length ?? 0;
    range.setStart(text ?? p, Math.max(length - 1, 0));
    range.setEnd(text ?? p, length);
    const rect = range.getBoundingClientRect();
    return { x: rect.right - 1, y: rect.top + rect.height / 2 };
  });
  await page.mouse.click(end.x, end.y);
  await page.keyboard.press('Enter');
  await page.keyboard.type(NEW_SENTENCE);
  await expect(page.locator('[data-slate-editor="true"] p').last()).toHaveText(NEW_SENTENCE);
  await publishAndWait(page);

  await openEntry(page, 'data/entries/site', { label: 'Name', value: 'Aldermoor Technologies' });
  await page.getByLabel('As printed', { exact: true }).fill(NEW_PHONE.display);
  await page.getByLabel('As dialled', { exact: true }).fill(NEW_PHONE.dial);
  await publishAndWait(page);

  // Both files changed on disk, in the copy's working tree.
  const service = readFileSync(servicePath, 'utf8');
  expect(service).toMatch(new RegExp(`^title: ${NEW_TITLE}$`, 'm'));
  expect(service).toMatch(new RegExp(`on a daily rate\\.\\n+${NEW_SENTENCE}\\n?$`));
  expect(service).toContain('## People first, tools second');
  const identity = readFileSync(sitePath, 'utf8');
  expect(identity).toContain(`display: ${NEW_PHONE.display}`);
  expect(identity).toMatch(/dial: ["']\+12175550199["']/);
  expect(errors, errors.join('\n')).toEqual([]);

  // The copy builds, and a visitor sees the new words.
  await editor?.close();
  editor = undefined;
  const build = spawnSync(process.execPath, [join(copy, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build'], {
    cwd: copy,
    env: { ...process.env, PUBLIC_CONTACT_MAILTO_ONLY: 'true' },
    encoding: 'utf8',
  });
  expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
  preview = await startPreview({ cwd: copy });
  await page.goto(`${preview.origin}/Cybersecurity`);
  await expect(page.locator('h1')).toHaveText(NEW_TITLE);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]')).toHaveText(
    NEW_TITLE,
  );
  await expect(page.getByText(NEW_SENTENCE)).toBeVisible();
  const jsonLd = async () =>
    JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '[]') as {
      '@type': string;
      name?: string;
      telephone?: string;
      itemListElement?: { name: string }[];
    }[];
  const ld = await jsonLd();
  expect(ld.find((d) => d['@type'] === 'Service')?.name).toBe(NEW_TITLE);
  expect(ld.find((d) => d['@type'] === 'BreadcrumbList')?.itemListElement?.at(-1)?.name).toBe(NEW_TITLE);
  const phone = page.locator('footer a[href^="tel:"]');
  await expect(phone).toHaveText(printed(NEW_PHONE.display));
  await expect(phone).toHaveAttribute('href', `tel:${NEW_PHONE.dial}`);
  // The company's full structured data is on the pages about it (home, /about, /contact).
  await page.goto(`${preview.origin}/contact`);
  expect((await jsonLd()).find((d) => d['@type'] === 'Organization')?.telephone).toBe(NEW_PHONE.dial);
});
