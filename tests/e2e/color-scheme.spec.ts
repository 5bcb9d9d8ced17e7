/**
 * The site follows the visitor's color scheme (src/styles/tokens.css): text
 * on the page's background must be re-inked in the dark scheme, not left dark
 * on dark. axe (a11y.spec.ts) checks the contrast of what is there; this
 * checks that each kind of text actually changes.
 */
import { expect, test, type Browser } from '../support/routePage';

/** Text set on the page background, by kind; each must exist on the routes below. */
const TEXT = {
  body: 'body',
  'main heading': 'main h2',
  'body text': 'main section p, main [data-prose] p',
  'link in the text': 'main [data-prose] a, main section li > a, main aside li > a',
  'navigation link': 'header nav a',
  'company name': 'header a[href="/"]',
} as const;

const ROUTES = ['/', '/about', '/Itconsultingservices', '/Cybersecurity', '/contact'];

async function colors(browser: Browser, path: string, colorScheme: 'light' | 'dark') {
  const context = await browser.newContext({ colorScheme });
  const page = await context.newPage();
  await page.goto(path);
  const found: Record<string, string | null> = {};
  for (const [name, selector] of Object.entries(TEXT)) {
    found[name] = await page.evaluate((sel) => {
      const el = document.querySelector(sel);
      return el ? getComputedStyle(el).color : null;
    }, selector);
  }
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await context.close();
  return { text: found, background };
}

for (const path of ROUTES) {
  test(`${path}: text and background change with the color scheme`, async ({ browser }) => {
    const light = await colors(browser, path, 'light');
    const dark = await colors(browser, path, 'dark');
    expect(dark.background).not.toBe(light.background);
    for (const name of Object.keys(TEXT)) {
      expect(light.text[name], `${path} has ${name}`).not.toBeNull();
      expect(dark.text[name], `${name} on ${path} is re-inked in the dark scheme`).not.toBe(light.text[name]);
    }
  });
}
