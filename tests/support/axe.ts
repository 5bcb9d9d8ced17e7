/**
 * axe-core, run in the page itself. Its source is evaluated once per
 * document (an evaluation is not bound by the page's CSP, as an extension's
 * script is not), and each check then runs only the rules it asks for.
 * @axe-core/playwright evaluates the source again for every check, which cost
 * more than the rules did on these pages. Frames are left out: the only one
 * is the map on /contact, from another origin, which holds nothing of the site's.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeCheck {
  /** Only these rules; otherwise every rule tagged with one of `tags`. */
  rules?: string[];
  tags?: string[];
  /** A selector: only this part of the page. */
  include?: string;
}

/** axe's violations on the page as it is now, one line each: the rule and the elements. */
export async function axeViolations(
  page: Page,
  { rules, tags = WCAG_TAGS, include }: AxeCheck = {},
): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(SOURCE);
  const options: RunOptions = {
    runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags },
    resultTypes: ['violations'],
    iframes: false,
  };
  const violations = await page.evaluate(
    async ({ options, include }) => {
      const { axe } = window as unknown as { axe: { run: (c: unknown, o: RunOptions) => Promise<AxeResults> } };
      return (await axe.run(include ? { include: [include] } : document, options)).violations;
    },
    { options, include },
  );
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** Switches the color scheme in place and waits for the transitions it starts. */
async function setScheme(page: Page, colorScheme: 'light' | 'dark'): Promise<void> {
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

/**
 * The rules that read an element's colors: all that can find something in the dark scheme that the
 * light one does not have, since the dark scheme changes colors only (tests/build/dark-scheme.test.ts
 * holds the built CSS to that).
 */
const COLOR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The layouts axe checks a page in. The only elements one width shows and the other hides are the
 * header's (its row of links at 1280 px, the menu button at 390): every rule at both widths in the
 * light scheme; in the dark one, the color rules on the phone, where most visitors read, and on
 * the header at 1280 px.
 */
const LAYOUTS: readonly ({ size: typeof DESKTOP; colorScheme: 'light' | 'dark' } & AxeCheck)[] = [
  { size: DESKTOP, colorScheme: 'light' },
  { size: DESKTOP, colorScheme: 'dark', include: 'body > header', rules: COLOR_RULES },
  { size: PHONE, colorScheme: 'dark', rules: COLOR_RULES },
  { size: PHONE, colorScheme: 'light' },
];

/**
 * axe on the page as loaded, in each of LAYOUTS, changed in place (as when a
 * visitor turns a phone or their system turns dark); each violation is named with its layout.
 */
export async function axeAtEachLayout(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const { size, colorScheme, ...check } of LAYOUTS) {
    await page.setViewportSize(size);
    await setScheme(page, colorScheme);
    const where = `${size.width} px, ${colorScheme}${check.include ? `, ${check.include}` : ''}`;
    found.push(...(await axeViolations(page, check)).map((v) => `${where}: ${v}`));
  }
  return found;
}
