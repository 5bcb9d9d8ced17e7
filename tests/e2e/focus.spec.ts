/**
 * Focus visible (WCAG 2.4.7) and not obscured (2.4.11), as a keyboard user
 * meets them: on one page of each kind (src/lib/site/pages.ts), Tab goes
 * through every stop of the page at 1280 px, and Shift+Tab back through it at
 * 390 px (going back, the browser scrolls each stop to the top edge, where a
 * sticky header would cover it). At each stop the focused element draws a
 * ring (an outline of 2 px or more, or a shadow, on it or its ::before or
 * ::after) and, where the browser scrolled it to, is on the screen and not
 * covered at its center.
 */
import { expect, test } from '../support/routePage';
import { DESKTOP, PHONE } from '../support/axe';
import { sitePages } from '../support/site';
import type { Page } from '@playwright/test';

/** The first page of each kind; the 404 page as a mistyped address brings it. */
const pagesByKind = [...new Map(sitePages.filter((p) => p.kind !== 'not-found').map((p) => [p.kind, p.path])).values()];

interface Stop {
  /** The same number each time the same element is focused again. */
  id: string;
  fault?: string;
}

/**
 * Where the focus is now, and what is wrong with how it shows. A ring may be
 * drawn by a pseudo-element (a card's link rings the whole card). A stop off
 * the screen or covered is looked at again each frame for up to a second, as
 * the browser may still be scrolling it in.
 */
function focusNow(page: Page): Promise<Stop | null> {
  return page.evaluate(async () => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || el === document.body) return null;
    el.dataset.tabStop ??= String(document.querySelectorAll('[data-tab-stop]').length);
    const name = `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 40)}"`;
    const ringed = (s: CSSStyleDeclaration) =>
      (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2) || s.boxShadow !== 'none';
    const ring = [null, '::before', '::after'].some((pseudo) => ringed(getComputedStyle(el, pseudo)));
    // Why a stop is hidden, or nothing: named in the fault, so a failure says what covered it and where.
    const hidden = () => {
      const r = el.getBoundingClientRect();
      const where = `top ${Math.round(r.top)}, bottom ${Math.round(r.bottom)} of ${innerWidth}×${innerHeight}, scrolled ${Math.round(scrollY)}`;
      if (r.bottom <= 0 || r.top >= innerHeight || r.right <= 0 || r.left >= innerWidth)
        return `off the screen (${where})`;
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (hit && (el.contains(hit) || hit.contains(el))) return '';
      const cover = hit
        ? `${hit.tagName.toLowerCase()}.${hit.className} "${(hit.textContent ?? '').trim().slice(0, 30)}"`
        : 'nothing';
      return `covered by ${cover} (${where})`;
    };
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    // Up to a second, as long as a smooth scroll takes to bring it in.
    let covered = hidden();
    for (let i = 0; covered && i < 60; i++) {
      await frame();
      covered = hidden();
    }
    const fault = !ring ? `no focus ring: ${name}` : covered ? `hidden: ${name}, ${covered}` : undefined;
    return { id: el.dataset.tabStop, ...(fault ? { fault } : {}) };
  });
}

/** Presses `key` until the focus comes back to a stop it has been at, or leaves the page. */
async function tabThrough(page: Page, key: 'Tab' | 'Shift+Tab'): Promise<{ stops: number; faults: string[] }> {
  const seen = new Set<string>();
  const faults: string[] = [];
  for (let i = 0; i < 500; i++) {
    await page.keyboard.press(key);
    const stop = await focusNow(page);
    if (!stop || seen.has(stop.id)) break;
    seen.add(stop.id);
    if (stop.fault) faults.push(stop.fault);
  }
  return { stops: seen.size, faults };
}

for (const path of [...pagesByKind, '/no-such-page']) {
  test(`${path}: every Tab stop shows its focus and is not hidden, forward at 1280 px and back at 390 px`, async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    // The carousel scrolls a focused slide in at once: smoothly, how long it takes depends on the machine's load.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(path);
    const forward = await tabThrough(page, 'Tab');
    expect(forward.faults).toEqual([]);
    // The header's links and the footer's at least: a pass that stopped early would prove nothing.
    expect(forward.stops).toBeGreaterThan(15);

    // The forward pass ended back on its first stop; from there Shift+Tab goes round to the last.
    await page.setViewportSize(PHONE);
    const back = await tabThrough(page, 'Shift+Tab');
    expect(back.faults).toEqual([]);
    expect(back.stops).toBeGreaterThan(15);
  });
}
