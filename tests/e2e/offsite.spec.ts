/**
 * Without analytics and reCAPTCHA (the default, as in the test build), no
 * request leaves the site's origin on any route: no counting, no Google, no
 * font or script from elsewhere. The one exception is the owner's map on
 * /contact, an OpenStreetMap frame named in the privacy notice; what that
 * frame itself loads is its own business, so only the page's requests count.
 */
import { expect, test } from '@playwright/test';
import { allRoutes } from '../support/site';

const MAP = 'https://www.openstreetmap.org';

for (const route of allRoutes()) {
  test(`${route.path}: no request leaves the origin`, async ({ page, baseURL }) => {
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      const { origin } = new URL(request.url());
      if (origin === new URL(baseURL ?? '').origin || request.url().startsWith('data:')) return;
      const mapFrame = request.isNavigationRequest() && origin === MAP;
      if (!mapFrame && request.frame() === page.mainFrame()) elsewhere.push(request.url());
    });
    await page.goto(route.path, { waitUntil: 'networkidle' });
    expect(elsewhere).toEqual([]);
  });
}

test('the policy names no analytics endpoint and no Google; /privacy says nothing is counted', async ({ page }) => {
  await page.goto('/privacy');
  const policy = (await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content')) ?? '';
  expect(policy).not.toMatch(/google|gstatic|plausible/);
  const main = page.locator('main');
  await expect(main).toContainText('The site runs no analytics');
  await expect(main.getByRole('heading', { name: 'Keeping spam out' })).toHaveCount(0);
  await expect(main).not.toContainText('reCAPTCHA');
});
