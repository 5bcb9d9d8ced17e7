/**
 * Following the breadcrumbs and the category pages' links; each page's trail
 * itself is checked over dist/ (tests/build/breadcrumbs.test.ts).
 */
import { expect, test } from '../support/routePage';
import { allRoutes, categories } from '../support/site';

const routes = allRoutes();

test('the IT parent goes to the IT category, the L&D parent to the L&D category', async ({ page }) => {
  await page.goto('/Cybersecurity');
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: categories.it.label }).click();
  await expect(page).toHaveURL(/\/Itconsultingservices$/);
  await expect(page.locator('h1')).toHaveText(categories.it.label);

  await page.goto('/Assessments');
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: categories.ld.label }).click();
  await expect(page).toHaveURL(/\/Learningdevelopment$/);

  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Our Programs' }).click();
  await expect(page).toHaveURL(/\/program$/);
});

test('category pages list their services with Read More links', async ({ page }) => {
  for (const category of ['it', 'ld'] as const) {
    await page.goto(categories[category].href);
    const more = page.getByRole('link', { name: /^Read More about / });
    const targets = routes.filter((r) => r.category === category).map((r) => r.path);
    await expect(more).toHaveCount(targets.length);
    const hrefs = await more.evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(hrefs.sort()).toEqual(targets.sort());
  }
  const assessments = routes.find((r) => r.path === '/Assessments');
  await page.getByRole('link', { name: `Read More about ${assessments?.h1}` }).click();
  await expect(page).toHaveURL(/\/Assessments$/);
});
