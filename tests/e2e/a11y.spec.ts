/**
 * axe (WCAG 2.0–2.2 A and AA), every rule at 390×844 and 1280×800 in the
 * light scheme, and the rules that read colors in the dark one, at 390×844
 * and on the header at 1280×800 (tests/support/axe.ts says why), on every page with a template of its own and on
 * the fewest pages of each shared template that render every kind of element
 * it produces (tests/support/templates.ts, which says why that is enough).
 * Each test loads its page once, then changes width and scheme in place (as
 * when a visitor turns a phone or their system turns dark), once any color
 * transition has ended.
 */
import { expect, test } from '../support/routePage';
import { axeAtEachLayout, axeViolations, DESKTOP, PHONE } from '../support/axe';
import { templateRoutes } from '../support/templates';

for (const path of [...templateRoutes(), '/no-such-page']) {
  test(`${path}: every rule at 390 and 1280 px, and the color rules in the dark scheme`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(path);
    expect(await axeAtEachLayout(page)).toEqual([]);
  });
}

test.describe('the menu on a phone', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the open menu has no WCAG violations (${colorScheme})`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.emulateMedia({ colorScheme });
      await page.goto('/about');
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Our Partners' }),
      ).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
