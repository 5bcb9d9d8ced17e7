/**
 * Resize text (WCAG 1.4.4): with the browser's text size at 200% (its font
 * settings, as a visitor sets them, through the DevTools protocol), every
 * page axe checks (tests/support/templates.ts) is read at 1280 px wide with
 * nothing cut off: no sideways scroll, and no box that hides what overflows
 * it (overflow hidden or clip) holds text larger than itself. A box the
 * visitor can scroll (the carousel's row) hides nothing.
 */
import { expect, test } from '../support/routePage';
import { DESKTOP } from '../support/axe';
import { templateRoutes } from '../support/templates';

/** Chromium's default sizes are 16 px (standard) and 13 px (fixed). */
const DOUBLED = { standard: 32, fixed: 26 };

for (const path of [...templateRoutes(), '/no-such-page']) {
  test(`${path}: text at 200% is not cut off at 1280 px`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(path);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.setFontSizes', { fontSizes: DOUBLED });
    try {
      expect(await page.evaluate(() => getComputedStyle(document.body).fontSize)).toBe('32px');
      const cut = await page.evaluate(() => {
        const found: string[] = [];
        for (const el of document.querySelectorAll('body *')) {
          if (!(el instanceof HTMLElement)) continue;
          const s = getComputedStyle(el);
          const hides = [s.overflowX, s.overflowY].some((o) => o === 'hidden' || o === 'clip');
          // A box of 1 px is text kept for screen readers only (visually-hidden).
          if (!hides || el.clientWidth <= 1 || !el.checkVisibility({ visibilityProperty: true })) continue;
          if (!el.innerText.trim()) continue;
          if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
            found.push(`${el.tagName.toLowerCase()}.${el.className}: "${el.innerText.trim().slice(0, 40)}"`);
        }
        return { pageWidth: document.documentElement.scrollWidth, cut: found };
      });
      expect(cut).toEqual({ pageWidth: DESKTOP.width, cut: [] });
    } finally {
      await cdp.send('Page.setFontSizes', { fontSizes: { standard: 16, fixed: 13 } });
      await cdp.detach();
    }
  });
}
