import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { allRoutes } from '../support/site';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Both color schemes; the site follows the visitor's system setting (src/styles/tokens.css). */
const SCHEMES = ['light', 'dark'] as const;

const paths = [...allRoutes().map((r) => r.path), '/no-such-page'];

for (const colorScheme of SCHEMES) {
  for (const viewport of VIEWPORTS) {
    test.describe(`axe at ${viewport.width}×${viewport.height}, ${colorScheme} scheme`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height }, colorScheme });

      for (const path of paths) {
        test(`${path} has no WCAG violations (${viewport.name}, ${colorScheme})`, async ({ page }) => {
          await page.goto(path, { waitUntil: 'networkidle' });
          const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
          const summary = results.violations.map(
            (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          );
          expect(summary).toEqual([]);
        });
      }
    });
  }
}

for (const colorScheme of SCHEMES) {
  test.describe(`axe on the open phone menu, ${colorScheme} scheme`, () => {
    test.use({ viewport: { width: 390, height: 844 }, colorScheme });

    test(`the open menu has no WCAG violations (${colorScheme})`, async ({ page }) => {
      await page.goto('/about');
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Our Partners' }),
      ).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      expect(results.violations.map((v) => v.id)).toEqual([]);
    });
  });
}
