/**
 * A filter on a list cut into pages (/careers, /training) looks through every
 * page. The test build's lists fit on one page, so the test brings its own
 * second page: it serves /careers/page/2 as the same cards under other
 * addresses, and tells the built /careers of it as the build would (the
 * island's `pages`). What the pages link to without JavaScript is checked
 * over dist/ (tests/build/pagination.test.ts).
 */
import { expect, test, type Page } from '../support/routePage';
import { careersText, openJobs } from '../support/site';

const SECOND = '/careers/page/2';
const cards = (page: Page) =>
  page
    .locator('#open-roles')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') });
const count = (page: Page) => page.locator('#open-roles').getByRole('status');
const countOf = (n: number) => (n === 1 ? careersText.countOne : careersText.countMany.replace('{count}', String(n)));
const elsewhere = (href: string) => href.replace('/careers/', '/careers/second-');

/** /careers as a list of two pages: its first page, and a second with the same roles at other addresses; `told`, the pages whose island is told of both. */
async function twoPages(page: Page, told: readonly string[] = ['/careers']) {
  const pagesProp = /&quot;pages&quot;:\[1,\[.*?\]\]\]/;
  const q = (s: string) => `&quot;${s}&quot;`;
  await page.route(
    (url) => told.includes(url.pathname),
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      expect(html, 'the island is told the pages of the list').toMatch(pagesProp);
      const two = `${q('pages')}:[1,[[0,${q('/careers')}],[0,${q(SECOND)}]]]`;
      await route.fulfill({ response, body: html.replace(pagesProp, two) });
    },
  );
  await page.route(
    (url) => url.pathname === SECOND,
    async (route) => {
      const response = await route.fetch({ url: new URL('/careers', route.request().url()).href });
      await route.fulfill({
        response,
        body: (await response.text()).replaceAll('href="/careers/', 'href="/careers/second-'),
      });
    },
  );
}

async function hydrated(page: Page) {
  await page.locator('#open-roles').scrollIntoViewIfNeeded();
  await expect(page.locator('#open-roles astro-island')).not.toHaveAttribute('ssr', /.*/);
}

/** The roles of a domain on this page, by their links, in order. */
const rolesOf = (page: Page, domain: string) =>
  page
    .locator(`#open-roles li[data-filter-domain="${domain}"] h3 a`)
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
const domainOfFirst = (page: Page) =>
  page.locator('#open-roles li[data-filter-domain]').first().getAttribute('data-filter-domain');

test('a filter looks through every page of the list, in page order; cleared, the page shows its own again', async ({
  page,
}) => {
  await twoPages(page);
  await page.goto('/careers');
  await hydrated(page);
  const own = await cards(page).count();
  const domain = (await domainOfFirst(page)) ?? '';
  const matching = await rolesOf(page, domain);
  expect(matching.length).toBeGreaterThan(0);

  await page.getByRole('combobox', { name: careersText.filterDomainLabel, exact: true }).selectOption(domain);
  const links = cards(page).getByRole('heading').getByRole('link');
  await expect(links).toHaveCount(matching.length * 2);
  await expect(count(page)).toHaveText(countOf(matching.length * 2));
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual([...matching, ...matching.map(elsewhere)]);
  await expect(page).toHaveURL(new RegExp(`/careers/domain/${domain}$`));

  await page.getByRole('combobox', { name: careersText.filterDomainLabel, exact: true }).selectOption('');
  await expect(cards(page)).toHaveCount(own);
  await expect(cards(page).locator('a[href^="/careers/second-"]')).toHaveCount(0);
});

test('a shared filtered address opens filtered over the whole list', async ({ page }) => {
  await twoPages(page);
  await page.goto('/careers');
  const domain = (await domainOfFirst(page)) ?? '';
  const matching = await rolesOf(page, domain);
  await page.goto(`/careers?domain=${domain}#open-roles`);
  await hydrated(page);
  await expect(cards(page)).toHaveCount(matching.length * 2);
  await expect(page.getByRole('combobox', { name: careersText.filterDomainLabel, exact: true })).toHaveValue(domain);
});

test("a domain's own list shows as built; another filter looks through every page of the whole list", async ({
  page,
}) => {
  const [role] = openJobs;
  if (!role) throw new Error('no open role');
  const { domain, workplace } = role.data;
  const own = `/careers/domain/${domain}`;
  await twoPages(page, ['/careers', own]);
  const read: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'fetch') read.push(new URL(r.url()).pathname);
  });
  await page.goto(own);
  await hydrated(page);
  const mine = openJobs.filter((j) => j.data.domain === domain).map((j) => j.path);
  const links = cards(page).getByRole('heading').getByRole('link');
  await expect(links).toHaveCount(mine.length);
  expect(read, 'the page as built needs no other page').toEqual([]);

  const select = (label: string) => page.getByRole('combobox', { name: label, exact: true });
  await select(careersText.filterWorkplaceLabel).selectOption(workplace);
  const both = openJobs.filter((j) => j.data.domain === domain && j.data.workplace === workplace).map((j) => j.path);
  await expect(links).toHaveCount(both.length * 2);
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
    ...both,
    ...both.map(elsewhere),
  ]);
  expect(read.sort()).toEqual(['/careers', SECOND]);
  await expect(page).toHaveURL(new RegExp(`${own}\\?workplace=${workplace}$`));

  await select(careersText.filterDomainLabel).selectOption('');
  const anywhere = openJobs.filter((j) => j.data.workplace === workplace).map((j) => j.path);
  await expect(links).toHaveCount(anywhere.length * 2);
  await expect(page).toHaveURL(new RegExp(`/careers/workplace/${workplace}$`));

  // Back to the page's own filter: its own list, as built, at its own address.
  await select(careersText.filterDomainLabel).selectOption(domain);
  await select(careersText.filterWorkplaceLabel).selectOption('');
  await expect(links).toHaveCount(mine.length);
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(mine);
  await expect(count(page)).toHaveText(countOf(mine.length));
  await expect(page).toHaveURL(new RegExp(`${own}$`));
});
