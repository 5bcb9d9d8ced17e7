import { expect, test } from '../support/routePage';
import { REFLOW, applyTextSpacing, reflowReport } from '../support/reflow';

test('an unknown path answers 404 with a way back', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText("We can't find that page");
  await expect(page.locator('main').getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(page.locator('main').getByRole('link', { name: 'Our Programs' })).toHaveAttribute('href', '/program');
  await expect(page).toHaveURL(/\/no-such-page$/);
  // Reflow and text spacing, as every other page is checked (every-route.spec.ts).
  await page.setViewportSize(REFLOW);
  expect(await reflowReport(page)).toEqual({ pageWidth: REFLOW.width, headerControlsOff: [] });
  await applyTextSpacing(page);
  expect(await reflowReport(page)).toEqual({ pageWidth: REFLOW.width, headerControlsOff: [] });
});

for (const [typed, canonical] of [
  ['/cybersecurity', '/Cybersecurity'],
  ['/ABOUT', '/about'],
  ['/itconsultingservices/', '/Itconsultingservices'],
  ['/CyberSecurity?ref=print#top', '/Cybersecurity?ref=print#top'],
] as const) {
  test(`${typed} sends the visitor to ${canonical}`, async ({ page }) => {
    await page.goto(typed);
    await expect(page).toHaveURL((url) => url.href.endsWith(canonical));
    await expect(page.locator('h1')).not.toHaveText("We can't find that page");
  });
}

test('a trailing slash on a route still shows that page, with the canonical URL declared', async ({ page }) => {
  const response = await page.goto('/Cybersecurity/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('h1')).toHaveText('Cybersecurity');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/Cybersecurity$/);
});
