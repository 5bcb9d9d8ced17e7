import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { allRoutes } from '../support/site';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Both color schemes; the site follows the visitor's system setting (src/styles/tokens.css). */
const SCHEMES = ['light', 'dark'] as const;

const paths = [...allRoutes().map((r) => r.path), '/no-such-page'];

/** axe's violations on the page as it is now, one line each: rule and elements. */
async function violations(page: Page): Promise<string[]> {
  // Only violations are reported: axe then collects no details for the rules that pass.
  const results = await new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

// One page load per route and width, checked in both schemes: the scheme is switched in place
// (as when a visitor's system turns dark), once any color transition it starts has ended.
for (const viewport of VIEWPORTS) {
  test.describe(`axe at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const path of paths) {
      test(`${path} has no WCAG violations (${viewport.name}, light and dark)`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: 'light' });
        await page.goto(path, { waitUntil: 'networkidle' });
        for (const colorScheme of SCHEMES) {
          await page.emulateMedia({ colorScheme });
          await page.evaluate(() =>
            Promise.all(
              document
                .getAnimations()
                .filter((a) => a instanceof CSSTransition)
                .map((a) => a.finished.catch(() => undefined)),
            ),
          );
          expect.soft(await violations(page), `${colorScheme} scheme`).toEqual([]);
        }
      });
    }
  });
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
      expect(await violations(page)).toEqual([]);
    });
  });
}
