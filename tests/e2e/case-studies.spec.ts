/** Case studies in the browser: reachable from home, and linked both ways with their services. */
import { expect, test } from '../support/test';
import { caseStudies, readFolder } from '../support/site';
import { FIRST_FEW, PAGE_SIZE } from '../../src/lib/site/pagination';
import { CASE_STUDIES_PATH } from '../../src/lib/site/routes';

const titles = new Map(readFolder('services').map((s) => [s.id, s.data.title]));
/** The heading of a service page's case studies, from the case studies page's words. */
const inPractice = readFolder('pages').find((p) => p.id === 'case-studies')?.data.caseStudy?.inPractice ?? '';
/** The newest case studies, as many as the home page and /program show. */
const newest = caseStudies.slice(0, FIRST_FEW.caseStudies);

test('home shows the newest case studies; each opens, and /case-studies lists them, newest first', async ({ page }) => {
  await page.goto('/');
  const section = page.locator('#cases');
  for (const c of newest) {
    await section.getByRole('link', { name: c.data.title }).click();
    await expect(page).toHaveURL(new RegExp(`${c.path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.data.title);
    await page.goBack();
  }
  await section.locator(`a[href="${CASE_STUDIES_PATH}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${CASE_STUDIES_PATH}$`));
  for (const c of caseStudies.slice(0, PAGE_SIZE.caseStudies))
    await expect(page.getByRole('link', { name: c.data.title })).toBeVisible();
});

test('/program links to the newest case studies', async ({ page }) => {
  await page.goto('/program');
  for (const c of newest) await expect(page.locator('#cases').getByRole('link', { name: c.data.title })).toBeVisible();
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
      const practice = page.getByRole('region', { name: inPractice });
      await expect(practice).toBeVisible();
      await practice.getByRole('link', { name: c.data.title }).click();
      await expect(page).toHaveURL(new RegExp(`${c.path}$`));
    }
  });
}
