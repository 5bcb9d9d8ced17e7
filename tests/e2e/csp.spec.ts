import { expect, test } from '../support/routePage';
import { openJobs } from '../support/site';

// Each test on a page of its own: they install the page's clock or an init script (tests/support/routePage.ts).
test.use({ ownPage: true });

/**
 * Every inline <style> and <script> (the page CSS is inlined at build time)
 * runs under the page's Content-Security-Policy <meta>: the browser reports
 * no violation, and the styles really apply.
 */
for (const path of [
  '/',
  '/program',
  '/contact',
  '/careers',
  // An open role's page, with its application form (the test build's fixtures hold one, whatever the owner's roles).
  ...openJobs.slice(0, 1).map((j) => j.path),
  '/Cybersecurity',
  '/no-such-page',
  // A search runs on load: Pagefind's script, web worker and WebAssembly under the page's policy.
  '/search?q=penetration+testing',
]) {
  test(`${path}: no Content-Security-Policy violation, inline CSS applied`, async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { __cspViolations: seen });
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.push(`${e.violatedDirective} ${e.blockedURI || 'inline'} ${e.sourceFile}:${e.lineNumber}`),
      );
    });
    const messages: string[] = [];
    page.on('console', (m) => {
      if (/Content.Security.Policy/i.test(m.text())) messages.push(m.text());
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    // Every island reached for (brought into view, pointer over it) and hydrated: its code ran under the policy too.
    for (const island of await page.locator('astro-island').all()) await island.locator('> *').first().hover();
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    if (['/contact', '/careers'].includes(path)) await expect(page.locator('astro-island')).not.toHaveCount(0);
    const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
    expect(violations).toEqual([]);
    expect(messages).toEqual([]);
    // The inline CSS applied: the body uses the site's layout (a flex column), not the browser default.
    expect(await page.evaluate(() => getComputedStyle(document.body).flexDirection)).toBe('column');
  });
}
