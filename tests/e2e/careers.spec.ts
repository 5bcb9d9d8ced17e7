import { expect, test, type Page } from '../support/routePage';
import { capabilities, careersText, openJobs } from '../support/site';
import { GENERAL_APPLICATION_PATH } from '../../src/lib/site/routes';
import { axeViolations } from '../support/axe';

const list = (page: Page) =>
  page
    .locator('#open-roles')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') });
const count = (page: Page) => page.locator('#open-roles').getByRole('status');
const countOf = (n: number) => (n === 1 ? careersText.countOne : careersText.countMany.replace('{count}', String(n)));
const select = (page: Page, label: string) => page.getByRole('combobox', { name: label, exact: true });
const domainSelect = (page: Page) => select(page, careersText.filterDomainLabel);
const workplaceSelect = (page: Page) => select(page, careersText.filterWorkplaceLabel);
/** The filters without JavaScript: links, named by the filters' legend. */
const filterLinks = (page: Page) => page.getByRole('navigation', { name: careersText.filtersLegend });

/** Brings the list into view (the island hydrates when visible) and waits until it is interactive. */
async function hydrated(page: Page) {
  await page.locator('#open-roles').scrollIntoViewIfNeeded();
  await expect(page.locator('#open-roles astro-island')).not.toHaveAttribute('ssr', /.*/);
}

const titles = (jobs: typeof openJobs) => jobs.map((j) => j.data.title);
const cyber = openJobs.filter((j) => j.data.domain === 'cyber-security');

test.describe('open-roles filters with JavaScript', () => {
  test('a filter narrows the list in place, announces the count and names its own list in the URL', async ({
    page,
  }) => {
    await page.goto('/careers');
    await hydrated(page);
    await expect(list(page)).toHaveCount(openJobs.length);
    await expect(count(page)).toHaveAttribute('aria-live', 'polite');

    await domainSelect(page).selectOption('cyber-security');
    await expect(list(page).getByRole('heading')).toHaveText(titles(cyber));
    await expect(count(page)).toHaveText(countOf(cyber.length));
    await expect(page).toHaveURL(/\/careers\/domain\/cyber-security$/);

    await page.reload();
    await hydrated(page);
    await expect(domainSelect(page)).toHaveValue('cyber-security');
    await expect(list(page).getByRole('heading')).toHaveText(titles(cyber));

    await domainSelect(page).selectOption('');
    await expect(list(page)).toHaveCount(openJobs.length);
    await expect(page).toHaveURL(/\/careers$/);
  });

  test('a shared filtered URL opens filtered; no match says so and links to the general application', async ({
    page,
  }) => {
    await page.goto('/careers?domain=robotics&workplace=remote#open-roles');
    await hydrated(page);
    await expect(domainSelect(page)).toHaveValue('robotics');
    await expect(workplaceSelect(page)).toHaveValue('remote');
    await expect(list(page)).toHaveCount(0);
    await expect(count(page)).toHaveText(countOf(0));
    await expect(page.locator('#open-roles')).toContainText(careersText.noMatch);
    await page.getByRole('link', { name: careersText.noMatchLink }).click();
    await expect(page).toHaveURL(new RegExp(`${GENERAL_APPLICATION_PATH}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(careersText.generalHeading);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a hostile or unknown value in the URL is ignored and never inserted into the page', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto('/careers?domain=<img src=x onerror=alert(1)>&type=nope&workplace=REMOTE');
    await hydrated(page);
    await expect(list(page)).toHaveCount(openJobs.length);
    await expect(domainSelect(page)).toHaveValue('');
    await expect(workplaceSelect(page)).toHaveValue('');
    expect(await page.locator('main').innerHTML()).not.toContain('onerror');
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test("a role name in the home page's slider opens the open roles of its domain", async ({ page }) => {
    const group = capabilities.find((c) => c.id === 'cyber-security');
    const role = group?.roles[0];
    if (!group || !role) throw new Error('no cyber-security group');
    await page.goto('/');
    await page.locator('[data-carousel-slide]').nth(capabilities.indexOf(group)).scrollIntoViewIfNeeded();
    await page.getByRole('link', { name: role, exact: true }).click();
    await expect(page).toHaveURL(/\/careers\/domain\/cyber-security#open-roles$/);
    await hydrated(page);
    await expect(list(page).getByRole('heading')).toHaveText(titles(cyber));
  });

  test("a domain's own list starts with it chosen; more filters go in the query, and back returns to them", async ({
    page,
  }) => {
    const [first, ...rest] = cyber;
    if (!first) throw new Error('no open cyber-security role');
    await page.goto('/careers/domain/cyber-security');
    await hydrated(page);
    await expect(domainSelect(page)).toHaveValue('cyber-security');
    await expect(filterLinks(page)).toBeHidden();
    await expect(list(page).getByRole('heading')).toHaveText(titles(cyber));
    await expect(count(page)).toHaveText(countOf(cyber.length));

    const workplace = first.data.workplace;
    const both = cyber.filter((j) => j.data.workplace === workplace);
    await workplaceSelect(page).selectOption(workplace);
    await expect(list(page).getByRole('heading')).toHaveText(titles(both));
    await expect(page).toHaveURL(new RegExp(`/careers/domain/cyber-security\\?workplace=${workplace}$`));

    // Without a domain, the whole list's roles at that workplace; the address is the workplace's own list.
    await domainSelect(page).selectOption('');
    const anywhere = openJobs.filter((j) => j.data.workplace === workplace);
    await expect(list(page).getByRole('heading')).toHaveText(titles(anywhere));
    await expect(page).toHaveURL(new RegExp(`/careers/workplace/${workplace}$`));
    expect(anywhere.length + rest.length).toBeGreaterThan(both.length);

    await list(page).getByRole('link', { name: first.data.title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.data.title);
    await page.goBack();
    await hydrated(page);
    await expect(page).toHaveURL(new RegExp(`/careers/workplace/${workplace}$`));
    await expect(workplaceSelect(page)).toHaveValue(workplace);
    await expect(domainSelect(page)).toHaveValue('');
    await expect(list(page).getByRole('heading')).toHaveText(titles(anywhere));
  });
});

test.describe('roles first', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('at 1280×800 the filters and the first open role are on the first screen, without scrolling', async ({
    page,
  }) => {
    await page.goto('/careers');
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    const onFirstScreen = async (what: ReturnType<Page['locator']>) => {
      const box = await what.boundingBox();
      if (!box) throw new Error('not rendered');
      return box.y >= 0 && box.y + box.height <= 800;
    };
    expect(await onFirstScreen(domainSelect(page)), 'the filters').toBe(true);
    expect(await onFirstScreen(list(page).first()), 'the first open role, whole').toBe(true);
    await expect(list(page).first().getByRole('heading')).toHaveText(openJobs[0]?.data.title ?? '');
  });

  test('the top links down to "Why work with us" and "How we hire", which come after the list', async ({ page }) => {
    await page.goto('/careers');
    const jump = page.getByRole('navigation', { name: careersText.readFirst });
    for (const name of ['Why work with us', 'How we hire']) {
      await jump.getByRole('link', { name }).click();
      const heading = page.getByRole('heading', { level: 2, name });
      await expect(heading).toBeInViewport();
      const after = await heading.evaluate(
        (h) => !!(document.getElementById('open-roles')!.compareDocumentPosition(h) & Node.DOCUMENT_POSITION_FOLLOWING),
      );
      expect(after, `${name} comes after the open roles`).toBe(true);
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the full list shows, whatever the query asks; the filters are links, not selects', async ({ page }) => {
    await page.goto('/careers?domain=robotics');
    await expect(list(page).getByRole('heading')).toHaveText(titles(openJobs));
    await expect(count(page)).toHaveText(countOf(openJobs.length));
    await expect(page.getByRole('group', { name: careersText.filtersLegend })).toBeHidden();
    await expect(page.locator('#open-roles select')).toHaveCount(3);
    for (const s of await page.locator('#open-roles select').all()) await expect(s).toBeHidden();
    const domains = filterLinks(page).getByRole('group', { name: careersText.filterDomainLabel });
    await expect(domains.getByRole('link')).toHaveText([
      careersText.filterAllOption,
      ...capabilities.map((c) => c.name),
    ]);
    await expect(domains.getByRole('link', { name: careersText.filterAllOption })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test("a filter link opens the value's own list; its later pages stay filtered", async ({ page }) => {
    // The domain with the most open roles: its list is the one most likely to have a later page.
    const [group] = [...capabilities].sort(
      (a, b) =>
        openJobs.filter((j) => j.data.domain === b.id).length - openJobs.filter((j) => j.data.domain === a.id).length,
    );
    if (!group) throw new Error('no domain');
    const mine = openJobs.filter((j) => j.data.domain === group.id);
    await page.goto('/careers');
    await filterLinks(page).getByRole('link', { name: group.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/careers/domain/${group.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(group.name);
    await expect(filterLinks(page).getByRole('link', { name: group.name, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(count(page)).toHaveText(countOf(mine.length));
    // Page after page, by the "next page" link: each lists only the domain's roles, together all of them in order.
    const seen: string[] = [];
    for (;;) {
      seen.push(...(await list(page).getByRole('heading').allTextContents()).map((t) => t.trim()));
      const next = page.locator('#open-roles a[rel="next"]');
      if ((await next.count()) === 0) break;
      await next.click();
      await expect(page).toHaveURL(new RegExp(`/careers/domain/${group.id}/page/\\d+$`));
    }
    expect(seen).toEqual(titles(mine));
    await filterLinks(page)
      .getByRole('group', { name: careersText.filterDomainLabel })
      .getByRole('link', { name: careersText.filterAllOption })
      .click();
    await expect(page).toHaveURL(/\/careers$/);
  });

  test('a role page has its details and the e-mail way to apply', async ({ page }) => {
    const job = openJobs[0];
    if (!job) throw new Error('no open role');
    await page.goto(job.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.data.title);
    const apply = page.getByRole('region', { name: careersText.applyHeading });
    await expect(apply.getByRole('link', { name: /Email your application/ })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:.+subject=.*${job.slug}`),
    );
  });
});
