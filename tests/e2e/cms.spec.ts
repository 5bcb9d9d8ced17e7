/**
 * The browser editor, end to end: Decap CMS at /admin/ under `astro dev`,
 * saving through decap-server (scripts/lib/editor.mjs, as `npm run edit`
 * does) into a temporary copy of this repository. In order, on one copy:
 * what the editor refuses (an article's uploaded image without its
 * alternative text too); every entry of every collection and data file
 * saved with one field changed; a role, a service page and a case study
 * created with only their required fields; a closed role deleted; a service
 * page and the phone number changed; then the copy is built and a visitor
 * finds it all.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startEditor } from '../../scripts/lib/editor.mjs';
import { startPreview } from '../../scripts/lib/preview.mjs';
import { testBuildEnv } from '../../scripts/lib/test-env.mjs';
import {
  bodyOf,
  copyRepo,
  edited,
  Editor,
  editorEntries,
  fieldToChange,
  rawData,
  type EditorConfig,
} from '../support/editor';

const NEW_TITLE = 'Security Testing & Advice';
const NEW_SENTENCE = 'We also test the people and processes around your systems.';
const NEW_PHONE = { display: '+1 (217) 555-0199', dial: '+12175550199' };
/** As the footer prints it: no-break spaces and hyphens keep it on one line. */
const printed = (s: string): string => s.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');

/** The copy is built on the test build's date, so a new role's dates are known to be open. */
const BUILD_DATE = testBuildEnv().BUILD_DATE;
const dayAfter = (days: number): string =>
  new Date(Date.parse(`${BUILD_DATE}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The article that gets an uploaded image, and the image's alternative text. */
const firstArticle = (): string => readdirSync(join(copy, 'src', 'content', 'articles'))[0]?.replace(/\.md$/, '') ?? '';
const IMAGE_ALT = 'A bar chart of findings by severity';

/** A 1×1 PNG, the smallest picture an editor could upload. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const NEW_ROLE = { title: 'Site Reliability Engineer', slug: 'site-reliability-engineer' };
const NEW_SERVICE = { title: 'Change Management', slug: 'change-management' };
const NEW_COURSE = { title: 'Writing Runbooks People Follow', slug: 'writing-runbooks-people-follow' };
const NEW_SESSION = { id: `${dayAfter(40)}-online`, start: `${dayAfter(40)}T09:00`, end: `${dayAfter(40)}T12:00` };
const NEW_CASE = {
  title: 'Retailer moves its stores to a new network',
  slug: 'retailer-moves-its-stores-to-a-new-network',
};

let copy = '';
let editor: Awaited<ReturnType<typeof startEditor>> | undefined;
let preview: Awaited<ReturnType<typeof startPreview>> | undefined;
let page: Page;
let cms: Editor;
const errors: string[] = [];

/**
 * Decap refuses a save by rejecting a promise with nothing (persistEntry in
 * decap-cms-core), which the page reports as an uncaught "undefined"; a
 * refusal may leave those and nothing else.
 */
function onlyRefusals(): void {
  expect(errors.filter((e) => e !== `${doing}: undefined`)).toEqual([]);
  errors.length = 0;
}
/** What the test was doing, to name it in errors. */
let doing = 'starting';

test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

/** Where the editor puts the picture the image test uploads. */
const UPLOADED_IMAGE = '/insights/findings-chart.png';

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  copy = copyRepo();
  editor = await startEditor({ cwd: copy });
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (error) => errors.push(`${doing}: ${error.message}`));
  page.on('console', (message) => {
    // The dev server can answer 404 for the image a test uploaded though the file is on disk: its list of
    // public files lags behind (under `npm run edit` only; on GitHub the editor reads the repository).
    if (message.type() === 'error' && !message.location().url.endsWith(UPLOADED_IMAGE))
      errors.push(`${doing}: ${message.text()} ${message.location().url}`);
  });
  cms = new Editor(page, editor.editor);
  await cms.start('pages');
});

test.afterAll(async () => {
  await page?.close();
  preview?.close();
  await editor?.close();
  if (copy) rmSync(copy, { recursive: true, force: true });
});

test('an edit that empties a required field, or gives it the wrong form, cannot be published', async () => {
  doing = 'refusing an empty title';
  const file = join(copy, 'src', 'content', 'services', 'Blockchain.md');
  const before = readFileSync(file, 'utf8');

  await cms.open('services-it', 'services-it/entries/Blockchain', { label: 'Title', value: 'Blockchain' });
  const title = page.getByLabel('Title', { exact: true });
  await title.fill('');
  await cms.publish();
  await expect(page.getByText(/missed a required field/i)).toBeVisible();
  await expect(page.getByText(/Title is required/i)).toBeVisible();

  // A value of the wrong form is refused with the schema's own message.
  await title.fill('AI');
  await cms.publish();
  await expect(page.getByText(/3 to 60 characters/)).toBeVisible();
  expect(readFileSync(file, 'utf8')).toBe(before);
  onlyRefusals();
});

test('a pay range with only a minimum is refused, naming the fields it lacks', async () => {
  doing = 'refusing half a pay range';
  const jobs = join(copy, 'src', 'content', 'jobs');
  const slug = readdirSync(jobs)
    .map((f) => f.replace(/\.md$/, ''))
    .find((s) => rawData(copy, `src/content/jobs/${s}.md`)['pay'] === undefined);
  if (!slug) throw new Error('the test needs a role without a pay range');
  const file = join(jobs, `${slug}.md`);
  const before = readFileSync(file, 'utf8');

  await cms.open('jobs', `jobs/entries/${slug}`, {
    label: 'Title',
    value: String(rawData(copy, `src/content/jobs/${slug}.md`)['title']),
  });
  const pay = page.getByLabel('group field').filter({ hasText: 'Pay (optional)' });
  await pay.getByRole('button', { name: 'Expand' }).click();
  // Empty, the group's fields are optional; once one is used, the others are required.
  await expect(pay.getByLabel('Min (optional)', { exact: true })).toBeVisible();
  await pay.getByLabel('Min (optional)', { exact: true }).fill('60');
  await expect(pay.getByLabel('Max', { exact: true })).toBeVisible();
  await cms.publish();
  await expect(page.getByText('Pay: fill in Max, Currency, and Unit too, or empty every field of Pay.')).toBeVisible();
  await expect(pay.getByText('Max is required.')).toBeVisible();
  expect(readFileSync(file, 'utf8')).toBe(before);
  onlyRefusals();

  // Emptied again, the group saves, and the file keeps no pay range.
  await pay.getByLabel(/^Min/).fill('');
  await cms.publishAndWait();
  expect(rawData(copy, `src/content/jobs/${slug}.md`)['pay']).toBeUndefined();
});

test("an article's uploaded image cannot be saved without its alternative text", async () => {
  doing = "refusing an article's image without alternative text";
  const slug = firstArticle();
  const where = `src/content/articles/${slug}.md`;
  const file = join(copy, where);
  const before = readFileSync(file, 'utf8');

  await cms.open('articles', `articles/entries/${slug}`, {
    label: 'Title',
    value: String(rawData(copy, where)['title']),
  });
  const image = page.getByLabel('group field').filter({ hasText: 'Image (optional)' });
  await image.getByRole('button', { name: 'Expand' }).click();
  // Upload a picture through the media library, as an editor does, and choose it.
  await image.getByRole('button', { name: /Choose an image/ }).click();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'findings-chart.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await expect(image.getByLabel('Alternative text', { exact: true })).toBeVisible();
  await cms.publish();
  await expect(page.getByText('Image: fill in Alternative text too, or empty every field of Image.')).toBeVisible();
  expect(readFileSync(file, 'utf8')).toBe(before);
  onlyRefusals();

  // With its alternative text, it saves.
  await image.getByLabel('Alternative text', { exact: true }).fill(IMAGE_ALT);
  await cms.publishAndWait();
  expect(rawData(copy, where)['image']).toEqual({
    src: UPLOADED_IMAGE,
    alt: IMAGE_ALT,
  });
  expect(existsSync(join(copy, 'public', 'insights', 'findings-chart.png'))).toBe(true);
  // The dev server serves it once its file watcher has seen it. Until then the editor's thumbnail of
  // the new file is a 404 (under `npm run edit` only: on GitHub the editor reads it from the repository).
  await expect
    .poll(async () => (await fetch(`${editor?.site}${UPLOADED_IMAGE}`)).status, { timeout: 30_000 })
    .toBe(200);
  expect(errors).toEqual([]);
  errors.length = 0;
});

test('every entry of every collection and data file saves with a field changed', async () => {
  test.setTimeout(600_000);
  const config = (await (await fetch(`${editor?.site}/admin/config.json`)).json()) as EditorConfig;
  const entries = editorEntries(config, copy);
  const saved = new Map<string, { entries: number; saved: number }>();
  for (const entry of entries) {
    const count = saved.get(entry.list) ?? { entries: 0, saved: 0 };
    saved.set(entry.list, { ...count, entries: count.entries + 1 });
    const body = bodyOf(copy, entry.file);
    const field = fieldToChange(entry, rawData(copy, entry.file));
    const value = edited(field.value, field.max);

    doing = entry.path;
    await cms.open(entry.list, entry.path, field);
    await page.getByLabel(field.label, { exact: true }).first().fill(value);
    await cms.publishAndWait();

    // The file on disk holds the new value, and a Markdown body comes back as it was.
    await expect
      .poll(() => JSON.stringify(rawData(copy, entry.file)), { message: `${entry.file}: ${field.label}` })
      .toContain(JSON.stringify(value));
    expect(bodyOf(copy, entry.file).trim(), entry.file).toBe(body.trim());
    saved.set(entry.list, { entries: count.entries + 1, saved: count.saved + 1 });
  }
  // Every collection the editor shows was reached, each entry saved.
  expect([...saved.keys()].sort()).toEqual(config.collections.map((c) => c.name).sort());
  for (const [list, count] of saved) expect(count.saved, list).toBe(count.entries);
  console.log([...saved].map(([list, c]) => `${list}: ${c.saved} of ${c.entries} entries saved`).join('\n'));
  expect(errors, errors.join('\n')).toEqual([]);
});

test('a remote role without pay, a service page and a case study are created with only their required fields', async () => {
  doing = 'creating entries';
  await cms.create('jobs');
  await cms.fillIn({
    Title: NEW_ROLE.title,
    Domain: { choose: 'IT Services' },
    'Employment type': { choose: 'Contract' },
    Workplace: { choose: 'Remote' },
    'Remote region (optional)': 'United States (Central time zone)',
    Posted: BUILD_DATE,
    Closes: dayAfter(60),
    Description:
      'Remote six-month contract with a regional bank: keep its payment services running through on-call rotations, better alerting and capacity plans.',
    Summary: 'Keep payment services up for a regional bank: alerting, on-call, capacity and calm incident reviews.',
  });
  await cms.publishAndWait();

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
  await cms.publishAndWait();

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
    await page.getByRole('button', { name: 'Add results' }).click();
    await page.getByLabel('Value', { exact: true }).last().fill(value);
    await page.getByLabel('Label', { exact: true }).last().fill(label);
  }
  await cms.publishAndWait();

  // Each file holds what was typed, and nothing for the groups left empty.
  const role = `src/content/jobs/${NEW_ROLE.slug}.md`;
  await expect.poll(() => existsSync(join(copy, role))).toBe(true);
  expect(rawData(copy, role)).toMatchObject({ workplace: 'remote', domain: 'it-services', employmentType: 'contract' });
  expect(Object.keys(rawData(copy, role))).not.toContain('pay');
  expect(Object.keys(rawData(copy, role))).not.toContain('location');
  // The role list names each role by its address and closing day.
  await page.evaluate(() => (window.location.hash = '#/collections/jobs'));
  const closes = new Date(`${dayAfter(60)}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  await expect(
    page.getByText(`${NEW_ROLE.title} — /careers/${NEW_ROLE.slug} — apply by ${closes}`, { exact: true }),
  ).toBeVisible();
  const service = `src/content/services/${NEW_SERVICE.slug}.md`;
  await expect.poll(() => existsSync(join(copy, service))).toBe(true);
  expect(rawData(copy, service)).toMatchObject({ category: 'ld', icon: 'workflow', order: 10 });
  const study = `src/content/cases/${NEW_CASE.slug}.md`;
  await expect.poll(() => existsSync(join(copy, study))).toBe(true);
  expect(rawData(copy, study)).toMatchObject({ program: 'it', services: ['Blockchain'] });
  expect(errors, errors.join('\n')).toEqual([]);
});

let deleted = '';

test('a closed role is deleted, and its file with it', async () => {
  doing = 'deleting a closed role';
  const jobs = join(copy, 'src', 'content', 'jobs');
  deleted =
    readdirSync(jobs)
      .map((f) => f.replace(/\.md$/, ''))
      .find((slug) => String(rawData(copy, `src/content/jobs/${slug}.md`)['closes']) < BUILD_DATE) ?? '';
  if (!deleted) throw new Error('the test needs a closed role');
  await cms.open('jobs', `jobs/entries/${deleted}`, {
    label: 'Title',
    value: String(rawData(copy, `src/content/jobs/${deleted}.md`)['title']),
  });
  await cms.deleteEntry('jobs');
  await expect.poll(() => existsSync(join(jobs, `${deleted}.md`))).toBe(false);
  expect(errors, errors.join('\n')).toEqual([]);
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
    await page.getByRole('button', { name: 'Add outcomes' }).click();
    await page.getByLabel('Outcome', { exact: true }).last().fill(outcome);
  }
  for (const [title, detail] of [
    ['Why runbooks fail', 'We read three real runbooks and mark where an engineer would stop.'],
    ['Triggers and checks', 'Each participant rewrites one runbook step with its trigger and check.'],
    ['Rollbacks', 'We add a rollback to every step that changes the system.'],
    ['The drill', 'Pairs run each other’s runbooks against a sandbox and note the gaps.'],
  ] as const) {
    await page.getByRole('button', { name: 'Add outline' }).click();
    await page.getByLabel('Title', { exact: true }).last().fill(title);
    await page.getByLabel('Detail', { exact: true }).last().fill(detail);
  }
  await page.getByRole('button', { name: 'Add sessions' }).click();
  await cms.fillIn({
    Identifier: NEW_SESSION.id,
    Start: NEW_SESSION.start,
    End: NEW_SESSION.end,
    'Time zone': 'America/Chicago',
    Seats: { choose: 'Seats open' },
    Language: 'en-US',
  });
  await page.getByLabel('Online (optional)', { exact: true }).click();
  await cms.publishAndWait();

  const file = `src/content/courses/${NEW_COURSE.slug}.md`;
  await expect.poll(() => existsSync(join(copy, file))).toBe(true);
  expect(rawData(copy, file)).toMatchObject({
    services: ['Technicaltraining'],
    format: 'live-online',
    hours: 3,
    sessions: [{ id: NEW_SESSION.id, start: NEW_SESSION.start, online: true, seats: 'open' }],
  });
  expect(Object.keys(rawData(copy, file))).not.toContain('price');

  doing = 'deleting a course';
  const courses = join(copy, 'src', 'content', 'courses');
  deletedCourse =
    readdirSync(courses)
      .map((f) => f.replace(/\.md$/, ''))
      .find((slug) => slug !== NEW_COURSE.slug) ?? '';
  await cms.open('courses', `courses/entries/${deletedCourse}`, {
    label: 'Title',
    value: String(rawData(copy, `src/content/courses/${deletedCourse}.md`)['title']),
  });
  await cms.deleteEntry('courses');
  await expect.poll(() => existsSync(join(courses, `${deletedCourse}.md`))).toBe(false);
  expect(errors, errors.join('\n')).toEqual([]);
});

test('an editor changes a service page and the phone number', async () => {
  doing = 'editing a service page and the phone number';
  const servicePath = join(copy, 'src', 'content', 'services', 'Cybersecurity.md');
  const sitePath = join(copy, 'src', 'content', 'data', 'site.yml');

  await cms.open('services-it', 'services-it/entries/Cybersecurity', {
    label: 'Title',
    value: String(rawData(copy, 'src/content/services/Cybersecurity.md')['title']),
  });
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
  await cms.publishAndWait();

  await cms.open('data', 'data/entries/site', {
    label: 'As printed',
    value: String((rawData(copy, 'src/content/data/site.yml')['phone'] as { display: string }).display),
  });
  await page.getByLabel('As printed', { exact: true }).fill(NEW_PHONE.display);
  await page.getByLabel('As dialled', { exact: true }).fill(NEW_PHONE.dial);
  await cms.publishAndWait();

  // Both files changed on disk, in the copy's working tree.
  const service = readFileSync(servicePath, 'utf8');
  expect(service).toMatch(new RegExp(`^title: ${NEW_TITLE}$`, 'm'));
  expect(service).toMatch(new RegExp(`on a daily rate\\.\\n+${NEW_SENTENCE}\\n?$`));
  expect(service).toContain('## People first, tools second');
  const siteFile = readFileSync(sitePath, 'utf8');
  expect(siteFile).toContain(`display: ${NEW_PHONE.display}`);
  expect(siteFile).toMatch(/dial: ["']\+12175550199["']/);
  expect(errors, errors.join('\n')).toEqual([]);
});

test('the copy builds, and a visitor finds every change and every new page', async () => {
  doing = 'visiting the rebuilt site';
  await editor?.close();
  editor = undefined;
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

  // A page changed in the editor reads as changed.
  await at('/privacy');
  await expect(page.locator('h1')).toContainText('(edited)');

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
  await expect(page.locator('#services').getByRole('heading', { name: NEW_SERVICE.title })).toBeVisible();
  await at(servicePage);
  await expect(page.locator('h1')).toHaveText(NEW_SERVICE.title);

  // The article's uploaded image is on its page, with its alternative text.
  await at(`/insights/${firstArticle()}`);
  await expect(page.getByRole('img', { name: IMAGE_ALT })).toHaveAttribute('src', UPLOADED_IMAGE);

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

  // Each new page is in the sitemap and has its own rule in _headers.
  const sitemap = readFileSync(join(copy, 'dist', 'sitemap-0.xml'), 'utf8');
  const headers = readFileSync(join(copy, 'dist', '_headers'), 'utf8').split('\n');
  for (const path of [rolePath, servicePage, casePath, coursePage]) {
    expect(sitemap, path).toContain(`${path}</loc>`);
    expect(headers, path).toContain(path);
  }
  expect(errors, errors.join('\n')).toEqual([]);
});
