import { expect, test, type Page } from '../support/routePage';
import { isBookable, isUpcoming, monthOf, monthText } from '../../src/lib/training/courses';
import { SEAT_CHOICES_PATH, SESSIONS_CALENDAR_PATH, TRAINING_PATH } from '../../src/lib/site/routes';
import { INBOX_ORIGIN as INBOX } from '../../scripts/lib/test-env.mjs';
import { courses, TEST_BUILD_DATE, trainingText as text } from '../support/site';
import { formText, readWords, takeTime } from '../support/forms';

/** The contact form's words: a seat is requested through it. */
const contactWords = readWords('contact');
const contactText = formText('contact');

/** The local inbox the test build sends to (started by playwright.config.ts). */

const cards = (page: Page) =>
  page
    .locator('#courses')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') });
const count = (page: Page) => page.locator('#courses').getByRole('status');
const countOf = (n: number) => (n === 1 ? text.countOne : text.countMany.replace('{count}', String(n)));
const select = (page: Page, label: string) => page.getByRole('combobox', { name: label, exact: true });
/** The filters without JavaScript: links, named by the filters' legend. */
const filterLinks = (page: Page) => page.getByRole('navigation', { name: text.filtersLegend });

/** Brings the list into view (the island hydrates when visible) and waits until it is interactive. */
async function hydrated(page: Page) {
  await page.locator('#courses').scrollIntoViewIfNeeded();
  await expect(page.locator('#courses astro-island')).not.toHaveAttribute('ssr', /.*/);
}

const upcoming = (c: (typeof courses)[number]) => c.data.sessions.filter((s) => isUpcoming(s, TEST_BUILD_DATE));
const titles = (list: typeof courses) => list.map((c) => c.data.title);
const liveOnline = courses.filter((c) => c.data.format === 'live-online');
const inPerson = courses.filter((c) => c.data.format === 'in-person');
const training = courses.filter((c) => c.data.services.includes('Technicaltraining'));
/** The month with the most courses starting, and those courses. */
const [month, inMonth] = (() => {
  const months = [...new Set(courses.flatMap((c) => upcoming(c).filter(isBookable).map(monthOf)))].sort();
  const of = (m: string) => courses.filter((c) => upcoming(c).some((s) => isBookable(s) && monthOf(s) === m));
  const best = months.reduce((a, b) => (of(b).length > of(a).length ? b : a));
  return [best, of(best)] as const;
})();

test.describe('course filters with JavaScript', () => {
  test('format, topic and month narrow the list in place, announce the count and name their own list in the URL', async ({
    page,
  }) => {
    await page.goto(TRAINING_PATH);
    await hydrated(page);
    await expect(cards(page)).toHaveCount(courses.length);
    await expect(count(page)).toHaveAttribute('aria-live', 'polite');

    await select(page, text.filterFormatLabel).selectOption('live-online');
    await expect(cards(page).getByRole('heading')).toHaveText(titles(liveOnline));
    await expect(count(page)).toHaveText(countOf(liveOnline.length));
    await expect(page).toHaveURL(/\/training\/format\/live-online$/);

    await select(page, text.filterFormatLabel).selectOption('');
    await select(page, text.filterTopicLabel).selectOption('Technicaltraining');
    await expect(cards(page).getByRole('heading')).toHaveText(titles(training));

    await select(page, text.filterTopicLabel).selectOption('');
    await select(page, text.filterMonthLabel).selectOption(month);
    await expect(cards(page).getByRole('heading')).toHaveText(titles(inMonth));
    await expect(count(page)).toHaveText(countOf(inMonth.length));
    await expect(page).toHaveURL(new RegExp(`/training/month/${month}$`));

    await page.reload();
    await hydrated(page);
    await expect(select(page, text.filterMonthLabel)).toHaveValue(month);
    await expect(cards(page).getByRole('heading')).toHaveText(titles(inMonth));
  });

  test("a topic's own list starts with it chosen", async ({ page }) => {
    await page.goto(`${TRAINING_PATH}/topic/Technicaltraining`);
    await hydrated(page);
    await expect(select(page, text.filterTopicLabel)).toHaveValue('Technicaltraining');
    await expect(cards(page).getByRole('heading')).toHaveText(titles(training));
    await expect(filterLinks(page)).toBeHidden();
  });

  test('a shared URL opens filtered; no match says so and links to the contact form', async ({ page }) => {
    const none = courses.filter((c) => c.data.format === 'self-paced' && c.data.services.includes('Assessments'));
    expect(none).toEqual([]);
    await page.goto(`${TRAINING_PATH}?format=self-paced&topic=Assessments`);
    await hydrated(page);
    await expect(cards(page)).toHaveCount(0);
    await expect(count(page)).toHaveText(countOf(0));
    await page.getByRole('link', { name: text.noMatchLink }).click();
    await expect(page).toHaveURL(/\/contact\?topic=ld$/);
  });

  test('a hostile or unknown value in the URL is ignored and never inserted into the page', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(`${TRAINING_PATH}?format=<img src=x onerror=alert(1)>&topic=nope&month=2020-01`);
    await hydrated(page);
    await expect(cards(page)).toHaveCount(courses.length);
    for (const label of [text.filterFormatLabel, text.filterTopicLabel, text.filterMonthLabel])
      await expect(select(page, label)).toHaveValue('');
    expect(await page.locator('main').innerHTML()).not.toContain('onerror');
    expect(dialogs).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the full list shows, whatever the query asks, the filters are links, and the courses are on the first screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${TRAINING_PATH}?format=in-person`);
    expect(inPerson.length).toBeLessThan(courses.length);
    await expect(cards(page).getByRole('heading')).toHaveText(titles(courses));
    await expect(count(page)).toHaveText(countOf(courses.length));
    await expect(page.getByRole('group', { name: text.filtersLegend })).toBeHidden();
    await expect(filterLinks(page)).toBeVisible();
    await expect(cards(page).first()).toBeInViewport();
  });

  test("a filter link opens the value's own list, and the month's too", async ({ page }) => {
    await page.goto(TRAINING_PATH);
    await filterLinks(page).getByRole('link', { name: text.formats['in-person'], exact: true }).click();
    await expect(page).toHaveURL(/\/training\/format\/in-person$/);
    await expect(cards(page).getByRole('heading')).toHaveText(titles(inPerson));
    await expect(count(page)).toHaveText(countOf(inPerson.length));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(text.formats['in-person']);
    const months = filterLinks(page).getByRole('group', { name: text.filterMonthLabel });
    await months
      .getByRole('link')
      .filter({ hasText: monthText(month) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/training/month/${month}$`));
    await expect(cards(page).getByRole('heading')).toHaveText(titles(inMonth));
  });

  test('a course page lists its sessions with their buttons and calendar files, with no script', async ({ page }) => {
    const course = courses.find((c) => upcoming(c).some((s) => s.seats === 'full'));
    if (!course) throw new Error('no course with a full session');
    await page.goto(course.path);
    const full = upcoming(course).find((s) => s.seats === 'full');
    const row = page.locator(`#session-${full?.id}`);
    await expect(row).toContainText(text.seats.full);
    await expect(row.getByRole('link', { name: text.waitingList })).toHaveAttribute(
      'href',
      `/contact?topic=${course.data.services[0]}&course=${course.slug}&session=${full?.id}`,
    );
    await expect(row.getByRole('link', { name: text.calendarOne })).toHaveAttribute(
      'href',
      `${course.path}/${full?.id}.ics`,
    );
    await expect(
      page.getByRole('link', { name: course.data.privateTeam ? text.bookTeam : text.askCourse }),
    ).toHaveAttribute('href', `/contact?topic=${course.data.services[0]}&course=${course.slug}`);
  });
});

test.describe('requesting a seat', () => {
  test.use({ ownPage: true });
  // blockHeadless is on in the build, as in production: present the browser as a person's.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
    await page.clock.install();
  });

  test('"Request a seat" opens the form with the course and session chosen; the message arrives with both', async ({
    page,
  }) => {
    const course = courses.find((c) => upcoming(c).some((s) => s.seats === 'open' && s.location));
    const session = course && upcoming(course).find((s) => s.seats === 'open' && s.location);
    if (!course || !session) throw new Error('no open session at a place');
    await page.goto(course.path);
    await page.locator(`#session-${session.id}`).getByRole('link', { name: text.requestSeat }).click();
    await expect(page).toHaveURL(/\/contact\?/);
    await expect(page.locator('astro-island form')).toHaveAttribute('novalidate', '');
    const courseField = page.getByRole('combobox', { name: contactText.label.course, exact: true });
    const sessionField = page.getByRole('combobox', { name: contactText.label.session, exact: true });
    await expect(courseField).toHaveValue(course.slug);
    await expect(courseField.locator('option:checked')).toHaveText(course.data.title);
    await expect(sessionField).toHaveValue(session.id);
    await expect(sessionField.locator('option:checked')).toContainText(session.location?.city ?? '—');
    await expect(page.getByRole('combobox', { name: contactText.label.topic })).toHaveValue(
      course.data.services[0] ?? '',
    );

    const email = `seat-${Date.now()}@example.com`;
    await page.getByRole('textbox', { name: contactText.label.name, exact: true }).fill('Dana Whitfield');
    await page.getByRole('textbox', { name: contactText.label.email, exact: true }).fill(email);
    await page.getByRole('textbox', { name: contactText.label.phone, exact: true }).fill('+1 (217) 555-0142');
    await page
      .getByRole('textbox', { name: contactText.label.message, exact: true })
      .fill('Two seats for our analysts, please.');
    await takeTime(page);
    await page.getByRole('button', { name: contactText.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: contactWords.sent })).toBeVisible();

    const mine = async () => {
      const all = (await (await page.request.get(`${INBOX}/__inbox/messages?template=local_template`)).json()) as {
        fields: Record<string, string>;
      }[];
      return all.find((m) => m.fields['email'] === email)?.fields;
    };
    await expect.poll(mine).toMatchObject({ course: course.slug, session: session.id });
  });

  test('a course or session the page was not built with is ignored and never shown', async ({ page }) => {
    const [course] = courses;
    if (!course) throw new Error('no course');
    const courseField = page.getByRole('combobox', { name: contactText.label.course, exact: true });
    for (const [search, known] of [
      [`?course=${encodeURIComponent('<img src=x onerror=alert(1)>')}`, false],
      [`?course=${course.slug}&session=2019-01-01-nowhere`, true],
      ['?course=nope&session=2027-01-12-online', false],
    ] as const) {
      // The form reads the courses it may preselect from their file: judged once it has them.
      const choices = page.waitForResponse((r) => new URL(r.url()).pathname === SEAT_CHOICES_PATH);
      await page.goto(`/contact${search}`);
      expect((await choices).ok()).toBe(true);
      await expect(page.locator('astro-island form')).toHaveAttribute('novalidate', '');
      // A known course is chosen, its unknown session not; an unknown course is no choice at all.
      if (known) await expect(courseField).toHaveValue(course.slug);
      else await expect(courseField).toHaveCount(0);
      await expect(page.getByRole('combobox', { name: contactText.label.session, exact: true })).toHaveCount(0);
      expect(await page.content()).not.toContain('onerror=alert');
      expect(await page.content()).not.toContain('nowhere');
    }
  });
});

test.describe('a session whose date has passed', () => {
  const past = courses.flatMap((c) =>
    c.data.sessions.filter((s) => !isUpcoming(s, TEST_BUILD_DATE)).map((s) => ({ course: c, session: s })),
  );

  test('is gone from the course page, its JSON-LD, the catalog and the calendar', async ({ page, request }) => {
    expect(past.length).toBeGreaterThan(0);
    for (const { course, session } of past) {
      await page.goto(course.path);
      await expect(page.locator(`#session-${session.id}`)).toHaveCount(0);
      const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join('\n');
      expect(jsonLd).not.toContain(session.start.slice(0, 10));
      for (const s of upcoming(course)) await expect(page.locator(`#session-${s.id}`)).toHaveCount(1);

      await page.goto(TRAINING_PATH);
      await expect(page.locator(`#sessions time[datetime^="${session.start.slice(0, 10)}"]`)).toHaveCount(0);
      await expect(page.locator('#sessions time')).toHaveCount(courses.reduce((n, c) => n + upcoming(c).length, 0));
      const calendar = await (await request.get(SESSIONS_CALENDAR_PATH)).text();
      expect(calendar).toContain('BEGIN:VEVENT');
      expect(calendar).not.toContain(session.id);
      expect((await request.get(`${course.path}/${session.id}.ics`)).status()).toBe(404);
    }
  });
});
