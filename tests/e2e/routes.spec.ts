/**
 * The route table, and two things one route shows. That each route answers 200 with its h1 is
 * tests/e2e/every-route.spec.ts (loaded in a browser through the server); that its HTML alone
 * has it, tests/build/complete-pages.test.ts (read from dist/).
 */
import { expect, test } from '../support/routePage';
import { ADDED, allRoutes, specRoutes } from '../support/site';
import { SPEC_ROUTE_COUNT, SPEC_ROUTES } from '../support/spec';

const routes = allRoutes();

test('the route table has the 28 routes of the original site, and the careers, case study, training, insights, service and other routes added since', () => {
  expect(specRoutes()).toHaveLength(SPEC_ROUTE_COUNT);
  // Any other route is of a kind added since, or a service page the owner added.
  expect(
    routes.filter((r) => !SPEC_ROUTES.includes(r.path) && !ADDED.includes(r.kind) && r.kind !== 'service'),
  ).toEqual([]);
  expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
});

test('the current page is marked in the navigation', async ({ page }) => {
  await page.goto('/partners');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Our Partners' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current]')).toHaveCount(1);
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/about');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});
