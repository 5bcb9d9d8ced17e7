/**
 * The pages that between them render every kind of element of each template,
 * and each template's page with the longest word (tests/support/templates.ts
 * reflowRoutes), loaded in a browser and checked for what only loading them
 * shows. That each route is a complete page in its HTML alone, and that a
 * content route carries no script and names nothing from elsewhere, is
 * tests/build/complete-pages.test.ts, over every route.
 * - it answers 200, and once it is up (its islands hydrated) its h1 and main
 *   navigation are there;
 * - a content route loads no JavaScript at all: no script files, no inline
 *   scripts, no islands (JSON-LD and the speculation rules are data the
 *   browser never runs);
 * - without analytics and reCAPTCHA (the default, as in the test build), no
 *   request leaves the site's origin: no counting, no Google, no font or
 *   script from elsewhere. The one exception is the owner's map on /contact,
 *   an OpenStreetMap frame named in the privacy notice; what that frame
 *   itself loads is its own business, so only the page's requests count;
 * - at 320 CSS pixels wide (400% zoom), and again with WCAG's text spacing,
 *   it does not scroll sideways and every header control is on the screen
 *   (tests/support/reflow.ts). A route with islands opens at 1280 px and is
 *   resized where it stands, as a visitor zooms a page already open, since
 *   its scripts may set it up for the width it opened at. A content route
 *   runs no script, so opened at 320 px it lies as it would zoomed there, and
 *   it is opened there: about 40% less work a route than a layout at 1280 px
 *   first.
 * Two pages of a template differ only in their content: the same elements
 * and islands, with other words and values. A long word is what content
 * brings that a narrow screen cannot hold: every page's CSS breaks a word
 * longer than its line (checked on every route by complete-pages.test.ts),
 * and the page with the longest one shows that it does.
 */
import { expect, test } from '../support/routePage';
import { EXECUTABLE_SCRIPT } from '../support/dist';
import { REFLOW, applyTextSpacing, reflowReport } from '../support/reflow';
import { allRoutes, nav as mainNav } from '../support/site';
import { reflowRoutes } from '../support/templates';
import { MAP_ORIGIN } from '../../src/lib/contact/officeMap';

const sample = new Set(reflowRoutes());

for (const route of allRoutes().filter((r) => sample.has(r.path))) {
  const what = route.interactive ? 'nothing from elsewhere' : 'no JavaScript, nothing from elsewhere';
  test(`${route.path}: loads; ${what}; reflows at 320 px, with text spacing too`, async ({ page, baseURL }) => {
    const elsewhere: string[] = [];
    const scripts: string[] = [];
    let scriptBytes = 0;
    page.on('request', (request) => {
      const { origin } = new URL(request.url());
      if (origin === new URL(baseURL ?? '').origin || request.url().startsWith('data:')) return;
      const mapFrame = request.isNavigationRequest() && origin === MAP_ORIGIN;
      if (!mapFrame && request.frame() === page.mainFrame()) elsewhere.push(request.url());
    });
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(response.url());
      // A redirect has no body; the address is listed above either way.
      scriptBytes += (await response.body().catch(() => Buffer.alloc(0))).length;
    });
    if (!route.interactive) await page.setViewportSize(REFLOW);
    // A page that runs no script can start no request after its load event; one that does is
    // watched until the network is quiet.
    const response = await page.goto(route.path, { waitUntil: route.interactive ? 'networkidle' : 'load' });
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText(route.h1);
    if (route.interactive)
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveCount(mainNav.length);

    expect(elsewhere, 'requests to other origins').toEqual([]);
    if (!route.interactive) {
      expect(scripts, 'script files requested').toEqual([]);
      expect(scriptBytes).toBe(0);
      expect(await page.locator(EXECUTABLE_SCRIPT).count(), 'executable <script> elements').toBe(0);
      await expect(page.locator('astro-island')).toHaveCount(0);
    }

    if (route.interactive) await page.setViewportSize(REFLOW);
    expect(await reflowReport(page), 'at 320 px').toEqual({ pageWidth: REFLOW.width, headerControlsOff: [] });
    await applyTextSpacing(page);
    expect(await reflowReport(page), 'at 320 px with text spacing').toEqual({
      pageWidth: REFLOW.width,
      headerControlsOff: [],
    });
  });
}
