/**
 * The browser editor, end to end: Sveltia CMS at /admin/ of the test build,
 * working on a temporary copy of this repository that it reads and writes
 * as the project folder the owner picks (tests/support/editor.ts). In
 * order, on one copy: what the editor refuses (an article's uploaded image
 * without its alternative text too); people's photos from a phone, shrunk,
 * upright, as WebP and without camera data, beside their files (from
 * Safari's canvas and from HEIC too); a one-word edit of a course and of the
 * navigation, one line of their files; every data file, and the fewest
 * entries of each collection that between them hold every field, saved with
 * one field changed; a role, a service page, a case
 * study and a course created with only their required fields; a closed role
 * and a course deleted; a service page and the phone number changed; on a
 * phone-sized page, a role's closing date, a session made full and a word
 * fixed in a service page's text, and the lists' dates on the screen; the
 * editor asks nothing of another origin; then the copy is built and a
 * visitor finds it all.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { expect, test, type Page } from '../support/test';
import { startPreview } from '../../scripts/lib/preview.mjs';
import { slugify } from '../../scripts/lib/grow-content.mjs';
import { CONTENT_FIXTURES, testBuildEnv } from '../../scripts/lib/test-env.mjs';
import { GITHUB_STATUS_URL } from '../../src/lib/cms/admin';
import { HOME_ID, routeOf } from '../../src/lib/site/routes';
import {
  bodyOf,
  copyRepo,
  dataOf,
  edited,
  Editor,
  editorEntries,
  entriesCoveringEveryField,
  fieldToChange,
  named,
  rawData,
  type EditorConfig,
} from '../support/editor';
import { hasGps, phonePhoto, pictureFacts, type PictureFacts } from '../support/photos';
import { headersFor, PAGE_CACHE_CONTROL, readHeadersFile } from '../../src/lib/security/headersFile';

const NEW_TITLE = 'Security Testing & Advice';
const NEW_SENTENCE = 'We also test the people and processes around your systems.';
const NEW_PHONE = { display: '+1 (217) 555-0199', dial: '+12175550199' };
/** As the footer prints it: no-break spaces and hyphens keep it on one line. */
const printed = (s: string): string => s.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');

/** The copy is built on the test build's date, so a new role's dates are known to be open. */
const BUILD_DATE = testBuildEnv().BUILD_DATE;
const dayAfter = (days: number): string =>
  new Date(Date.parse(`${BUILD_DATE}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** A day (YYYY-MM-DD) as the editor's lists write it: "Jan 5, 2027". */
const usDate = (day: string): string =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The article that gets an uploaded image, and the image's alternative text. */
const firstArticle = (): string => readdirSync(join(copy, 'src', 'content', 'articles'))[0]?.replace(/\.md$/, '') ?? '';
const IMAGE_ALT = 'A bar chart of findings by severity';

/** A 1×1 PNG, the smallest picture an editor could upload. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A new entry's title, and the file name the editor makes of it (slugify): numbered past `title` if an entry of the folder, the owner's or a fixture, has that name,
 * so the test's entries never meet the owner's.
 */
function newEntry(folder: string, title: string): { title: string; slug: string } {
  const taken = new Set(
    ['src/content', CONTENT_FIXTURES].flatMap((root) =>
      existsSync(join(root, folder))
        ? readdirSync(join(root, folder)).map((f) => f.replace(/\.md$/, '').toLowerCase())
        : [],
    ),
  );
  for (let n = 1; ; n++) {
    const named = n === 1 ? title : `${title} ${n}`;
    const slug = slugify(named);
    if (!taken.has(slug)) return { title: named, slug };
  }
}

const NEW_ROLE = newEntry('jobs', 'Site Reliability Engineer');
const NEW_SERVICE = newEntry('services', 'Change Management');
const NEW_COURSE = newEntry('courses', 'Writing Runbooks People Follow');
const NEW_SESSION = { id: `${dayAfter(40)}-online`, start: `${dayAfter(40)}T09:00`, end: `${dayAfter(40)}T12:00` };
const NEW_CASE = newEntry('cases', 'Retailer moves its stores to a new network');
/** The phone edits: a role's new closing day, and a word fixed in a service page's text. */
const PHONE_CLOSES = dayAfter(75);
const PHONE_WORD = { service: 'Blockchain', from: 'costly', to: 'expensive' };

let copy = '';
let preview: Awaited<ReturnType<typeof startPreview>> | undefined;
let page: Page;
let cms: Editor;
const errors: string[] = [];
/** Requests the editor page made to any origin but its own. */
const elsewhere: string[] = [];
let origin = '';

/** The pages whose title the every-entry test changed, by file. */
const titledPages: string[] = [];

/** What the test was doing, to name it in errors. */
let doing = 'starting';

test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

/** The picture the image test uploads, and the value the editor gives the field: its WebP copy beside the article. */
const UPLOADED_IMAGE = { name: 'findings-chart.png', value: './images/findings-chart.webp' };

/** A file of the copy as the editor saved it, or as it was if the editor has not written it. */
const saved = async (file: string): Promise<string> => (await cms.read(file)) ?? readFileSync(join(copy, file), 'utf8');

/**
 * GitHub's status, as its status page answers when all is well: Sveltia asks it on opening and
 * every five minutes (the editor page's policy allows it); here it is answered on this machine.
 */
const answerGitHubStatus = (p: Page) =>
  p.route(GITHUB_STATUS_URL, (route) =>
    route.fulfill({ json: { status: { indicator: 'none' } }, headers: { 'Access-Control-Allow-Origin': '*' } }),
  );

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  copy = copyRepo();
  origin = new URL(baseURL ?? '').origin;
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await answerGitHubStatus(page);
  page.on('pageerror', (error) => errors.push(`${doing}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${doing}: ${message.text()} ${message.location().url}`);
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== origin) elsewhere.push(request.url());
  });
  // The editor as a browser without view transitions runs it (Firefox ESR): Sveltia then changes its view at
  // once, the same change without the cross-fade, whose frames Chromium's GPU process drew in software
  // (docs/testing.md). And what the page's policy refused, each as "directive address".
  await page.addInitScript(() => {
    delete (Document.prototype as { startViewTransition?: unknown }).startViewTransition;
    const refused: string[] = [];
    Object.assign(window, { refused });
    document.addEventListener('securitypolicyviolation', (e) =>
      refused.push(`${e.effectiveDirective} ${e.blockedURI}`),
    );
  });
  cms = new Editor(page, `${origin}/admin/`);
  await cms.start(copy);
});

test.afterAll(async () => {
  await page?.close();
  preview?.close();
  if (copy) rmSync(copy, { recursive: true, force: true });
});

/** The errors a test left. */
function pageErrors(): string[] {
  const left = [...errors];
  errors.length = 0;
  return left;
}

test('an edit that empties a required field, or gives it the wrong form, cannot be saved', async () => {
  doing = 'refusing an empty title';
  const file = 'src/content/services/Blockchain.md';
  const before = readFileSync(join(copy, file), 'utf8');

  await cms.open('services-it', 'services-it/entries/Blockchain', { label: 'Title', value: 'Blockchain' });
  const title = cms.box('Title');
  await cms.fill(title, '');
  await cms.save();
  await expect(cms.field('Title').getByRole('alert')).toContainText('This field is required.');
  await expect(page.getByRole('alert').filter({ hasText: 'Please correct it to save the entry.' })).toBeVisible();

  // A value of the wrong form is refused with the schema's own message.
  await cms.fill(title, 'AI');
  await cms.save();
  await expect(cms.field('Title').getByRole('alert')).toContainText('Must be 3 to 60 characters long');
  expect(await saved(file)).toBe(before);

  await cms.fill(title, 'Blockchain');

  // Page text is data, never code: a tag typed into it is refused at the field, as the build would refuse it.
  doing = 'refusing a script typed into page text';
  const text = await cms.reveal(cms.box('Page text'));
  const paragraphs = await text.locator('p').count();
  await text.locator('p').last().click();
  await select(text, null);
  await page.keyboard.press('Enter');
  const planted = '<script>alert(document.domain)</script>';
  await page.keyboard.type(planted);
  await cms.save();
  await expect(cms.field('Page text').getByRole('alert')).toContainText('may not contain HTML tags');
  expect(await saved(file)).toBe(before);
  // The entry is left as it was saved: the caret back at the end, the new paragraph deleted.
  await text.locator('p').last().click();
  await select(text, null);
  for (let i = 0; i <= planted.length; i++) await page.keyboard.press('Backspace');
  await expect(text.locator('p')).toHaveCount(paragraphs);
  expect(pageErrors()).toEqual([]);
});

test('a pay range with only a minimum is refused, naming the fields it lacks', async () => {
  doing = 'refusing half a pay range';
  const jobs = join(copy, 'src', 'content', 'jobs');
  const slug = readdirSync(jobs)
    .map((f) => f.replace(/\.md$/, ''))
    .find((s) => rawData(copy, `src/content/jobs/${s}.md`)['pay'] === undefined);
  if (!slug) throw new Error('the test needs a role without a pay range');
  const file = `src/content/jobs/${slug}.md`;
  const before = readFileSync(join(copy, file), 'utf8');

  await cms.open('jobs', `jobs/entries/${slug}`, { label: 'Title', value: String(rawData(copy, file)['title']) });
  // Left out, the pay range is not checked; added, each of its fields is required.
  const pay = await cms.reveal(cms.field('Pay'));
  await pay.getByRole('checkbox', { name: named('Add Pay') }).check();
  await cms.fill(await cms.reveal(cms.box('Min', pay)), '60');
  await cms.save();
  for (const label of ['Max', 'Currency', 'Unit'])
    await expect(cms.field(label, pay).getByRole('alert'), label).toContainText('This field is required.');
  expect(await saved(file)).toBe(before);

  // Left out again, there is nothing to save, and the file keeps no pay range.
  await pay.getByRole('checkbox', { name: named('Add Pay') }).uncheck();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  expect(dataOf(await saved(file), file)['pay']).toBeUndefined();
  expect(pageErrors()).toEqual([]);
});

test("an article's uploaded image cannot be saved without its alternative text", async () => {
  doing = "refusing an article's image without alternative text";
  const slug = firstArticle();
  const file = `src/content/articles/${slug}.md`;
  const before = readFileSync(join(copy, file), 'utf8');

  await cms.open('articles', `articles/entries/${slug}`, {
    label: 'Title',
    value: String(rawData(copy, file)['title']),
  });
  const image = await cms.reveal(cms.field('Image'));
  await image.getByRole('checkbox', { name: named('Add Image') }).check();
  await cms.upload(cms.field('Image file', image), { name: UPLOADED_IMAGE.name, mimeType: 'image/png', buffer: PNG });
  await cms.save();
  await expect(cms.field('Alternative text', image).getByRole('alert')).toContainText('This field is required.');
  expect(await saved(file)).toBe(before);

  // With its alternative text, it saves, and the picture lands beside the article, in images/.
  await cms.fill(cms.box('Alternative text', image), IMAGE_ALT);
  await cms.saveAndWait();
  await expect
    .poll(async () => dataOf(await saved(file), file)['image'])
    .toEqual({ src: UPLOADED_IMAGE.value, alt: IMAGE_ALT });
  const picture = await cms.readBytes(`src/content/articles/${UPLOADED_IMAGE.value.slice(2)}`);
  expect(picture && (await pictureFacts(picture)).format).toBe('webp');
  expect(pageErrors()).toEqual([]);
});

/**
 * People's photos as a phone names them, each a picture of its own (`shot`)
 * uploaded from a screen of its own, and the file the editor saves:
 * lowercase, WebP.
 */
const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 900 };
const PHOTOS = [
  { name: 'PXL_20251127_101112345.jpg', shot: 1, viewport: PHONE, saved: 'pxl_20251127_101112345.webp' },
  { name: 'IMG_0042.JPG', shot: 2, viewport: DESK, saved: 'img_0042.webp' },
  // The first picture again, for someone else: the editor points to the file it saved, with the same kind of value.
  { name: 'PXL_20251127_101112345.jpg', shot: 1, viewport: DESK, saved: 'pxl_20251127_101112345.webp' },
];
/** A phone photo (4032×3024, upright as 3024×4032) as the editor saves a person's photo: upright within 800×800. */
const SAVED_PHOTO = { format: 'webp', width: 600, height: 800 };
/** What a saved picture must not carry: the camera's data, the place it was taken, an orientation left to the reader. */
const NOTHING_BUT_PIXELS: Partial<PictureFacts> = {
  orientation: undefined,
  exif: false,
  gps: false,
  xmp: false,
  exifMark: false,
};
const people = (): string[] =>
  readdirSync(join(copy, 'src', 'content', 'people'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => f.replace(/\.md$/, ''))
    .sort();

test("a phone's photo of a person is saved beside their file, upright, shrunk, as WebP, without the camera's data", async () => {
  doing = "uploading people's photos";
  const photos = await Promise.all(PHOTOS.map((p) => phonePhoto(p.shot)));
  // Each photo carries what a phone writes, or the checks below would prove nothing.
  for (const photo of photos)
    expect(await pictureFacts(photo)).toMatchObject({
      format: 'jpeg',
      width: 4032,
      orientation: 6,
      gps: true,
      xmp: true,
    });

  for (const [i, shot] of PHOTOS.entries()) {
    const slug = people()[i] ?? '';
    const file = `src/content/people/${slug}.md`;
    await page.setViewportSize(shot.viewport);
    await cms.open('people', `people/entries/${slug}`, { label: 'Name', value: String(rawData(copy, file)['name']) });
    await cms.upload(cms.field('Photo'), {
      name: shot.name,
      mimeType: 'image/jpeg',
      buffer: photos[i] ?? Buffer.alloc(0),
    });
    await cms.saveAndWait();
    // Waits for the name the photo is saved under, not for a change: the person may have had a photo before
    // (the sample's people do), and a file read back mid-save differs too.
    await expect.poll(async () => dataOf(await saved(file), file)['photo'], shot.name).toBe(`./photos/${shot.saved}`);
    // The file the field names, as saved: what it is, then where and under which name.
    const value = String(dataOf(await saved(file), file)['photo']);
    const bytes = await cms.readBytes(join('src/content/people', value));
    if (!bytes) throw new Error(`${shot.name}: the field says ${value}, and there is no such file`);
    const facts = await pictureFacts(bytes);
    expect(facts, shot.name).toMatchObject({ ...SAVED_PHOTO, ...NOTHING_BUT_PIXELS });
    expect(facts.chunks, shot.name).not.toContain('EXIF');
    expect(facts.chunks, shot.name).not.toContain('XMP ');
    expect(value, shot.name).toBe(`./photos/${shot.saved}`);
  }
  await page.setViewportSize(DESK);

  // One new file per picture, and the originals went nowhere: no new file is named after one, none holds one's bytes.
  const folder = 'src/content/people/photos';
  const kept = new Set(existsSync(join(copy, folder)) ? readdirSync(join(copy, folder)) : []);
  const files = await cms.files();
  const added = Object.keys(files).filter(
    (path) => path.startsWith(`${folder}/`) && !kept.has(path.slice(folder.length + 1)),
  );
  expect(added.sort()).toEqual([...new Set(PHOTOS.map((p) => `${folder}/${p.saved}`))].sort());
  for (const photo of photos) expect(Object.values(files)).not.toContain(photo.toString('base64'));
  expect(pageErrors()).toEqual([]);
});

test("on a browser whose canvas cannot write WebP (Safari), a photo is still saved as WebP, by the editor's own encoder", async ({
  browser,
}) => {
  doing = 'uploading a photo as Safari does';
  // Safari's canvas answers a request for WebP with a PNG: Sveltia then encodes with its own
  // WebAssembly encoder, bundled under /admin/, which the page's policy must let it compile.
  const context = await browser.newContext({ viewport: DESK });
  const safari = await context.newPage();
  await answerGitHubStatus(safari);
  const problems: string[] = [];
  const asked: string[] = [];
  safari.on('request', (request) => asked.push(new URL(request.url()).pathname));
  safari.on('pageerror', (error) => problems.push(error.message));
  safari.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await safari.addInitScript(() => {
    const convert = OffscreenCanvas.prototype.convertToBlob;
    OffscreenCanvas.prototype.convertToBlob = function (options) {
      return convert.call(this, options?.type === 'image/webp' ? { ...options, type: 'image/png' } : options);
    };
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`refused: ${e.effectiveDirective} ${e.blockedURI}`),
    );
  });
  try {
    const editor = new Editor(safari, cms.url);
    await editor.start(copy);
    const slug = people()[PHOTOS.length] ?? '';
    const file = `src/content/people/${slug}.md`;
    await editor.open('people', `people/entries/${slug}`, {
      label: 'Name',
      value: String(rawData(copy, file)['name']),
    });
    await editor.upload(editor.field('Photo'), {
      name: 'portrait.jpeg',
      mimeType: 'image/jpeg',
      buffer: await phonePhoto(),
    });
    await editor.saveAndWait();
    await expect
      .poll(async () => dataOf((await editor.read(file)) ?? '', file)['photo'])
      .toBe('./photos/portrait.webp');
    const bytes = await editor.readBytes('src/content/people/photos/portrait.webp');
    expect(bytes && (await pictureFacts(bytes))).toMatchObject({ ...SAVED_PHOTO, ...NOTHING_BUT_PIXELS });
    // Encoded by the editor's own encoder, from the site.
    expect(asked.filter((path) => /^\/admin\/assets\/webp_enc.*\.wasm$/.test(path))).toHaveLength(1);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test("an iPhone's HEIC photo, which Chromium cannot read, is decoded by the editor's own decoder and saved as WebP", async () => {
  doing = 'uploading a HEIC photo';
  // 1600×1200 with an iPhone's make and model and a GPS position in its EXIF, written with libheif (sharp writes no HEIC).
  const heic = readFileSync(join(import.meta.dirname, '..', 'fixtures', 'IMG_0107.HEIC'));
  expect(hasGps(heic.subarray(heic.indexOf('II*\0', 0, 'latin1')))).toBe(true);
  const slug = people()[PHOTOS.length + 1] ?? '';
  const file = `src/content/people/${slug}.md`;
  await cms.open('people', `people/entries/${slug}`, { label: 'Name', value: String(rawData(copy, file)['name']) });
  await cms.upload(cms.field('Photo'), { name: 'IMG_0107.HEIC', mimeType: 'image/heic', buffer: heic });
  await cms.saveAndWait();
  await expect.poll(async () => dataOf(await saved(file), file)['photo']).toBe('./photos/img_0107.webp');
  const bytes = await cms.readBytes('src/content/people/photos/img_0107.webp');
  expect(bytes && (await pictureFacts(bytes))).toMatchObject({
    format: 'webp',
    width: 800,
    height: 600,
    ...NOTHING_BUT_PIXELS,
  });
  expect(pageErrors()).toEqual([]);
});

/** Files kept as the editor writes them (docs/editing.md), so that an edit changes its own lines alone. */
const AS_THE_EDITOR_WRITES = ['src/content/courses/', 'src/content/data/nav.yml'];

/** The lines a change made to a file, as `git diff` shows them (- before, + after), without its headers. */
function changedLines(before: string, after: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'cms-diff-'));
  writeFileSync(join(dir, 'before'), before);
  writeFileSync(join(dir, 'after'), after);
  const diff = spawnSync('git', ['diff', '--no-index', '--unified=0', 'before', 'after'], {
    cwd: dir,
    encoding: 'utf8',
  });
  rmSync(dir, { recursive: true, force: true });
  return diff.stdout.split('\n').filter((line) => /^[-+]/.test(line) && !/^(---|\+\+\+) /.test(line));
}

test('a one-word edit of a course or of the navigation changes that one line of its file', async () => {
  doing = 'changing one word';
  // A course with a session at a place: such a session has no `online` of its own to lose.
  const slug =
    readdirSync(join(copy, 'src', 'content', 'courses'))
      .map((f) => f.replace(/\.md$/, ''))
      .find((s) =>
        ((rawData(copy, `src/content/courses/${s}.md`)['sessions'] ?? []) as { location?: unknown }[]).some(
          (session) => session.location,
        ),
      ) ?? '';
  const course = `src/content/courses/${slug}.md`;
  const before = readFileSync(join(copy, course), 'utf8');
  const { title, audience } = rawData(copy, course) as { title: string; audience: string };
  const [first = ''] = audience.split(' ');
  const changed = audience.replace(first, first === 'People' ? 'Staff' : 'People');
  await cms.open('courses', `courses/entries/${slug}`, { label: 'Title', value: title });
  await cms.fill(await cms.reveal(cms.box('Audience')), changed);
  await cms.saveAndWait();
  // Polled to the end state: a file read back mid-save differs from the one before as well.
  await expect
    .poll(async () => changedLines(before, await saved(course)), course)
    .toEqual([`-audience: ${audience}`, `+audience: ${changed}`]);

  const nav = 'src/content/data/nav.yml';
  const navBefore = readFileSync(join(copy, nav), 'utf8');
  const items = rawData(copy, nav)['nav'] as { label: string; href: string }[];
  const labels = items.map((item) => item.label);
  // The careers item, by the page it opens: the owner may rename its label.
  const at = items.findIndex((item) => item.href === '/careers');
  const careers = labels[at];
  if (careers === undefined) throw new Error(`${nav}: no item for /careers`);
  const renamed = careers === 'Jobs' ? 'Open roles' : 'Jobs';
  await cms.open('data', 'data/entries/nav', { label: 'Label', value: labels[0] ?? '' });
  await cms.fill(await cms.reveal(cms.box('Label').nth(at)), renamed);
  await cms.saveAndWait();
  await expect
    .poll(async () => changedLines(navBefore, await saved(nav)), nav)
    .toEqual([`-  - label: ${careers}`, `+  - label: ${renamed}`]);
  expect(pageErrors()).toEqual([]);
});

test('every data file, and the entries of each collection that between them hold every field, save with a field changed', async ({
  baseURL,
}) => {
  test.setTimeout(600_000);
  const config = (await (await fetch(`${baseURL}/admin/config.json`)).json()) as EditorConfig;
  const entries = entriesCoveringEveryField(editorEntries(config, copy), copy);
  const count = new Map<string, { entries: number; saved: number }>();
  for (const entry of entries) {
    const counted = count.get(entry.list) ?? { entries: 0, saved: 0 };
    count.set(entry.list, { ...counted, entries: counted.entries + 1 });
    const text = await saved(entry.file);
    const field = fieldToChange(entry, dataOf(text, entry.file));
    const value = edited(field.value, field.max);

    doing = entry.path;
    await cms.open(entry.list, entry.path, field);
    await cms.fill(cms.box(field.label).first(), value);
    await cms.saveAndWait();

    // The file holds the new value, and a Markdown body comes back as it was.
    await expect
      .poll(async () => JSON.stringify(dataOf(await saved(entry.file), entry.file)), {
        message: `${entry.file}: ${field.label}`,
      })
      .toContain(JSON.stringify(value));
    expect(bodyOf(await saved(entry.file), entry.file).trim(), entry.file).toBe(bodyOf(text, entry.file).trim());
    if (entry.list === 'pages' && field.label === 'Title') titledPages.push(entry.file);
    if (AS_THE_EDITOR_WRITES.some((path) => entry.file.startsWith(path)))
      expect(changedLines(text, await saved(entry.file)), entry.file).toHaveLength(2);
    count.set(entry.list, { entries: counted.entries + 1, saved: counted.saved + 1 });
  }
  // Every collection the editor shows was reached, each entry saved.
  expect([...count.keys()].sort()).toEqual(config.collections.map((c) => c.name).sort());
  for (const [list, c] of count) expect(c.saved, list).toBe(c.entries);
  console.log([...count].map(([list, c]) => `${list}: ${c.saved} of ${c.entries} entries saved`).join('\n'));
  expect(pageErrors()).toEqual([]);
});

test('a remote role without pay, a service page and a case study are created with only their required fields', async () => {
  doing = 'creating entries';
  await cms.create('jobs');
  await cms.fillIn({
    Title: NEW_ROLE.title,
    Domain: { choose: 'IT Services' },
    'Employment type': { choose: 'Contract' },
    Workplace: { choose: 'Remote' },
    'Remote region': 'United States (Central time zone)',
    Posted: BUILD_DATE,
    Closes: dayAfter(60),
    Description:
      'Remote six-month contract with a regional bank: keep its payment services running through on-call rotations, better alerting and capacity plans.',
    Summary: 'Keep payment services up for a regional bank: alerting, on-call, capacity and calm incident reviews.',
  });
  await cms.saveAndWait();
  const role = `src/content/jobs/${NEW_ROLE.slug}.md`;
  await expect.poll(() => cms.read(role)).not.toBeNull();

  await cms.create('services-ld');
  await cms.fillIn({
    Title: NEW_SERVICE.title,
    Summary: 'Plans, messages and coaching that help teams adopt a new system or structure without losing a quarter.',
    Description:
      'Change management from Aldermoor: stakeholder maps, training plans and coaching for managers, so a new system or structure is used and not just installed.',
    Icon: { choose: 'Workflow' },
    Order: '10',
    'Closing invitation': 'Tell us what is changing and when, and we will sketch a plan with you.',
  });
  await cms.saveAndWait();
  const service = `src/content/services/${NEW_SERVICE.slug}.md`;
  await expect.poll(() => cms.read(service)).not.toBeNull();

  await cms.create('cases');
  await cms.fillIn({
    Title: NEW_CASE.title,
    'Browser tab title': 'Retail network cutover',
    Description:
      'How a regional retailer moved 40 stores to a new network over six weekends, one store at a time with a rollback plan, and lost no trading hours.',
    Summary:
      'A regional retailer replaced the network in 40 stores. We planned the cutovers store by store, on weekends, with a rollback each time.',
    Program: { choose: 'IT Consulting & Services' },
    Sector: 'Regional retail chain',
    Size: 'About 40 stores',
    Services: { choose: 'Blockchain' },
    Date: dayAfter(-30),
  });
  for (const { value, label } of [
    { value: '40', label: 'Stores moved to the new network' },
    { value: '0', label: 'Trading hours lost during the cutovers' },
  ]) {
    await cms.addItem('Results', { Value: value, Label: label });
  }
  await cms.saveAndWait();
  const study = `src/content/cases/${NEW_CASE.slug}.md`;
  await expect.poll(() => cms.read(study)).not.toBeNull();

  // Each file holds what was typed, and nothing for the groups left out.
  const roleData = dataOf(await saved(role), role);
  expect(roleData).toMatchObject({ workplace: 'remote', domain: 'it-services', employmentType: 'contract' });
  expect(Object.keys(roleData)).not.toContain('pay');
  expect(Object.keys(roleData)).not.toContain('location');
  // The role list names each role by its closing day and address.
  await page.evaluate(() => (window.location.hash = '#/collections/jobs'));
  await expect(
    page.getByRole('gridcell', {
      name: `Apply by ${usDate(dayAfter(60))} — ${NEW_ROLE.title} — /careers/${NEW_ROLE.slug}`,
    }),
  ).toBeVisible();
  expect(dataOf(await saved(service), service)).toMatchObject({ category: 'ld', icon: 'workflow', order: 10 });
  expect(dataOf(await saved(study), study)).toMatchObject({ program: 'it', services: ['Blockchain'] });
  expect(pageErrors()).toEqual([]);
});

let deleted = '';

test('a closed role is deleted, and its file with it', async () => {
  doing = 'deleting a closed role';
  deleted =
    readdirSync(join(copy, 'src', 'content', 'jobs'))
      .map((f) => f.replace(/\.md$/, ''))
      .find((slug) => String(rawData(copy, `src/content/jobs/${slug}.md`)['closes']) < BUILD_DATE) ?? '';
  if (!deleted) throw new Error('the test needs a closed role');
  const file = `src/content/jobs/${deleted}.md`;
  await cms.open('jobs', `jobs/entries/${deleted}`, {
    label: 'Title',
    value: String(dataOf(await saved(file), file)['title']),
  });
  await cms.deleteEntry('jobs');
  await expect.poll(() => cms.read(file)).toBeNull();
  expect(pageErrors()).toEqual([]);
});

let deletedCourse = '';

test('a course with one online session is created, and another course deleted', async () => {
  doing = 'creating a course';
  await cms.create('courses');
  await cms.fillIn({
    Title: NEW_COURSE.title,
    'Browser tab title': NEW_COURSE.title,
    Summary:
      'A half-day workshop for operations teams on writing runbooks that an on-call engineer can follow at three in the morning.',
    Description:
      'Live-online workshop for on-call teams: write runbooks with clear triggers, checks and rollbacks, then test them in a drill before an incident does it for you.',
    Services: { choose: 'Technical Training' },
    Audience: 'Operations and platform engineers who write or use runbooks.',
    Level: { choose: 'Introductory' },
    Format: { choose: 'Live online' },
    Hours: '3',
  });
  for (const outcome of [
    'Write a runbook step that names its check and its rollback.',
    'Test a runbook in a short drill with a colleague.',
    'Retire runbooks that no longer match the system.',
  ]) {
    await cms.addItem('Outcomes', { Outcome: outcome });
  }
  for (const [title, detail] of [
    ['Why runbooks fail', 'We read three real runbooks and mark where an engineer would stop.'],
    ['Triggers and checks', 'Each participant rewrites one runbook step with its trigger and check.'],
    ['Rollbacks', 'We add a rollback to every step that changes the system.'],
    ['The drill', 'Pairs run each other’s runbooks against a sandbox and note the gaps.'],
  ] as const) {
    await cms.addItem('Outline', { Title: title, Detail: detail });
  }
  await (await cms.reveal(page.getByRole('button', { name: named('Add Sessions') }))).click();
  await cms.fillIn({
    Identifier: NEW_SESSION.id,
    Start: NEW_SESSION.start,
    End: NEW_SESSION.end,
    'Time zone': 'America/Chicago',
  });
  await (await cms.reveal(page.getByRole('switch', { name: named('Online') }))).last().click();
  await cms.fillIn({ Seats: { choose: 'Seats open' }, Language: 'en-US' });
  await cms.saveAndWait();

  const file = `src/content/courses/${NEW_COURSE.slug}.md`;
  await expect.poll(() => cms.read(file)).not.toBeNull();
  const course = dataOf(await saved(file), file);
  expect(course).toMatchObject({
    services: ['Technicaltraining'],
    format: 'live-online',
    hours: 3,
    sessions: [{ id: NEW_SESSION.id, start: NEW_SESSION.start, online: true, seats: 'open' }],
  });
  expect(Object.keys(course)).not.toContain('price');

  doing = 'deleting a course';
  deletedCourse =
    readdirSync(join(copy, 'src', 'content', 'courses'))
      .map((f) => f.replace(/\.md$/, ''))
      .find((slug) => slug !== NEW_COURSE.slug) ?? '';
  const other = `src/content/courses/${deletedCourse}.md`;
  await cms.open('courses', `courses/entries/${deletedCourse}`, {
    label: 'Title',
    value: String(dataOf(await saved(other), other)['title']),
  });
  await cms.deleteEntry('courses');
  await expect.poll(() => cms.read(other)).toBeNull();
  expect(pageErrors()).toEqual([]);
});

test('an editor changes a service page and the phone number', async () => {
  doing = 'editing a service page and the phone number';
  const servicePath = 'src/content/services/Cybersecurity.md';
  const sitePath = 'src/content/data/site.yml';

  await cms.open('services-it', 'services-it/entries/Cybersecurity', {
    label: 'Title',
    value: String(dataOf(await saved(servicePath), servicePath)['title']),
  });
  await cms.fill(cms.box('Title'), NEW_TITLE);
  // The Markdown body, in the rich-text view: at its very end, a new paragraph.
  const text = await cms.reveal(cms.box('Page text'));
  await text.locator('p').last().click();
  await select(text, null);
  await page.keyboard.press('Enter');
  await page.keyboard.type(NEW_SENTENCE);
  await expect(text.locator('p').last()).toHaveText(NEW_SENTENCE);
  await cms.saveAndWait();
  await expect.poll(() => saved(servicePath)).toMatch(new RegExp(`^title: ${NEW_TITLE}$`, 'm'));

  await cms.open('data', 'data/entries/site', {
    label: 'As printed',
    value: String((dataOf(await saved(sitePath), sitePath)['phone'] as { display: string }).display),
  });
  await cms.fill(cms.box('As printed'), NEW_PHONE.display);
  await cms.fill(cms.box('As dialled'), NEW_PHONE.dial);
  await cms.saveAndWait();

  const service = await saved(servicePath);
  expect(service).toMatch(new RegExp(`on a daily rate\\.\\n+${NEW_SENTENCE}\\n?$`));
  expect(service).toContain('## People first, tools second');
  await expect.poll(() => saved(sitePath)).toContain(`display: ${NEW_PHONE.display}`);
  expect(await saved(sitePath)).toMatch(/dial: ["']\+12175550199["']/);
  expect(pageErrors()).toEqual([]);
});

/**
 * Selects a word in the rich-text view of a page's text, as a double tap
 * does, or with `null` puts the caret at the very end of the text. The
 * editor takes a click in a later frame and then puts the caret where the
 * click was: the selection is made once that frame has passed, and checked
 * to be still there a frame later, before anything is typed.
 */
async function select(text: ReturnType<Editor['box']>, word: string | null): Promise<void> {
  const frames = () =>
    page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await frames();
  await text.evaluate((editor, word) => {
    const walker = document.createTreeWalker(editor, NodeFilter.SHOW_TEXT);
    let last: Text | null = null;
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      if (node.data.trim()) last = node;
      const at = word === null ? -1 : node.data.indexOf(word);
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + (word ?? '').length);
      document.getSelection()?.removeAllRanges();
      document.getSelection()?.addRange(range);
      return;
    }
    if (word !== null || !last) throw new Error(`no "${word}" in the text`);
    document.getSelection()?.collapse(last, last.length);
  }, word);
  await frames();
  const where = await text.evaluate((editor) => {
    const selection = document.getSelection();
    const node = selection?.focusNode;
    const walker = document.createTreeWalker(editor, NodeFilter.SHOW_TEXT);
    let last: Node | null = null;
    while (walker.nextNode()) if ((walker.currentNode as Text).data.trim()) last = walker.currentNode;
    return {
      selected: selection?.toString() ?? '',
      atEnd: node === last && selection?.focusOffset === (last as Text | null)?.data.length,
    };
  });
  expect(where, 'the selection the editor keeps').toEqual(
    word === null ? { selected: '', atEnd: true } : { selected: word, atEnd: where.atEnd },
  );
}

/**
 * The line of an entry's list that names `title` starts with `lead`, and all
 * of `lead` is on the screen: a narrow screen cuts the line at its edge.
 */
async function leadsOnScreen(lead: string, title: string): Promise<void> {
  const line = page.getByRole('gridcell').filter({ hasText: title }).first();
  await expect(line).toHaveText(new RegExp(`^${RegExp.escape(lead)}`));
  const shown = await line.evaluate((cell, lead) => {
    const nodes: Text[] = [];
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) nodes.push(walker.currentNode as Text);
    const text = nodes.map((n) => n.data).join('');
    const from = text.indexOf(lead);
    if (from < 0) return { found: false, left: 0, right: 0, clip: 0 };
    // A character offset in the cell's text as a point in one of its text nodes.
    const point = (offset: number): [Text, number] => {
      for (const node of nodes) {
        if (offset <= node.data.length) return [node, offset];
        offset -= node.data.length;
      }
      throw new Error('past the end');
    };
    const range = document.createRange();
    range.setStart(...point(from));
    range.setEnd(...point(from + lead.length));
    const drawn = range.getBoundingClientRect();
    // What clips it: the screen, and every box around it that hides what overflows.
    let right = window.innerWidth;
    for (let box: Element | null = cell; box; box = box.parentElement)
      if (getComputedStyle(box).overflowX !== 'visible') right = Math.min(right, box.getBoundingClientRect().right);
    return { found: from >= 0, left: drawn.left, right: drawn.right, clip: right };
  }, lead);
  expect(shown.found, lead).toBe(true);
  expect(shown.left, lead).toBeGreaterThanOrEqual(0);
  expect(shown.right, lead).toBeLessThanOrEqual(shown.clip);
}

/** Nothing on the page is wider than the screen, and the control is on it: no sideways scrolling. */
async function fitsTheScreen(control: ReturnType<Editor['box']>): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  for (const target of [control, page.getByRole('button', { name: 'Save', exact: true })]) {
    const box = await target.boundingBox();
    expect(box, 'on screen').not.toBeNull();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
  }
}

test('on a phone, an owner changes a closing date, makes a session full and fixes a word', async () => {
  doing = 'editing on a phone';
  await page.setViewportSize({ width: 390, height: 844 });

  // A role's closing date.
  const slug =
    readdirSync(join(copy, 'src', 'content', 'jobs'))
      .map((f) => f.replace(/\.md$/, ''))
      .find((s) => s !== deleted && String(rawData(copy, `src/content/jobs/${s}.md`)['closes']) >= BUILD_DATE) ?? '';
  const role = `src/content/jobs/${slug}.md`;
  await cms.open('jobs', `jobs/entries/${slug}`, {
    label: 'Title',
    value: String(dataOf(await saved(role), role)['title']),
  });
  const closes = await cms.reveal(cms.box('Closes'));
  await cms.fill(closes, PHONE_CLOSES);
  await fitsTheScreen(closes);
  await cms.saveAndWait();
  await expect.poll(async () => String(dataOf(await saved(role), role)['closes'])).toBe(PHONE_CLOSES);
  // The role list leads its line with the closing date, whole on the narrow screen.
  await page.evaluate(() => (window.location.hash = '#/collections/jobs'));
  await leadsOnScreen(`Apply by ${usDate(PHONE_CLOSES)}`, String(dataOf(await saved(role), role)['title']));

  // A course's first session, full.
  const courseSlug =
    readdirSync(join(copy, 'src', 'content', 'courses'))
      .map((f) => f.replace(/\.md$/, ''))
      .find((s) => s !== deletedCourse && s !== NEW_COURSE.slug) ?? '';
  const course = `src/content/courses/${courseSlug}.md`;
  const before = dataOf(await saved(course), course) as { title: string; sessions: { id: string }[] };
  await cms.open('courses', `courses/entries/${courseSlug}`, { label: 'Title', value: before.title });
  const sessions = await cms.reveal(cms.field('Sessions'));
  // The sessions are listed closed, each by its date, place and seats: open the first.
  await (await cms.reveal(sessions.getByRole('button', { name: 'Expand' }))).first().click();
  const full = (await cms.reveal(sessions.getByRole('radio', { name: named('Full, waiting list open') }))).first();
  await full.scrollIntoViewIfNeeded();
  await fitsTheScreen(full);
  await full.check();
  await cms.saveAndWait();
  await expect
    .poll(async () => (dataOf(await saved(course), course) as { sessions: { seats: string }[] }).sessions[0]?.seats)
    .toBe('full');
  // The course list leads its line with the first session's date, whole on the narrow screen.
  await page.evaluate(() => (window.location.hash = '#/collections/courses'));
  const start = (dataOf(await saved(course), course) as { sessions: { start: string }[] }).sessions[0]?.start ?? '';
  await leadsOnScreen(usDate(start.slice(0, 10)), before.title);

  // A word in a service page's text, selected and typed over.
  const service = `src/content/services/${PHONE_WORD.service}.md`;
  await cms.open('services-it', `services-it/entries/${PHONE_WORD.service}`, {
    label: 'Title',
    value: String(dataOf(await saved(service), service)['title']),
  });
  const text = await cms.reveal(cms.box('Page text'));
  await text.getByText(PHONE_WORD.from).first().scrollIntoViewIfNeeded();
  await fitsTheScreen(text);
  await text.getByText(PHONE_WORD.from).first().click();
  await select(text, PHONE_WORD.from);
  await page.keyboard.type(PHONE_WORD.to);
  await cms.saveAndWait();
  await expect.poll(async () => bodyOf(await saved(service), service)).toContain(` ${PHONE_WORD.to} `);
  expect(bodyOf(await saved(service), service)).not.toContain(` ${PHONE_WORD.from} `);

  await page.setViewportSize({ width: 1280, height: 900 });
  expect(pageErrors()).toEqual([]);
});

test('the editor page asked nothing of another origin', async () => {
  // Requests that left the page, and what the page's policy refused before they could.
  // GitHub's status, which the policy allows, is answered by the test (answerGitHubStatus).
  expect(elsewhere.filter((url) => url !== GITHUB_STATUS_URL)).toEqual([]);
  const refused = await page.evaluate(() => (window as unknown as { refused: string[] }).refused);
  expect(refused).toEqual([]);
});

test('the copy builds, and a visitor finds every change and every new page', async () => {
  doing = 'visiting the rebuilt site';
  await cms.saveInto(copy);
  const build = spawnSync(process.execPath, [join(copy, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build'], {
    cwd: copy,
    env: { ...process.env, PUBLIC_CONTACT_MAILTO_ONLY: 'true', BUILD_DATE },
    encoding: 'utf8',
  });
  expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
  preview = await startPreview({ cwd: copy });
  const at = (path: string) => page.goto(`${preview?.origin}${path}`);

  // The edited service page and phone number.
  await at('/Cybersecurity');
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
  await at('/contact');
  expect((await jsonLd()).find((d) => d['@type'] === 'Organization')?.telephone).toBe(NEW_PHONE.dial);

  // A page whose title was changed in the editor reads as changed (the home page's heading is not its title).
  const renamed = titledPages.map((file) => basename(file, '.md')).find((id) => id !== HOME_ID);
  if (!renamed) throw new Error('no page but the home page had its title changed');
  await at(routeOf(renamed));
  await expect(page.locator('h1')).toContainText('(edited)');

  // The word fixed on a phone.
  await at(`/${PHONE_WORD.service}`);
  await expect(page.locator('main')).toContainText(` ${PHONE_WORD.to} `);

  // The new role is listed among the open roles, without a pay range.
  const rolePath = `/careers/${NEW_ROLE.slug}`;
  await at('/careers');
  await expect(page.locator(`#open-roles a[href="${rolePath}"]`)).toHaveText(NEW_ROLE.title);
  await at(rolePath);
  await expect(page.locator('h1')).toHaveText(NEW_ROLE.title);

  // The new service page has its card on its program's page.
  const servicePage = `/${NEW_SERVICE.slug}`;
  await at('/Learningdevelopment');
  await expect(page.locator(`#services a[href="${servicePage}"]`)).toBeVisible();
  await expect(page.locator('#services').getByRole('heading', { name: NEW_SERVICE.title, exact: true })).toBeVisible();
  await at(servicePage);
  await expect(page.locator('h1')).toHaveText(NEW_SERVICE.title);

  // The article's uploaded image is on its page, with its alternative text, from the build's image pipeline.
  await at(`/insights/${firstArticle()}`);
  await expect(page.getByRole('img', { name: IMAGE_ALT })).toHaveAttribute(
    'src',
    new RegExp(`^/_astro/${UPLOADED_IMAGE.value.replace(/^.*\/|\.webp$/g, '')}\\.`),
  );

  // A person's photo uploaded from a phone is on their page, served by the build's image pipeline.
  const [phoneShot] = PHOTOS;
  await at(`/people/${people()[0]}`);
  await expect(page.locator('main picture img').first()).toHaveAttribute(
    'src',
    new RegExp(`^/_astro/${phoneShot?.saved.replace(/\.webp$/, '')}\\.`),
  );

  // The new case study is listed.
  const casePath = `/case-studies/${NEW_CASE.slug}`;
  await at('/case-studies');
  await expect(page.locator(`main a[href="${casePath}"]`).first()).toBeVisible();
  await at(casePath);
  await expect(page.locator('h1')).toHaveText(NEW_CASE.title);

  // The new course is in the catalog with its session and calendar file; the deleted course is gone.
  const coursePage = `/training/${NEW_COURSE.slug}`;
  await at('/training');
  await expect(page.locator(`#courses a[href="${coursePage}"]`)).toHaveText(NEW_COURSE.title);
  await expect(page.locator(`#courses a[href="/training/${deletedCourse}"]`)).toHaveCount(0);
  await at(coursePage);
  await expect(page.locator('h1')).toHaveText(NEW_COURSE.title);
  await expect(page.locator(`#session-${NEW_SESSION.id}`)).toContainText('Live online');
  expect(readFileSync(join(copy, 'dist', 'training', NEW_COURSE.slug, `${NEW_SESSION.id}.ics`), 'utf8')).toContain(
    'DTSTART;TZID=America/Chicago:',
  );
  expect(existsSync(join(copy, 'dist', 'training', `${deletedCourse}.html`))).toBe(false);

  // The deleted role's page is gone.
  expect(existsSync(join(copy, 'dist', 'careers', `${deleted}.html`))).toBe(false);
  expect(readFileSync(join(copy, 'dist', 'sitemap-0.xml'), 'utf8')).not.toContain(`/careers/${deleted}<`);

  // Each new page is in the sitemap and revalidated by _headers (its rules go by pattern).
  const sitemap = readFileSync(join(copy, 'dist', 'sitemap-0.xml'), 'utf8');
  const { rules } = readHeadersFile(readFileSync(join(copy, 'dist', '_headers'), 'utf8'));
  for (const path of [rolePath, servicePage, casePath, coursePage]) {
    expect(sitemap, path).toContain(`${path}</loc>`);
    expect(headersFor(rules, path).get('cache-control'), path).toBe(PAGE_CACHE_CONTROL);
  }
  expect(pageErrors()).toEqual([]);
});
