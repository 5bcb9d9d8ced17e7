#!/usr/bin/env node
/**
 * Full-page screenshots of the last build, to look at what was built:
 *   node scripts/screenshots.mjs [route ...] [--dark] [--forced-colors] [--text-spacing] [--widths=320,390,1280]
 *   node scripts/screenshots.mjs --engines [route ...] [--widths=390,1280]
 * Serves dist/ with `astro preview`, shoots each route (default: a few of each
 * kind) at each width (default 390, 800 and 1280 px) into test-results/screens/,
 * and prints the file names. `--dark` emulates prefers-color-scheme: dark;
 * `--forced-colors`, a Windows contrast theme; `--text-spacing`, WCAG 1.4.12's
 * spacing forced on every element. `--engines` shoots each route in Chromium, Firefox ESR and
 * WebKitGTK (scripts/lib/engines.mjs) and puts the three side by side in one picture per route
 * and width (default 390 and 1280 px): `<route>-<width>-engines.png`.
 */
import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { CHROME_FLAGS } from './lib/chrome-flags.mjs';
import { ENGINES, launch } from './lib/engines.mjs';
import { findChrome } from './lib/find-chrome.mjs';
import { startPreview } from './lib/preview.mjs';
import { applyTextSpacing } from './lib/text-spacing.mjs';

const { values, positionals } = parseArgs({
  options: {
    dark: { type: 'boolean', default: false },
    'forced-colors': { type: 'boolean', default: false },
    'text-spacing': { type: 'boolean', default: false },
    widths: { type: 'string' },
    engines: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
const routes =
  positionals.length > 0
    ? positionals
    : values.engines
      ? ['/', '/contact', '/careers', '/Cybersecurity', '/training']
      : ['/', '/contact', '/Itconsultingservices', '/Cybersecurity'];
const widths = (values.widths ?? (values.engines ? '390,1280' : '390,800,1280')).split(',').map(Number);
const out = 'test-results/screens';
mkdirSync(out, { recursive: true });
/** @param {string} route @param {number} width @param {string} suffix */
const fileName = (route, width, suffix) =>
  `${out}/${route === '/' ? 'home' : route.slice(1).replace(/\//g, '_')}-${width}${suffix}.png`;

/** Scrolls a page through and back, so lazy images have loaded before a full-page shot. @param {(fn: () => unknown) => Promise<unknown>} evaluate */
async function scrollThrough(evaluate) {
  await evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
    window.scrollTo(0, 0);
    // An image that is never shown (in a hidden element) never decodes: wait a moment at most.
    const decoded = Promise.all([...document.images].map((i) => i.decode().catch(() => undefined)));
    await Promise.race([decoded, new Promise((r) => setTimeout(r, 2000))]);
  });
}

if (values.engines) {
  await shootEngines();
  process.exit(0);
}

/**
 * Each route at each width in the three engines, then the three shots side by side, each under
 * its engine's name. In motion (no reduced-motion), as Firefox and WebKit show it by default.
 */
async function shootEngines() {
  const server = await startPreview();
  /** @type {Record<string, string[]>} */
  const shots = {};
  const add = (/** @type {string} */ key, /** @type {string} */ file) => (shots[key] ??= []).push(file);
  try {
    const browser = await chromium.launch({ executablePath: findChrome() ?? undefined, args: CHROME_FLAGS });
    for (const width of widths) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      for (const route of routes) {
        await page.goto(server.origin + route, { waitUntil: 'networkidle' });
        await scrollThrough((fn) => page.evaluate(fn));
        const file = fileName(route, width, '-chromium');
        await page.screenshot({ path: file, fullPage: true });
        add(`${route} ${width}`, file);
      }
      await page.close();
    }
    await browser.close();
    for (const engine of ENGINES) {
      // WebKit as Safari draws, compositing its layers (the flows' WebKit does without).
      const page = await launch(engine, { composited: true });
      try {
        for (const width of widths) {
          await page.resize(width, 900);
          for (const route of routes) {
            await page.goto(server.origin + route);
            await scrollThrough((fn) => page.evaluate(fn));
            const file = fileName(route, width, `-${engine}`);
            await page.screenshot(file);
            add(`${route} ${width}`, file);
          }
        }
      } finally {
        await page.close();
      }
    }
  } finally {
    server.close();
  }
  for (const [key, files] of Object.entries(shots)) {
    const [route = '/', width = '0'] = key.split(' ');
    const file = fileName(route, Number(width), '-engines');
    await sideBySide(files, ['Chromium', 'Firefox ESR', 'WebKitGTK'], file);
    console.log(file);
  }
}

/** The shots in a row, top-aligned on white, each under its label. @param {string[]} files @param {string[]} labels @param {string} file */
async function sideBySide(files, labels, file) {
  const gap = 24;
  const head = 40;
  const sizes = await Promise.all(files.map((f) => sharp(f).metadata()));
  const widthOf = (/** @type {number} */ i) => sizes[i]?.width ?? 0;
  const width = sizes.reduce((sum, _, i) => sum + widthOf(i), 0) + gap * (files.length - 1);
  const height = head + Math.max(...sizes.map((m) => m.height ?? 0));
  let left = 0;
  /** @type {import('sharp').OverlayOptions[]} */
  const layers = [];
  for (const [i, f] of files.entries()) {
    const label = `<svg xmlns="http://www.w3.org/2000/svg" width="${widthOf(i)}" height="${head}"><text x="8" y="28" font-family="sans-serif" font-size="22" font-weight="bold">${labels[i] ?? ''}</text></svg>`;
    layers.push({ input: Buffer.from(label), left, top: 0 }, { input: f, left, top: head });
    left += widthOf(i) + gap;
  }
  await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite(layers)
    .png()
    .toFile(file);
}

const server = await startPreview();
const browser = await chromium.launch({ executablePath: findChrome() ?? undefined, args: CHROME_FLAGS });
try {
  const suffix = ['dark', 'forced-colors', 'text-spacing'].filter((flag) => values[flag]).map((flag) => `-${flag}`);
  for (const width of widths) {
    const page = await browser.newPage({
      viewport: { width, height: 900 },
      colorScheme: values.dark ? 'dark' : 'light',
      forcedColors: values['forced-colors'] ? 'active' : 'none',
      reducedMotion: 'reduce',
    });
    for (const route of routes) {
      await page.goto(server.origin + route, { waitUntil: 'networkidle' });
      await scrollThrough((fn) => page.evaluate(fn));
      await page.waitForLoadState('networkidle');
      if (values['text-spacing']) await applyTextSpacing(page);
      const name = fileName(route, width, suffix.join(''));
      await page.screenshot({ path: name, fullPage: true });
      console.log(name);
    }
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
