/**
 * The local editing setup behind `npm run edit` and the editor's browser test:
 * decap-server (the Decap CMS backend that reads and writes the files of a
 * working tree) on 127.0.0.1 only, and `astro dev`, which serves the site and
 * the editor at /admin/ (src/integrations/decapAdmin.ts) pointed at that
 * decap-server. Each runs in its own process group, so close() stops every
 * process either of them started.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { freePort } from './preview.mjs';

/**
 * @param {string} cmd @param {string[]} args
 * @param {{ cwd: string, env: Record<string, string>, label: string, echo: boolean }} options
 */
function startGroup(cmd, args, { cwd, env, label, echo }) {
  const child = spawn(cmd, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const keep = (chunk) => {
    output += chunk;
    if (echo) process.stdout.write(String(chunk).replace(/^(?=.)/gm, `[${label}] `));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-(child.pid ?? 0), 'SIGTERM');
    } catch {
      return; // Already gone.
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-(child.pid ?? 0), 'SIGKILL');
      } catch {
        // Gone in the meantime.
      }
    }, 5_000);
    await exited;
    clearTimeout(timer);
  };
  return { child, stop, output: () => output };
}

/** Waits until a URL answers at all (any HTTP status). */
async function waitFor(url, group, name, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (group.child.exitCode !== null) throw new Error(`${name} exited (${group.child.exitCode}):\n${group.output()}`);
    const up = await fetch(url, { redirect: 'manual' }).then(
      () => true,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${name} did not answer on ${url} within ${timeoutMs / 1000} s:\n${group.output()}`);
}

/**
 * Starts decap-server and `astro dev` for the working tree `cwd`.
 * @param {{ cwd?: string, sitePort?: number, serverPort?: number, echo?: boolean, timeoutMs?: number }} [options]
 * @returns {Promise<{ site: string, editor: string, server: string, close: () => Promise<void> }>}
 */
export async function startEditor({
  cwd = process.cwd(),
  sitePort,
  serverPort,
  echo = false,
  timeoutMs = 90_000,
} = {}) {
  const apiPort = serverPort ?? (await freePort());
  const webPort = sitePort ?? (await freePort());
  const require = createRequire(join(cwd, 'package.json'));
  const decapServer = require.resolve('decap-server/dist/index.js');
  const astro = join(dirname(require.resolve('astro/package.json')), 'bin', 'astro.mjs');

  const server = startGroup(process.execPath, [decapServer], {
    cwd,
    // fs mode: reads and writes the files as they are; no git needed. BIND_HOST keeps it off the network.
    env: { PORT: String(apiPort), BIND_HOST: '127.0.0.1', MODE: 'fs', GIT_REPO_DIRECTORY: cwd, LOG_LEVEL: 'warn' },
    label: 'decap-server',
    echo,
  });
  const site = startGroup(process.execPath, [astro, 'dev', '--host', '127.0.0.1', '--port', String(webPort)], {
    cwd,
    env: { DECAP_SERVER_PORT: String(apiPort) },
    label: 'astro',
    echo,
  });
  const close = async () => {
    await Promise.all([server.stop(), site.stop()]);
  };
  try {
    const api = `http://127.0.0.1:${apiPort}/api/v1`;
    const origin = `http://127.0.0.1:${webPort}`;
    await waitFor(api, server, 'decap-server', timeoutMs);
    await waitFor(`${origin}/admin/config.json`, site, 'astro dev', timeoutMs);
    return { site: origin, editor: `${origin}/admin/`, server: api, close };
  } catch (error) {
    await close();
    throw error;
  }
}
