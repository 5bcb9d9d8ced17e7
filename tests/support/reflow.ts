/**
 * What WCAG's reflow (1.4.10) and text spacing (1.4.12) ask of a page, measured
 * in the browser: at 320 CSS pixels wide (a 1280 px window at 400% zoom) the
 * page does not scroll sideways, and every control of the header is on the
 * screen and answers at its center; the same once the four text-spacing
 * properties are forced on every element, as a visitor's style sheet or
 * bookmarklet does.
 */
import type { Page } from '@playwright/test';

export { applyTextSpacing } from '../../scripts/lib/text-spacing.mjs';

/** The width and height WCAG names for reflow: 1280×1024 at 400%. */
export const REFLOW = { width: 320, height: 256 };

export interface ReflowReport {
  /** The page's width; more than the window's means a sideways scroll. */
  pageWidth: number;
  /** The header's links and buttons shown but not whole on the screen, or covered at their center. */
  headerControlsOff: string[];
}

/** How the page lies at the current viewport. */
export async function reflowReport(page: Page): Promise<ReflowReport> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const controls = [...document.querySelectorAll<HTMLElement>('body > header a, body > header button')];
    const headerControlsOff = controls
      .filter((el) => el.checkVisibility({ visibilityProperty: true }))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        if (r.left < 0 || r.right > width + 0.5) return true;
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return !hit || !el.contains(hit);
      })
      .map((el) => (el.textContent?.trim() || el.getAttribute('aria-label')) ?? el.tagName);
    return { pageWidth: document.documentElement.scrollWidth, headerControlsOff };
  });
}
