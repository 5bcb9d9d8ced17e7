/**
 * Keyboard (WCAG 2.1.1): each task a visitor comes for, done with the
 * keyboard alone. A control is reached only by pressing Tab (tabTo), used
 * with Enter, Space, the arrow keys and typing; no click, no fill, no focus()
 * from the test. Tasks that other specs already drive from the keyboard:
 * searching and opening a result (search.spec.ts), the menu (nav.spec.ts) and
 * the carousel (home.spec.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Locator } from '@playwright/test';
import { expect, test, type Page } from '../support/routePage';
import { careersText, courses, openJobs, TEST_BUILD_DATE, trainingText } from '../support/site';
import { formText, readWords, takeTime } from '../support/forms';
import { isBookable, isUpcoming } from '../../src/lib/training/courses';
import { INBOX_ORIGIN as INBOX, testBuildEnv } from '../../scripts/lib/test-env.mjs';

// Each test on a page of its own: they install the page's clock or an init script (tests/support/routePage.ts).
test.use({ ownPage: true });

/** Presses Tab until `target` has the focus; fails when it never does. */
async function tabTo(page: Page, target: Locator, max = 150): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${String(target)} was not reached with Tab in ${max} presses`);
}

/** Tabs to a text field and types into it: short values key by key, long ones as one input. */
async function typeInto(page: Page, target: Locator, value: string): Promise<void> {
  await tabTo(page, target);
  if (value.length <= 40) await page.keyboard.type(value);
  else await page.keyboard.insertText(value);
}

/** Messages the local inbox holds for `template` from `email`. */
async function inbox(page: Page, template: string, email: string): Promise<{ fields: Record<string, unknown> }[]> {
  const all = (await (await page.request.get(`${INBOX}/__inbox/messages?template=${template}`)).json()) as {
    fields: Record<string, unknown>;
  }[];
  return all.filter((m) => m.fields['email'] === email);
}

const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const contact = readWords('contact');
const contactLabel = formText('contact').label;
const application = readWords('application');
const email = (who: string) => `${who}.${randomUUID().slice(0, 8)}@example.com`;

/** Fills the contact form from the keyboard and sends it with Enter on its button. */
async function sendContactForm(page: Page, from: string): Promise<void> {
  await typeInto(page, box(page, contactLabel.name), 'Dana Whitfield');
  await typeInto(page, box(page, contactLabel.email), from);
  await typeInto(page, box(page, contactLabel.phone), '+1 (217) 555-0142');
  await typeInto(
    page,
    box(page, contactLabel.message),
    'We would like to talk about a security review next quarter, please.',
  );
  await takeTime(page);
  await tabTo(page, page.getByRole('button', { name: contact.submit }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: contact.sent })).toBeVisible();
}

test.describe('forms', () => {
  // The forms' defenses are on, as in production: a person's browser, and a clock to move past the minimum time.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
    await page.clock.install();
  });

  test('send a message from /contact', async ({ page }) => {
    const from = email('keys');
    await page.goto('/contact');
    await sendContactForm(page, from);
    await expect.poll(async () => (await inbox(page, 'local_template', from)).length).toBe(1);
  });

  test('request a seat in a session from its course page', async ({ page }) => {
    const course = courses.find((c) => c.data.sessions.some((s) => isUpcoming(s, TEST_BUILD_DATE) && isBookable(s)));
    const session = course?.data.sessions.find((s) => isUpcoming(s, TEST_BUILD_DATE) && isBookable(s));
    if (!course || !session) throw new Error('no bookable session');
    const from = email('seat-keys');
    await page.goto(course.path);
    await tabTo(page, page.locator(`#session-${session.id}`).getByRole('link', { name: trainingText.requestSeat }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/contact\?/);
    await sendContactForm(page, from);
    await expect
      .poll(async () => (await inbox(page, 'local_template', from))[0]?.fields)
      .toMatchObject({ course: course.slug, session: session.id });
  });

  test('apply for a role with a CV file', async ({ page }) => {
    const role = openJobs[0]!;
    const from = email('apply-keys');
    const label = (name: string) => application.fields[name]!.label;
    await page.goto(role.path);
    await typeInto(page, box(page, label('name')), 'Dana Whitfield');
    await typeInto(page, box(page, label('email')), from);
    await typeInto(page, box(page, label('phone')), '+1 (217) 555-0142');
    // Listening for the chooser turns on the browser's interception of it, a step Playwright does not wait
    // for: asked for just before Space, it once came after the key (the chooser opened unseen, and the
    // test waited for it to time out). Asked for before the Tab presses, it is on well before.
    const chooser = page.waitForEvent('filechooser');
    await tabTo(page, page.getByLabel(label('cv'), { exact: true }));
    await page.keyboard.press('Space');
    await (
      await chooser
    ).setFiles({ name: 'Dana Whitfield CV.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n') });
    await takeTime(page);
    await tabTo(page, page.getByRole('button', { name: application.submit }));
    await page.keyboard.press('Enter');
    await expect(page.locator('main form').getByRole('status')).toHaveText(application.sent);
    const [sent] = await inbox(page, testBuildEnv().PUBLIC_EMAILJS_APPLY_TEMPLATE_ID, from);
    expect(sent?.fields).toMatchObject({ roleId: role.slug, cv: { name: 'Dana Whitfield CV.pdf' } });
  });
});

test.describe('filters', () => {
  for (const { path, list, label } of [
    { path: '/careers', list: '#open-roles', label: careersText.filterDomainLabel },
    { path: '/training', list: '#courses', label: trainingText.filterTopicLabel },
  ]) {
    test(`narrow the list on ${path} with the arrow keys`, async ({ page }) => {
      await page.goto(path);
      const items = page
        .locator(list)
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading') });
      const all = await items.count();
      await tabTo(page, page.getByRole('combobox', { name: label, exact: true }));
      await expect(page.locator(`${list} astro-island`)).not.toHaveAttribute('ssr', /.*/);
      await page.keyboard.press('ArrowDown');
      // The first value is chosen: the address is its own list's page.
      await expect(page).toHaveURL(new RegExp(`${path}/\\w+/[^/?#]+$`));
      await expect.poll(() => items.count()).toBeLessThan(all);
    });
  }
});

test('pause the partner logos', async ({ page }) => {
  await page.goto('/');
  await tabTo(page, page.getByRole('button', { name: 'Pause partner logo animation' }));
  await page.keyboard.press('Enter');
  await expect(page.locator('button[data-marquee-toggle]')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Tab'); // focus on the logos pauses them too: move it on to see the button's doing
  await expect(page.locator('[data-marquee-track]')).toHaveCSS('animation-play-state', 'paused');
});
