/** The figures band (src/content/data/figures.yml) on home and /about: each figure links to a page that says it. */
import { expect, test } from '../support/routePage';
import { readFigures } from '../../src/content/read';

const figures = readFigures();

for (const path of ['/', '/about']) {
  test(`${path} shows the figures, each linking to the page that backs it`, async ({ page }) => {
    await page.goto(path);
    const band = page.locator('#figures');
    await expect(band.getByRole('heading', { level: 2 })).toBeVisible();
    const items = band.getByRole('listitem');
    await expect(items).toHaveCount(figures.length);
    for (const [i, figure] of figures.entries()) {
      const link = items.nth(i).getByRole('link');
      await expect(link).toBeVisible();
      await expect(link).toHaveAccessibleName(`${figure.value} ${figure.label}`);
      await expect(link).toHaveAttribute('href', figure.href);
    }
  });
}

test('each figure link opens a page that states the figure', async ({ page }) => {
  await page.goto('/');
  const links = page.locator('#figures a');
  for (const [i, figure] of figures.entries()) {
    await links.nth(i).click();
    await expect(page).toHaveURL(new RegExp(`${figure.href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main')).toContainText(figure.evidence);
    await page.goBack();
  }
});
