import { expect, test } from '@playwright/test';
import { EXECUTABLE_SCRIPT } from '../support/dist';
import { allRoutes } from '../support/site';

/**
 * Content routes ship no JavaScript at all: no script files, no inline scripts, no islands. Data
 * scripts are not code: JSON-LD, and the speculation rules (src/lib/speculation.ts), which the
 * browser reads as prefetch hints and never runs.
 */
for (const route of allRoutes().filter((r) => !r.interactive)) {
  test(`${route.path} loads 0 bytes of JavaScript`, async ({ page }) => {
    let scriptBytes = 0;
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(response.url());
        scriptBytes += (await response.body()).length;
      }
    });
    await page.goto(route.path, { waitUntil: 'networkidle' });
    const inline = await page.locator(EXECUTABLE_SCRIPT).count();
    expect(scripts, 'script files requested').toEqual([]);
    expect(scriptBytes).toBe(0);
    expect(inline, 'executable <script> elements').toBe(0);
    await expect(page.locator('astro-island')).toHaveCount(0);
  });
}
