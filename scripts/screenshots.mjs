#!/usr/bin/env node
/**
 * Full-page screenshots of the last build, to look at what was built:
 *   node scripts/screenshots.mjs [route ...] [--dark] [--forced-colors] [--text-spacing] [--widths=320,390,1280]
 * Serves dist/ with `astro preview`, shoots each route (default: a few of each
 * kind) at each width (default 390, 800 and 1280 px) into test-results/screens/,
 * and prints the file names. `--dark` emulates prefers-color-scheme: dark;
 * `--forced-colors`, a Windows contrast theme; `--text-spacing`, WCAG 1.4.12's
 * spacing forced on every element.
 */
import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROME_FLAGS } from './lib/chrome-flags.mjs';
import { findChrome } from './lib/find-chrome.mjs';
import { startPreview } from './lib/preview.mjs';
import { applyTextSpacing } from './lib/text-spacing.mjs';

const { values, positionals } = parseArgs({
  options: {
    dark: { type: 'boolean', default: false },
    'forced-colors': { type: 'boolean', default: false },
    'text-spacing': { type: 'boolean', default: false },
    widths: { type: 'string', default: '390,800,1280' },
  },
  allowPositionals: true,
});
const routes = positionals.length > 0 ? positionals : ['/', '/contact', '/Itconsultingservices', '/Cybersecurity'];
const out = 'test-results/screens';
mkdirSync(out, { recursive: true });

const server = await startPreview();
const browser = await chromium.launch({ executablePath: findChrome() ?? undefined, args: CHROME_FLAGS });
try {
  const suffix = ['dark', 'forced-colors', 'text-spacing'].filter((flag) => values[flag]).map((flag) => `-${flag}`);
  for (const width of values.widths.split(',').map(Number)) {
    const page = await browser.newPage({
      viewport: { width, height: 900 },
      colorScheme: values.dark ? 'dark' : 'light',
      forcedColors: values['forced-colors'] ? 'active' : 'none',
      reducedMotion: 'reduce',
    });
    for (const route of routes) {
      await page.goto(server.origin + route, { waitUntil: 'networkidle' });
      // Scroll through so lazy images load before the full-page shot.
      for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(50);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForLoadState('networkidle');
      if (values['text-spacing']) await applyTextSpacing(page);
      const name = `${route === '/' ? 'home' : route.slice(1).replace(/\//g, '_')}-${width}${suffix.join('')}.png`;
      await page.screenshot({ path: `${out}/${name}`, fullPage: true });
      console.log(`${out}/${name}`);
    }
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
