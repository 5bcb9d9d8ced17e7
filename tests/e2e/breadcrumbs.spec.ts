/**
 * Following the breadcrumbs and the category pages' links; each page's trail
 * itself is checked over dist/ (tests/build/breadcrumbs.test.ts).
 */
import { expect, test } from '../support/test';
import { allRoutes, categories } from '../support/site';

const routes = allRoutes();

test('the IT parent goes to the IT category, the L&D parent to the L&D category', async ({ page }) => {
  await page.goto('/Cybersecurity');
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'IT Consulting & Services' })
    .click();
  await expect(page).toHaveURL(/\/Itconsultingservices$/);
  await expect(page.locator('h1')).toHaveText('IT Consulting & Services');

  await page.goto('/Assessments');
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Learning & Development Services' })
    .click();
  await expect(page).toHaveURL(/\/Learningdevelopment$/);

  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Our Programs' }).click();
  await expect(page).toHaveURL(/\/program$/);
});

test('category pages list their services with Read More links', async ({ page }) => {
  for (const [category, count] of [
    ['it', 11],
    ['ld', 9],
  ] as const) {
    await page.goto(categories[category].href);
    const more = page.getByRole('link', { name: /^Read More about / });
    await expect(more).toHaveCount(count);
    const targets = routes.filter((r) => r.category === category).map((r) => r.path);
    const hrefs = await more.evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(hrefs.sort()).toEqual(targets.sort());
  }
  await page.getByRole('link', { name: 'Read More about Assessments' }).click();
  await expect(page).toHaveURL(/\/Assessments$/);
});
