import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '../support/routePage';
import { careersText, jobs, openJobs, site } from '../support/site';
import { GENERAL_APPLICATION_PATH } from '../../src/lib/site/routes';
import { holdIslandModules, readWords, takeTime } from '../support/forms';
import { INBOX_ORIGIN as INBOX, testBuildEnv } from '../../scripts/lib/test-env.mjs';
import type { StoredFile, StoredMessage as Stored } from '../../scripts/lib/inbox.mjs';
import { EXECUTABLE_SCRIPT } from '../support/dist';
import { axeViolations, WCAG_TAGS } from '../support/axe';

// Each test on a page of its own: they install the page's clock or an init script (tests/support/routePage.ts).
test.use({ ownPage: true });

/** The local inbox the test build sends to; applications use their own template, so contact tests do not see them. */
const SEND_PATH = '/api/v1.0/email/send-form';
const TEMPLATE = testBuildEnv().PUBLIC_EMAILJS_APPLY_TEMPLATE_ID;
const words = readWords('application');
const CV_DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const MAX_BYTES = 450_000; // PUBLIC_APPLY_MAX_FILE_KB's default; the test build does not set it

const role = openJobs[0]!;
const otherRole = openJobs[1]!;
const closedRole = jobs.find((j) => !j.open)!;

/** Applications from one test: each test applies with its own e-mail address, so parallel tests never mix. */
async function applications(page: Page, email: string): Promise<Stored[]> {
  const all = (await (await page.request.get(`${INBOX}/__inbox/messages?template=${TEMPLATE}`)).json()) as Stored[];
  return all.filter((m) => m.fields['email'] === email);
}

function countSends(page: Page): { count: number } {
  const sends = { count: 0 };
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().includes('/api/v1.0/email/')) sends.count += 1;
  });
  return sends;
}

/**
 * Opens a page with the form and waits until the form is live: Astro drops
 * `ssr` before React has hydrated, so the sign is `novalidate`, which the form
 * sets once its effects (the draft restored among them) have run.
 */
async function openForm(page: Page, path = role.path, section = '#apply') {
  await page.goto(path);
  await reachForForm(page, section);
}

async function reachForForm(page: Page, section: string) {
  await page.locator(`${section} astro-island form`).hover();
  await expect(page.locator(`${section} astro-island form`)).toHaveAttribute('novalidate', '');
}

const label = (name: string) => words.fields[name]!.label;
const field = (page: Page, name: string) => page.getByRole('textbox', { name: label(name), exact: true });
const fileInput = (page: Page) => page.getByLabel(label('cv'), { exact: true });
const submit = (page: Page) => page.getByRole('button', { name: words.submit });
const sentStatus = (page: Page) => page.locator('main form').getByRole('status');

/** A candidate with an address of their own: a run of the same test beside it (--repeat-each) never sees this one's application. */
const candidate = (email: string) => ({
  name: 'Zoë Ångström',
  email: email.replace('@', `.${randomUUID().slice(0, 8)}@`),
  phone: '+1 (217) 555-0199',
  profile: 'https://www.linkedin.com/in/zoe-angstrom',
  note: `Available from March. <b>bold?</b> & "quotes" — 東京 ✓`,
});

/** Fills the form at a person's pace: the minimum time to send has passed when it returns. */
async function fillForm(page: Page, values: ReturnType<typeof candidate>) {
  for (const name of ['name', 'email', 'phone', 'profile', 'note'] as const) await field(page, name).fill(values[name]);
  await takeTime(page);
}

const pdf = (size: number, name = 'Zoe Angstrom CV.pdf', mimeType = 'application/pdf') => ({
  name,
  mimeType,
  buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(Math.max(0, size - 9), 0x20)]),
});

test.describe('the application form', () => {
  // blockHeadless is on in the build, as in production: present the browser as a person's.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
    // A running clock the test can move past the minimum time to send, instead of waiting it out.
    await page.clock.install();
  });

  test('an empty send a moment after focusing a field names each required field next to it', async ({ page }) => {
    const sends = countSends(page);
    await openForm(page);
    await field(page, 'name').focus();
    await submit(page).click();
    for (const [name, message] of [
      ['name', 'Name is required'],
      ['email', 'Email is required'],
      ['phone', 'Phone Number is required'],
      ['profile', words.fields['profile']!.messages!.required!],
    ] as const) {
      await expect(field(page, name)).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, name)).toHaveAccessibleDescription(new RegExp(`^${message}`));
    }
    await expect(field(page, 'name')).toBeFocused();
    expect(sends.count).toBe(0);
    // by the button: where the application goes, and the privacy notice
    await expect(page.locator('#apply')).toContainText(words.note!.text);
    await expect(page.locator('#apply').getByRole('link', { name: words.note!.link })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(await axeViolations(page, { include: '#apply', tags: [...WCAG_TAGS, 'best-practice'] })).toEqual([]);
  });

  test('one application with a CV file arrives with the role in it, the file saved beside it', async ({ page }) => {
    const sends = countSends(page);
    const values = candidate('send-one@example.com');
    await openForm(page);
    await fillForm(page, values);
    await fileInput(page).setInputFiles(pdf(120_000));
    await submit(page).dblclick();
    await expect(sentStatus(page)).toHaveText(words.sent);
    await expect(field(page, 'name')).toHaveValue('');
    expect(sends.count, 'a double click sends once').toBe(1);

    const [message, ...more] = await applications(page, values.email);
    expect(more).toHaveLength(0);
    expect(message?.template_id).toBe(TEMPLATE);
    expect(message?.fields).toMatchObject({ ...values, roleTitle: role.data.title, roleId: role.slug });
    expect(message?.fields['cv']).toMatchObject({
      name: 'Zoe Angstrom CV.pdf',
      type: 'application/pdf',
      size: 120_000,
    });
    expect((message?.fields['cv'] as StoredFile).path).toMatch(/files\/.+Zoe_Angstrom_CV\.pdf$/);
  });

  test('a CV file chosen before the form hydrates is kept, and sent with the application', async ({ page }) => {
    // As on a slow phone: the file is chosen while the form's modules are still on their way.
    const values = { ...candidate('chosen-early@example.com'), profile: '' };
    const release = await holdIslandModules(page);
    await page.goto(role.path);
    await fileInput(page).setInputFiles(pdf(3_000));
    await expect(page.locator('#apply astro-island[ssr]'), 'chosen in the server-rendered form').toHaveCount(1);
    release();
    await reachForForm(page, '#apply');
    await fillForm(page, values);
    await submit(page).click();
    await expect(sentStatus(page)).toHaveText(words.sent);
    const [message] = await applications(page, values.email);
    expect(message?.fields['cv']).toMatchObject({ name: 'Zoe Angstrom CV.pdf', size: 3_000 });
  });

  test('a CV file can stand in for the profile link', async ({ page }) => {
    const values = { ...candidate('file-only@example.com'), profile: '' };
    await openForm(page);
    await fillForm(page, values);
    await fileInput(page).setInputFiles(pdf(2_000, 'cv.docx', CV_DOCX));
    await submit(page).click();
    await expect(sentStatus(page)).toHaveText(words.sent);
    const [message] = await applications(page, values.email);
    expect(message?.fields['profile']).toBe('');
    expect(message?.fields['cv']).toMatchObject({ name: 'cv.docx', size: 2_000 });
  });

  for (const [what, file, message] of [
    ['a file of another type', pdf(2_000, 'photo.png', 'image/png'), words.fields['cv']!.messages!.invalid!],
    ['an old Word (.doc) CV', pdf(2_000, 'cv.doc', 'application/msword'), words.fields['cv']!.messages!.invalid!],
    ['a file over the limit', pdf(MAX_BYTES + 1), words.fields['cv']!.messages!.tooLarge!],
  ] as const) {
    test(`${what} is refused next to the field, naming the rule, and nothing is sent`, async ({ page }) => {
      const sends = countSends(page);
      await openForm(page);
      await fillForm(page, candidate('refused@example.com'));
      // The file chooser offers only the accepted types; a file given anyway is still checked.
      expect((await fileInput(page).getAttribute('accept'))?.split(',')).toEqual([
        '.pdf',
        'application/pdf',
        '.docx',
        CV_DOCX,
      ]);
      await fileInput(page).setInputFiles(file);
      await submit(page).click();
      const expected = message.replace('{types}', 'PDF or DOCX').replace('{max}', '450 KB');
      await expect(fileInput(page)).toHaveAccessibleDescription(new RegExp(`^${RegExp.escape(expected)}`));
      await expect(fileInput(page)).toBeFocused();
      expect(sends.count).toBe(0);
      // choosing an acceptable file clears the message
      await fileInput(page).setInputFiles(pdf(MAX_BYTES));
      await expect(fileInput(page)).not.toHaveAttribute('aria-invalid', 'true');
    });
  }

  for (const mode of ['500', 'drop'] as const) {
    test(`a failed send (${mode}) keeps every character and the file, and offers retry and e-mail with the role`, async ({
      page,
    }) => {
      const values = candidate(`fail-${mode}@example.com`);
      await page.route(
        `${INBOX}${SEND_PATH}`,
        (route) =>
          mode === 'drop'
            ? route.abort('connectionreset')
            : route.fulfill({ status: 500, headers: { 'Access-Control-Allow-Origin': '*' }, body: 'Server Error' }),
        { times: 1 },
      );
      await openForm(page);
      await fillForm(page, values);
      await fileInput(page).setInputFiles(pdf(5_000));
      await submit(page).click();
      const alert = page.getByRole('alert');
      await expect(alert).toContainText(words.failures[mode === 'drop' ? 'network' : 'server'].title);
      for (const name of ['name', 'email', 'phone', 'profile', 'note'] as const) {
        await expect(field(page, name)).toHaveValue(values[name]);
      }
      const mailto = decodeURIComponent(
        (await alert.getByRole('link', { name: site.email }).getAttribute('href')) ?? '',
      );
      expect(mailto).toMatch(new RegExp(`^mailto:${site.email}\\?`));
      expect(mailto).toContain(`${label('roleTitle')}: ${role.data.title}`);
      expect(mailto).toContain(values.note);
      expect(await applications(page, values.email)).toHaveLength(0);

      await alert.getByRole('button', { name: words.retry }).click();
      await expect(sentStatus(page)).toHaveText(words.sent);
      const [message] = await applications(page, values.email);
      expect(message?.fields['cv']).toMatchObject({ size: 5_000 });
    });
  }

  test('the draft is kept per role, without the file, and the hint says so', async ({ page }) => {
    const values = candidate('draft@example.com');
    await openForm(page);
    await fillForm(page, values);
    await fileInput(page).setInputFiles(pdf(1_000));
    await expect(fileInput(page)).toHaveAccessibleDescription(/a chosen file is not/);
    // Each key taken out of storage on the pages from here on.
    await page.addInitScript(() => {
      const removed: string[] = [];
      Object.assign(window, { removed });
      const remove = Storage.prototype.removeItem;
      Storage.prototype.removeItem = function (key: string) {
        removed.push(key);
        remove.call(this, key);
      };
    });
    await page.reload();
    // Reading the draft back deletes nothing, not even for a moment: a visitor who leaves the page at any time keeps it.
    await reachForForm(page, '#apply');
    await expect(field(page, 'note')).toHaveValue(values.note);
    expect(await page.evaluate(() => (window as unknown as { removed: string[] }).removed)).toEqual([]);
    await openForm(page);
    await expect(field(page, 'note')).toHaveValue(values.note);
    await expect(field(page, 'profile')).toHaveValue(values.profile);
    expect(await fileInput(page).evaluate((el: HTMLInputElement) => el.files?.length ?? 0)).toBe(0);
    await openForm(page, otherRole.path);
    await expect(field(page, 'note')).toHaveValue('');
  });

  test('the general application, reached from /careers, sends without a specific role', async ({ page }) => {
    const values = candidate('general@example.com');
    await page.goto('/careers');
    await page.locator('#general-application').getByRole('link', { name: careersText.generalLink }).click();
    await expect(page).toHaveURL(new RegExp(`${GENERAL_APPLICATION_PATH}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(careersText.generalHeading);
    await reachForForm(page, 'main');
    await fillForm(page, values);
    await submit(page).click();
    await expect(sentStatus(page)).toHaveText(words.sent);
    const [message] = await applications(page, values.email);
    expect(message?.fields).toMatchObject({ roleTitle: careersText.generalSubject, roleId: 'general' });
  });
});

test('an open role page loads only the application form, and after the page is shown', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())));
  await page.goto(role.path, { waitUntil: 'networkidle' });
  await expect(page.locator('astro-island')).toHaveCount(1);
  await expect(page.locator('astro-island')).toHaveAttribute('component-url', /ApplyForm/);
  await expect(page.locator('astro-island')).toHaveAttribute('client', 'visible');
});

test('a closed role page has no form and no JavaScript', async ({ page }) => {
  await page.goto(closedRole.path);
  await expect(page.locator(`astro-island, ${EXECUTABLE_SCRIPT}`)).toHaveCount(0);
  await expect(page.getByRole('button', { name: words.submit })).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the role page offers the form as a mailto fallback and the e-mail link with the role', async ({ page }) => {
    await page.goto(role.path);
    const form = page.locator('#apply form');
    await expect(form).toHaveAttribute('action', `mailto:${site.email}`);
    await expect(form.locator('input[name="roleTitle"]')).toHaveValue(role.data.title);
    const mail = page.locator('#apply').getByRole('link', { name: new RegExp(site.email) });
    expect(decodeURIComponent((await mail.getAttribute('href')) ?? '')).toContain(role.slug);
  });
});
