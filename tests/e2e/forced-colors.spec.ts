/**
 * A Windows contrast theme (forced colors; WCAG 1.4.11 and 1.4.1): the theme
 * drops every fill, so a control drawn as a filled box reads as plain words
 * unless it has a border for the theme to paint. On every page axe checks
 * (tests/support/templates.ts), at 1280 and 390 px: each visible button, and
 * each link drawn as a box in the ordinary scheme (a fill or a border all
 * round), shows an edge in forced colors; every line icon is drawn in its
 * text's color; and the focus ring of a control stays drawn. (A disclosure's
 * summary counts as a box only when drawn as one: "On this page" is a line in
 * a bordered box, which keeps its edge.) The page is
 * loaded once and switched in place.
 */
import { expect, test } from '../support/routePage';
import { DESKTOP, PHONE } from '../support/axe';
import { templateRoutes } from '../support/templates';
import type { Page } from '@playwright/test';
import { formText } from '../support/forms';

/** Marks (data-boxed) the controls drawn as a box in the current scheme, so the forced-colors pass finds them. */
async function markBoxedControls(page: Page): Promise<void> {
  await page.evaluate(() => {
    const opaque = (color: string) => !/^rgba\(.*,\s*0\)$|^transparent$/.test(color);
    for (const el of document.querySelectorAll<HTMLElement>('button, a, summary, input[type="submit"]')) {
      el.removeAttribute('data-boxed');
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      const s = getComputedStyle(el);
      const sides = ['Top', 'Right', 'Bottom', 'Left'] as const;
      const bordered = sides.every(
        (side) =>
          parseFloat(s.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0 &&
          s[`border${side}Style`] !== 'none',
      );
      const button = el.tagName === 'BUTTON' || el.tagName === 'INPUT';
      if (button || opaque(s.backgroundColor) || bordered) el.setAttribute('data-boxed', '');
    }
  });
}

/** The boxed controls with no edge, and the line icons not in their text's color, as the page is drawn now. */
async function forcedColorsFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const name = (el: Element) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const faults: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('[data-boxed]')) {
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      const s = getComputedStyle(el);
      const edge = ['top', 'right', 'bottom', 'left'].every(
        (side) =>
          parseFloat(s.getPropertyValue(`border-${side}-width`)) >= 1 &&
          s.getPropertyValue(`border-${side}-style`) !== 'none' &&
          !/^rgba\(.*,\s*0\)$|^transparent$/.test(s.getPropertyValue(`border-${side}-color`)),
      );
      if (!edge) faults.push(`no edge: ${name(el)}`);
    }
    for (const svg of document.querySelectorAll<SVGElement>('svg.lucide')) {
      if (!svg.checkVisibility({ visibilityProperty: true })) continue;
      const s = getComputedStyle(svg);
      if (s.stroke !== s.color) faults.push(`icon not in its text's color: ${name(svg.parentElement ?? svg)}`);
    }
    return faults;
  });
}

for (const path of [...templateRoutes(), '/no-such-page']) {
  test(`${path}: in forced colors every button keeps an edge and icons follow the text, at 1280 and 390 px`, async ({
    page,
  }) => {
    await page.goto(path);
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      await page.emulateMedia({ forcedColors: 'none' });
      await markBoxedControls(page);
      await page.emulateMedia({ forcedColors: 'active' });
      expect(await forcedColorsFaults(page), `${size.width} px`).toEqual([]);
    }
  });
}

test('in forced colors the focus ring stays drawn on a button and a link', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await page.goto('/contact');
  for (const control of [
    page.getByRole('button', { name: formText('contact').submit }),
    page.getByRole('link').first(),
  ]) {
    await control.focus();
    const ring = await control.evaluate((el) => {
      const s = getComputedStyle(el);
      return { style: s.outlineStyle, width: parseFloat(s.outlineWidth) };
    });
    expect(ring.style).not.toBe('none');
    expect(ring.width).toBeGreaterThanOrEqual(2);
  }
});
