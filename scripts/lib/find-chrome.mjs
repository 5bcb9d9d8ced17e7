/**
 * Finds a Chromium for Lighthouse and the benchmarks (findChrome: CHROME_PATH,
 * the system's Chromium, or Playwright's cache) and the headless shell for the
 * browser tests (findHeadlessShell). ensureChrome() installs what is missing
 * (Debian's packages when running as root, else Playwright's download where
 * the network allows it).
 *
 * The browser tests use the headless shell, as Playwright does by default: it
 * opens a page several times faster than full Chromium in headless mode, and
 * the tests open hundreds (docs/testing.md). Lighthouse keeps full Chromium,
 * the browser visitors run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

const SYSTEM_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

const SHELL_PATHS = ['/usr/bin/chromium-headless-shell'];

/** @param {string} prefix @param {string[]} files */
function playwrightCache(prefix, files) {
  const root = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache', 'ms-playwright');
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .filter((d) => d.startsWith(prefix))
    .flatMap((d) => files.map((f) => join(root, d, f)));
}

/** @param {(string | undefined)[]} candidates */
const firstFound = (candidates) => candidates.find((p) => p && existsSync(p)) ?? null;

/** The first Chromium found, or null. */
export function findChrome() {
  return firstFound([
    process.env.CHROME_PATH,
    ...SYSTEM_PATHS,
    ...playwrightCache('chromium-', ['chrome-linux/chrome', 'chrome-linux64/chrome']),
  ]);
}

/** The headless shell for the browser tests, else findChrome()'s Chromium. */
export function findHeadlessShell() {
  return (
    firstFound([
      process.env.CHROME_HEADLESS_SHELL_PATH,
      ...SHELL_PATHS,
      ...playwrightCache('chromium_headless_shell-', [
        'chrome-linux/headless_shell',
        'chrome-headless-shell-linux64/chrome-headless-shell',
      ]),
    ]) ?? findChrome()
  );
}

function tryRun(cmd, args) {
  return spawnSync(cmd, args, { stdio: 'inherit' }).status === 0;
}

/** Finds Chromium and the headless shell or installs them; exits with instructions when Chromium is missing. */
export function ensureChrome() {
  const found = findChrome();
  const shell = firstFound([process.env.CHROME_HEADLESS_SHELL_PATH, ...SHELL_PATHS]);
  if (found && shell) return found;
  console.error('Chromium or its headless shell is missing; trying to install them…');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    tryRun('apt-get', ['update', '-qq']);
    tryRun('apt-get', ['install', '-y', '-qq', 'chromium', 'chromium-headless-shell']);
  } else if (!found) {
    tryRun('npx', ['playwright', 'install', 'chromium']);
  }
  const installed = findChrome();
  if (installed) return installed;
  console.error(
    'Could not find or install Chromium. Install it (Debian/Ubuntu: `sudo apt-get install -y chromium`) ' +
      'or point CHROME_PATH at a Chrome/Chromium binary, then run the tests again.',
  );
  process.exit(1);
}
