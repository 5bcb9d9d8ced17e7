/** Case studies in the browser: reachable from home, and linked both ways with their services. */
import { expect, test } from '../support/test';
import { caseStudies, readFolder } from '../support/site';

const titles = new Map(readFolder('services').map((s) => [s.id, s.data.title]));

test('home shows every case study; each opens, and /case-studies lists them all', async ({ page }) => {
  await page.goto('/');
  const section = page.locator('#cases');
  for (const c of caseStudies) {
    await section.getByRole('link', { name: c.data.title }).click();
    await expect(page).toHaveURL(new RegExp(`${c.path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.data.title);
    await page.goBack();
  }
  await section.getByRole('link', { name: 'All case studies' }).click();
  await expect(page).toHaveURL(/\/case-studies$/);
  for (const c of caseStudies) await expect(page.getByRole('link', { name: c.data.title })).toBeVisible();
});

test('/program links to the case studies', async ({ page }) => {
  await page.goto('/program');
  for (const c of caseStudies)
    await expect(page.locator('#cases').getByRole('link', { name: c.data.title })).toBeVisible();
});

for (const c of caseStudies) {
  test(`${c.path} links to its services, and each links back under "See it in practice"`, async ({ page }) => {
    for (const id of c.data.services) {
      await page.goto(c.path);
      await page
        .getByRole('main')
        .getByRole('link', { name: titles.get(id) ?? id, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`/${id}$`));
      const practice = page.getByRole('region', { name: 'See it in practice' });
      await expect(practice).toBeVisible();
      await practice.getByRole('link', { name: c.data.title }).click();
      await expect(page).toHaveURL(new RegExp(`${c.path}$`));
    }
  });
}
