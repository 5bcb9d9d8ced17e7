/** Case studies in the browser: reachable from home, and linked both ways with their services. */
import { expect, test } from '../support/routePage';
import { caseStudies, readFolder } from '../support/site';
import { FIRST_FEW, PAGE_SIZE } from '../../src/lib/site/pagination';
import { CASE_STUDIES_PATH, listPagePath, serviceCaseStudiesPath } from '../../src/lib/site/routes';

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
      // The service's page shows its newest few; an older one is on the page of all of them that it links to.
      const place = caseStudies.filter((x) => x.data.services.includes(id)).findIndex((x) => x.slug === c.slug);
      let listed = practice;
      if (place >= FIRST_FEW.serviceCaseStudies) {
        const all = serviceCaseStudiesPath(id);
        await practice.locator(`a[href="${all}"]`).click();
        await expect(page).toHaveURL(new RegExp(`${all}$`));
        const onPage = Math.floor(place / PAGE_SIZE.caseStudies) + 1;
        if (onPage > 1) await page.goto(listPagePath(all, onPage));
        listed = page.locator('#cases');
      }
      await listed.getByRole('link', { name: c.data.title }).click();
      await expect(page).toHaveURL(new RegExp(`${c.path}$`));
    }
  });
}
