import { expect, test } from '@playwright/test';

/**
 * Every inline <style> and <script> (the page CSS is inlined at build time)
 * runs under the page's Content-Security-Policy <meta>: the browser reports
 * no violation, and the styles really apply.
 */
for (const path of ['/', '/program', '/contact', '/Cybersecurity', '/no-such-page']) {
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
    if (path === '/contact') await expect(page.locator('astro-island:not([ssr])')).toHaveCount(1);
    const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
    expect(violations).toEqual([]);
    expect(messages).toEqual([]);
    // The inline CSS applied: the body uses the site's layout (a flex column), not the browser default.
    expect(await page.evaluate(() => getComputedStyle(document.body).flexDirection)).toBe('column');
  });
}
