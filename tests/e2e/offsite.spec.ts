/**
 * Without analytics and reCAPTCHA (the default, as in the test build) the
 * page's policy allows nothing of theirs, and /privacy says so. That no
 * request leaves the origin on any route is checked in every-route.spec.ts.
 */
import { expect, test } from '../support/routePage';

test('the policy names no analytics endpoint and no Google; /privacy says nothing is counted', async ({ page }) => {
  await page.goto('/privacy');
  const policy = (await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content')) ?? '';
  expect(policy).not.toMatch(/google|gstatic|plausible/);
  const main = page.locator('main');
  await expect(main).toContainText('The site runs no analytics');
  await expect(main.getByRole('heading', { name: 'Keeping spam out' })).toHaveCount(0);
  await expect(main).not.toContainText('reCAPTCHA');
});
