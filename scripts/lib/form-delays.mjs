/**
 * What a visitor waits for on /contact, under Lighthouse's mobile profile
 * (4× CPU slowdown, 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up), with the
 * local inbox answering the send. Per run, in the page's own clock:
 *   - first paint;
 *   - first keystroke → its letter on screen (the key pressed as soon as the
 *     page has painted, before the form's JavaScript has loaded);
 *   - submit → the send request leaving the browser (the form filled and
 *     hydrated by then, and the minimum time to send passed: a send inside
 *     it is held on purpose, src/lib/forms/spamDefense.ts).
 * A benchmark, not a test. Builds nothing: it serves the last
 * `npm run build:test` (the build that sends to the local inbox). Run by
 * scripts/form-delays.mjs and `npm run bench`.
 */
import { chromium } from '@playwright/test';
import { CHROME_FLAGS } from './chrome-flags.mjs';
import { findChrome } from './find-chrome.mjs';
import { startInbox } from './inbox.mjs';
import { startPreview } from './preview.mjs';
import { MIN_FILL_MS } from '../../src/lib/forms/spamDefense.ts';
import { median, throttleLikeLighthouse } from './measure.mjs';
import { TEST_PORTS } from './test-env.mjs';

/** Marks, in the page, when a key goes down and when its letter is next painted, and when the form is submitted. */
function instrument() {
  const marks = /** @type {Record<string, number>} */ ({});
  Object.assign(window, { __marks: marks });
  // The send is refused in an automated browser (EmailJS's headless block); this bench is a visitor.
  Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
  addEventListener('keydown', () => (marks['keydown'] ??= performance.now()), { capture: true });
  addEventListener(
    'input',
    () => {
      if (marks['typed'] === undefined)
        requestAnimationFrame(() => setTimeout(() => (marks['typed'] ??= performance.now())));
    },
    { capture: true },
  );
  addEventListener('submit', () => (marks['submit'] = performance.now()), { capture: true });
}

/**
 * Runs the measurement `runs` times on a fresh page each; returns the figures per run.
 * @param {{ runs?: number, cwd?: string }} [options]
 */
export async function measureFormDelays({ runs = 5, cwd = process.cwd() } = {}) {
  const inbox = await startInbox({ port: TEST_PORTS.inbox, dir: null, quiet: true });
  const server = await startPreview({ cwd });
  const browser = await chromium.launch({ executablePath: findChrome() ?? undefined, args: CHROME_FLAGS });
  const rows = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      await page.addInitScript(instrument);
      await throttleLikeLighthouse(context, page, { cache: false });
      await page.goto(`${server.origin}/contact`, { waitUntil: 'commit' });
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
      const name = page.getByRole('textbox', { name: 'Name', exact: true });
      await name.focus();
      await page.keyboard.type('Ada Park');
      await page.waitForFunction(() => 'typed' in /** @type {any} */ (window).__marks);
      await page.waitForSelector('astro-island:not([ssr])', { state: 'attached', timeout: 30_000 });
      const kept = (await name.inputValue()) === 'Ada Park';
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill('ada@example.com');
      await page.getByRole('textbox', { name: 'Phone Number', exact: true }).fill('+1 512 555 0100');
      await page.getByRole('textbox', { name: 'Message', exact: true }).fill('A benchmark message.');
      await page.waitForTimeout(MIN_FILL_MS);
      await page.getByRole('button', { name: 'Send message' }).click();
      const request = await page.waitForFunction(
        () => performance.getEntriesByType('resource').find((e) => e.name.includes('/api/v1.0/email/'))?.startTime,
        undefined,
        { timeout: 30_000 },
      );
      const marks = await page.evaluate(() => /** @type {any} */ (window).__marks);
      rows.push({
        fcp: await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN),
        keystroke: marks.typed - marks.keydown,
        submit: Number(await request.jsonValue()) - marks.submit,
        kept,
      });
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
    await inbox.close();
  }
  return rows;
}

/** @param {Awaited<ReturnType<typeof measureFormDelays>>} rows */
export function formatFormDelays(rows) {
  const ms = (/** @type {number} */ n) => `${Math.round(n)} ms`;
  return [
    'run  first paint  keystroke → on screen  submit → request  typed text kept',
    ...rows.map(
      (r, i) =>
        `${String(i + 1).padEnd(4)} ${ms(r.fcp).padEnd(12)} ${ms(r.keystroke).padEnd(22)} ${ms(r.submit).padEnd(17)} ${r.kept ? 'yes' : 'NO'}`,
    ),
    `median: keystroke → on screen ${ms(median(rows.map((r) => r.keystroke)))}, submit → request ${ms(median(rows.map((r) => r.submit)))}`,
  ].join('\n');
}
