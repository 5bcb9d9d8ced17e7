/**
 * Finds a Chromium for the browser tests and Lighthouse: CHROME_PATH, the
 * system's Chromium, or Playwright's cache; ensureChrome() installs one when
 * none is found (Playwright's download where the network allows it, else
 * Debian's package when running as root).
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

function playwrightCache() {
  const root = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache', 'ms-playwright');
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .filter((d) => d.startsWith('chromium'))
    .flatMap((d) => [join(root, d, 'chrome-linux', 'chrome'), join(root, d, 'chrome-linux64', 'chrome')]);
}

/** The first Chromium found, or null. */
export function findChrome() {
  const candidates = [process.env.CHROME_PATH, ...SYSTEM_PATHS, ...playwrightCache()].filter(Boolean);
  return candidates.find((p) => existsSync(p)) ?? null;
}

function tryRun(cmd, args) {
  return spawnSync(cmd, args, { stdio: 'inherit' }).status === 0;
}

/** Finds Chromium or installs one; exits with instructions when neither works. */
export function ensureChrome() {
  const found = findChrome();
  if (found) return found;
  console.error('No Chromium found; trying to install one…');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    tryRun('apt-get', ['update', '-qq']);
    tryRun('apt-get', ['install', '-y', '-qq', 'chromium']);
  } else {
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
