/**
 * Firefox ESR and WebKitGTK, the engines Playwright cannot drive in Debian's builds, behind one
 * small interface, so the engine tests (tests/engines) and the side-by-side screenshots
 * (scripts/screenshots.mjs --engines) say each step once:
 *   - Firefox through WebDriver BiDi with Puppeteer (`firefox-esr`);
 *   - WebKitGTK through WebKitWebDriver with selenium-webdriver (`webkit2gtk-driver`), its
 *     MiniBrowser in a window of its own Xvfb display (`xvfb`).
 * Each page tells its engine's name; `goto` waits for the load event and starts collecting
 * the page's uncaught errors.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { Builder, By, Key } from 'selenium-webdriver';
import { freePort } from './preview.mjs';

/** @typedef {'firefox' | 'webkit'} EngineName */

/**
 * @typedef {object} EnginePage
 * @property {EngineName} engine
 * @property {(url: string) => Promise<void>} goto loads `url` and waits for its load event
 * @property {(width: number, height: number) => Promise<void>} resize sets the viewport (the page's innerWidth × innerHeight)
 * @property {(selector: string) => Promise<void>} click a click at the element's center, as a mouse does
 * @property {(selector: string) => Promise<void>} hover moves the pointer onto the element
 * @property {() => Promise<void>} hoverAway moves the pointer to the page's top left corner
 * @property {(key: 'Enter' | 'Escape' | 'Tab' | 'ArrowRight' | 'ArrowLeft') => Promise<void>} press a key, to the focused element
 * @property {(text: string) => Promise<void>} type types into the focused element
 * @property {(selector: string, file: string) => Promise<void>} upload chooses `file` in the file input
 * @property {<T>(fn: (...args: any[]) => T, ...args: unknown[]) => Promise<Awaited<T>>} evaluate runs `fn` in the page (it must use nothing from outside it)
 * @property {(file: string) => Promise<void>} screenshot the whole page as a PNG
 * @property {() => Promise<string[]>} errors the page's uncaught errors since the last `goto`
 * @property {() => Promise<void>} close
 */

/** The engines, in the order tests and screenshots list them. */
export const ENGINES = /** @type {const} */ (['firefox', 'webkit']);

/** Debian's packages that bring each engine and what it needs (.ci/run installs them). */
export const ENGINE_PACKAGES = { firefox: ['firefox-esr'], webkit: ['webkit2gtk-driver', 'xvfb'] };

const FIREFOX = process.env['FIREFOX_PATH'] || '/usr/bin/firefox-esr';
/** The display's height: the tallest full-page shot WebKit takes. */
const XVFB_HEIGHT = 8000;
const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/**
 * Records uncaught errors and rejected promises in the page. In WebKit, whose WebDriver has no
 * events, it is added once the page has loaded: an error before that shows as a step that fails.
 */
function listenForErrors() {
  const w = /** @type {any} */ (window);
  if (w.__engineErrors) return;
  w.__engineErrors = [];
  window.addEventListener('error', (e) => w.__engineErrors.push(String(e.message)));
  window.addEventListener('unhandledrejection', (e) => w.__engineErrors.push(String(e.reason)));
}

/**
 * Whether `error` says a script in the page was cut short because the page unloaded, a navigation
 * under way: WebKit's WebDriver answers "Callback was not called before the unload event", and
 * Puppeteer (Firefox) that the "Execution context was destroyed".
 * @param {unknown} error
 */
export function unloadedDuring(error) {
  return /before the unload event|Execution context was destroyed/.test(String(error));
}

/**
 * @param {EngineName} engine
 * @param {{ composited?: boolean }} [options] WebKit: whether it composites its pages (launchWebKit says why the
 *   flows' WebKit does not; a screenshot of a page as tall as the display never came without it)
 * @returns {Promise<EnginePage>}
 */
export function launch(engine, { composited = false } = {}) {
  return engine === 'firefox' ? launchFirefox() : launchWebKit(composited);
}

/** @returns {Promise<EnginePage>} */
async function launchFirefox() {
  if (!existsSync(FIREFOX))
    throw new Error(`No Firefox at ${FIREFOX}: apt-get install firefox-esr (or set FIREFOX_PATH).`);
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    defaultViewport: null,
    // No update checks or telemetry: the tests reach nothing but the test servers.
    extraPrefsFirefox: { 'app.update.enabled': false, 'datareporting.policy.dataSubmissionEnabled': false },
  });
  const page = await browser.newPage();
  /**
   * Leaves the page for a blank one before the next page loads. Firefox's WebDriver BiDi reports
   * what a frame of the page being left does meanwhile as the failure of the navigation that
   * leaves it: a frame's load that leaving cancels (NS_BINDING_ABORTED), or a frame that shows
   * an error page ("Address rejected"; its listener takes any frame's error page for the top
   * one's). /contact's map frame does both where openstreetmap.org cannot be reached, as in CI:
   * put in just after the load event, its lookup fails while the next page is on its way. So the
   * page is left first, trying that again on these errors only, and the next page then loads from
   * a blank one, with no frame of the last page left to report.
   */
  const leave = async (tries = 3) => {
    try {
      await page.goto('about:blank');
    } catch (error) {
      if (tries <= 1 || !/NS_BINDING_ABORTED|Address rejected/.test(String(error))) throw error;
      await leave(tries - 1);
    }
  };
  /** @type {string[]} */
  let errors = [];
  page.on('pageerror', (e) => errors.push(e instanceof Error ? e.message : String(e)));
  return {
    engine: 'firefox',
    async goto(url) {
      errors = [];
      await leave();
      await page.goto(url, { waitUntil: 'load' });
    },
    async resize(width, height) {
      await page.setViewport({ width, height });
    },
    click: (selector) => page.click(selector),
    hover: (selector) => page.hover(selector),
    hoverAway: () => page.mouse.move(0, 0),
    press: (key) => page.keyboard.press(key),
    type: (text) => page.keyboard.type(text),
    async upload(selector, file) {
      const input = await page.$(selector);
      if (!input) throw new Error(`no ${selector}`);
      await /** @type {import('puppeteer-core').ElementHandle<HTMLInputElement>} */ (input).uploadFile(file);
    },
    evaluate: (fn, ...args) => /** @type {any} */ (page.evaluate(fn, ...args)),
    async screenshot(file) {
      await page.screenshot({ path: /** @type {`${string}.png`} */ (file), fullPage: true });
    },
    errors: async () => [...errors],
    close: () => browser.close(),
  };
}

/**
 * Xvfb on a display it picks itself (-displayfd), so runs side by side never share one.
 * @returns {Promise<{ display: string, stop: () => void }>}
 */
function startXvfb() {
  return new Promise((resolve, reject) => {
    const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', `1600x${XVFB_HEIGHT}x24`, '-nolisten', 'tcp'], {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    });
    xvfb.on('error', () => reject(new Error('No Xvfb: apt-get install xvfb.')));
    const fd = /** @type {import('node:stream').Readable} */ (xvfb.stdio[3]);
    fd.on('data', (d) => resolve({ display: `:${String(d).trim()}`, stop: () => xvfb.kill() }));
  });
}

/** @param {boolean} composited @returns {Promise<EnginePage>} */
async function launchWebKit(composited) {
  if (!existsSync(MINIBROWSER)) throw new Error('No WebKitGTK MiniBrowser: apt-get install webkit2gtk-driver.');
  const xvfb = await startXvfb();
  // MiniBrowser's toolbar keeps its window wider than a phone; GTK styles without minimum
  // sizes let the window narrow to 390 px. Its own config folder, so nothing else reads it.
  const config = mkdtempSync(join(tmpdir(), 'webkit-gtk-'));
  mkdirSync(join(config, 'gtk-3.0'));
  writeFileSync(
    join(config, 'gtk-3.0', 'gtk.css'),
    '* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; }\n',
  );
  const port = await freePort();
  // Unless asked, without accelerated compositing: with no GPU, WebKitGTK composites through Mesa's
  // software GL (llvmpipe), which took over a quarter of its processor time (docs/testing.md). Layout,
  // style, scripts and hit testing, what the flows check, are WebCore's either way.
  const driverProcess = spawn('WebKitWebDriver', [`--port=${port}`], {
    stdio: 'ignore',
    env: {
      ...process.env,
      DISPLAY: xvfb.display,
      XDG_CONFIG_HOME: config,
      ...(composited ? {} : { WEBKIT_DISABLE_COMPOSITING_MODE: '1' }),
    },
  });
  const stopAll = () => {
    driverProcess.kill();
    xvfb.stop();
    rmSync(config, { recursive: true, force: true });
  };
  /** @type {import('selenium-webdriver').WebDriver} */
  let driver;
  try {
    const server = `http://127.0.0.1:${port}`;
    // A busy machine can take many seconds to start it: wait while it runs, up to a minute.
    let exited = /** @type {number | null | undefined} */ (undefined);
    driverProcess.on('exit', (code) => (exited = code));
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (
        await fetch(`${server}/status`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (exited !== undefined) throw new Error(`WebKitWebDriver exited (code ${exited}) before it answered`);
      if (Date.now() > deadline) throw new Error('WebKitWebDriver did not answer within a minute');
      await new Promise((r) => setTimeout(r, 100));
    }
    driver = await new Builder()
      .usingServer(server)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      })
      .build();
  } catch (e) {
    stopAll();
    throw e;
  }
  // Into the middle of the view first: WebDriver scrolls an element only to the edge, where the
  // sticky header can cover it.
  const find = async (/** @type {string} */ selector) => {
    const element = await driver.findElement(By.css(selector));
    await driver.executeScript('arguments[0].scrollIntoView({ block: "center", inline: "center" })', element);
    return element;
  };
  /** @type {<T>(fn: (...args: any[]) => T, ...args: unknown[]) => Promise<Awaited<T>>} */
  const evaluate = (fn, ...args) =>
    /** @type {any} */ (
      driver.executeAsyncScript(
        `const done = arguments[arguments.length - 1];
       Promise.resolve((${fn.toString()}).apply(null, [...arguments].slice(0, -1))).then(done, (e) => done({ __error: String(e) }));`,
        ...args,
      )
    ).then((/** @type {any} */ result) => {
      if (result && typeof result === 'object' && '__error' in result) throw new Error(result.__error);
      return result;
    });
  const keys = {
    Enter: Key.ENTER,
    Escape: Key.ESCAPE,
    Tab: Key.TAB,
    ArrowRight: Key.ARROW_RIGHT,
    ArrowLeft: Key.ARROW_LEFT,
  };
  return {
    engine: 'webkit',
    async goto(url) {
      await driver.get(url);
      await evaluate(listenForErrors);
    },
    async resize(width, height) {
      // The window holds the toolbar too: set it, then correct by what the page measures.
      // On a busy machine the window takes a moment to settle: each size is read until it holds.
      let rect = { width, height };
      for (let i = 0; i < 6; i += 1) {
        await driver.manage().window().setRect(rect);
        let size = await evaluate(() => [window.innerWidth, window.innerHeight]);
        for (let wait = 0; wait < 10; wait += 1) {
          await new Promise((r) => setTimeout(r, 50));
          const again = await evaluate(() => [window.innerWidth, window.innerHeight]);
          if (again[0] === size[0] && again[1] === size[1]) break;
          size = again;
        }
        const [w = 0, h = 0] = size;
        if (w === width && h === height) return;
        rect = { width: rect.width + width - w, height: rect.height + height - h };
      }
      throw new Error(`WebKit's viewport did not come to ${width}×${height}`);
    },
    // Through the pointer, as hover: WebDriver's element click leaves the pointer where the last
    // action put it, so a move back there afterwards would dispatch nothing.
    async click(selector) {
      await driver
        .actions()
        .move({ origin: await find(selector) })
        .click()
        .perform();
    },
    async hover(selector) {
      await driver
        .actions()
        .move({ origin: await find(selector) })
        .perform();
    },
    async hoverAway() {
      await driver.actions().move({ x: 0, y: 0 }).perform();
    },
    async press(key) {
      await driver.actions().sendKeys(keys[key]).perform();
    },
    async type(text) {
      await driver.actions().sendKeys(text).perform();
    },
    async upload(selector, file) {
      await (await find(selector)).sendKeys(file);
    },
    evaluate,
    async screenshot(file) {
      // WebDriver shoots the viewport: a window as tall as the page (up to the display's height) shows all of it.
      const [w = 0, h = 0] = await evaluate(() => [window.innerWidth, window.innerHeight]);
      const full = await evaluate(() => document.documentElement.scrollHeight);
      await this.resize(w, Math.min(full, XVFB_HEIGHT - 200));
      // Lazy images now in view: a moment to load, at most.
      await evaluate(() =>
        Promise.race([
          Promise.all([...document.images].map((i) => i.decode().catch(() => undefined))),
          new Promise((r) => setTimeout(r, 2000)),
        ]),
      );
      // Drawn at its new size: shot at once, WebKit gave the frame it last drew (a page scrolled
      // through to its end, in the old window's height) above black.
      await evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      writeFileSync(file, Buffer.from(await driver.takeScreenshot(), 'base64'));
      await this.resize(w, h);
    },
    async errors() {
      return evaluate(() => /** @type {any} */ (window).__engineErrors ?? []);
    },
    async close() {
      await driver.quit().catch(() => undefined);
      stopAll();
    },
  };
}
