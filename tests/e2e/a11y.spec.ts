/**
 * axe (WCAG 2.0–2.2 A and AA) on every route, in both color schemes, at 1280
 * and 390 px wide. What a width or a scheme changes is the page's layout and
 * colors, which come from the page's template; what a page's own content
 * brings (names, alt text, headings, lists, ARIA, links) is the same at any
 * width and in any scheme. So:
 * - every route, at 1280×800: every rule in the light scheme, the color rules in the dark one;
 * - at 390×844, in both schemes, every rule: every route that has a template
 *   of its own, and for the routes that share one (a service, an article, a
 *   course…: SHARED_TEMPLATE), the one with the most markup.
 * Each test loads its page once and switches the scheme in place (as when a
 * visitor's system turns dark), once any color transition has ended.
 */
import { statSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/routePage';
import type { PageKind } from '../../src/lib/site/pages';
import { axeViolations, COLOR_RULES } from '../support/axe';
import { distFile } from '../support/dist';
import { jobs, sitePages } from '../support/site';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** The kinds of page built from one template per kind (src/lib/site/pages.ts); an open and a closed role differ. */
const SHARED_TEMPLATE = new Set<PageKind>([
  'service',
  'role',
  'case-study',
  'course',
  'article',
  'insights-tag',
  'insights-page',
  'person',
]);
const closed = new Set(jobs.filter((j) => !j.open).map((j) => j.path));
const templateOf = (p: (typeof sitePages)[number]) =>
  SHARED_TEMPLATE.has(p.kind) ? `${p.kind}${closed.has(p.path) ? ' (closed)' : ''}` : p.path;

const pages = sitePages.filter((p) => p.kind !== 'not-found');
const everyRoute = [...pages.map((p) => p.path), '/no-such-page'];
/** One route per template: the largest built page of those that share it. */
const byTemplate = new Map<string, string>();
for (const p of [...pages].sort((a, b) => statSync(distFile(b.path)).size - statSync(distFile(a.path)).size))
  if (!byTemplate.has(templateOf(p))) byTemplate.set(templateOf(p), p.path);
const onePerTemplate = [...byTemplate.values(), '/no-such-page'];

/** Switches the color scheme in place and waits for the transitions it starts. */
async function scheme(page: Page, colorScheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a instanceof CSSTransition)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

test.describe('axe at 1280×800', () => {
  for (const path of everyRoute) {
    test(`${path}: every rule in light, the color rules in dark`, async ({ routePage: page }) => {
      await page.setViewportSize(DESKTOP);
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(path);
      expect.soft(await axeViolations(page), 'light scheme').toEqual([]);
      await scheme(page, 'dark');
      expect.soft(await axeViolations(page, { rules: COLOR_RULES }), 'dark scheme').toEqual([]);
    });
  }
});

test.describe('axe at 390×844', () => {
  for (const path of onePerTemplate) {
    test(`${path}: every rule in light and dark`, async ({ routePage: page }) => {
      await page.setViewportSize(PHONE);
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(path);
      expect.soft(await axeViolations(page), 'light scheme').toEqual([]);
      await scheme(page, 'dark');
      expect.soft(await axeViolations(page), 'dark scheme').toEqual([]);
    });
  }

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the open menu has no WCAG violations (${colorScheme})`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.emulateMedia({ colorScheme });
      await page.goto('/about');
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Our Partners' }),
      ).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
