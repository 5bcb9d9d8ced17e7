/**
 * A build served by `wrangler pages dev`: Cloudflare's own runtime (workerd,
 * shipped inside wrangler's npm package) answering as Cloudflare Pages does,
 * with dist/_headers, dist/_redirects, its clean addresses and its 404 page.
 * Shared by the server checks (tests/build/served.test.ts), the Observatory
 * grade and `npm run serve:pages`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve as resolvePath } from 'node:path';
import { freePort } from './preview.mjs';
import { OFFLINE_ENV, wranglerBin } from './wrangler.mjs';

/** The runtime's behaviour date: Cloudflare applies this project's settings as of that day. */
export const COMPATIBILITY_DATE = '2026-11-01';

/**
 * Starts `wrangler pages dev <dir>` on 127.0.0.1 and waits until it answers.
 * With `tls`, it serves https with that key and certificate. By default wrangler and its workerd
 * get a process group of their own, which `close()` ends; `ownGroup: false` leaves them in the
 * caller's, for a caller that is itself ended with its group (Playwright's web server).
 * `output()` is everything wrangler printed so far (its verdict on each _headers rule among it).
 * @param {{ dir: string, port?: number, tls?: { key: string, cert: string }, ownGroup?: boolean, timeoutMs?: number }} options
 * @returns {Promise<{ origin: string, port: number, output: () => string, close: () => Promise<void> }>}
 */
export async function startPagesDev({ dir, port, tls, ownGroup = true, timeoutMs = 60_000 }) {
  // A port found free can be taken before wrangler binds it (by another process's connection, on a
  // machine running browsers and servers side by side): then, unless the caller named the port, another.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce({ dir, port: port ?? (await freePort()), tls, ownGroup, timeoutMs });
    } catch (error) {
      if (port !== undefined || attempt >= 3 || !/Address already in use/.test(String(error))) throw error;
    }
  }
}

/**
 * One try of startPagesDev, on `usePort`.
 * @param {{ dir: string, port: number, tls?: { key: string, cert: string }, ownGroup: boolean, timeoutMs: number }} options
 * @returns {Promise<{ origin: string, port: number, output: () => string, close: () => Promise<void> }>}
 */
async function startOnce({ dir, port: usePort, tls, ownGroup, timeoutMs }) {
  // Its state (a cache, a temp bundle) goes to a folder of its own, not .wrangler/ in the project.
  const state = mkdtempSync(join(tmpdir(), 'pages-dev-'));
  const args = [
    wranglerBin(),
    'pages',
    'dev',
    resolvePath(dir),
    '--ip',
    '127.0.0.1',
    '--port',
    String(usePort),
    '--compatibility-date',
    COMPATIBILITY_DATE,
    '--persist-to',
    state,
    '--show-interactive-dev-session=false',
    ...(tls ? ['--local-protocol', 'https', '--https-key-path', tls.key, '--https-cert-path', tls.cert] : []),
  ];
  const child = spawn(process.execPath, args, {
    cwd: state,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: ownGroup,
    // Its logs go to that folder too, not to the home folder.
    env: { ...process.env, ...OFFLINE_ENV, WRANGLER_LOG_PATH: join(state, 'logs'), NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  let printed = '';
  child.stdout.on('data', (d) => (printed += d));
  child.stderr.on('data', (d) => (printed += d));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const close = async () => {
    try {
      if (child.pid && child.exitCode === null) process.kill(ownGroup ? -child.pid : child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
    rmSync(state, { recursive: true, force: true });
  };
  const origin = `${tls ? 'https' : 'http'}://127.0.0.1:${usePort}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await close();
      throw new Error(`wrangler pages dev exited (${child.exitCode}):\n${printed}`);
    }
    // "Ready on" comes once workerd listens; over TLS a plain fetch would refuse the test certificate.
    const ready =
      /Ready on https?:\/\//.test(printed) &&
      (tls ||
        (await fetch(origin).then(
          (res) => res.arrayBuffer().then(() => true),
          () => false,
        )));
    if (ready) return { origin, port: usePort, output: () => printed, close };
    await new Promise((r) => setTimeout(r, 100));
  }
  await close();
  throw new Error(`wrangler pages dev did not start on ${origin} within ${timeoutMs / 1000} s:\n${printed}`);
}
