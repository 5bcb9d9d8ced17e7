/**
 * The built site as files and as a server, shared by scripts/ and tests/:
 * which file serves which route, a free port, and `astro preview` started
 * and waited for. The one copy of each.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { sep } from 'node:path';

/**
 * The route a built page is served at: "index.html" → "/", "about.html" →
 * "/about", "a/index.html" → "/a/" (the build writes `build.format: 'file'`).
 * @param {string} file path relative to dist/, with "/" separators
 */
export function routeOfFile(file) {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  return `/${file.replace(/\.html$/, '')}`;
}

/**
 * The file a route is built to: "/" → "index.html", "/about" → "about.html", "/a/" → "a/index.html".
 * @param {string} route
 */
export function fileOfRoute(route) {
  if (route === '/') return 'index.html';
  if (route.endsWith('/')) return `${route.slice(1)}index.html`;
  return `${route.slice(1)}.html`;
}

/**
 * Every .html file under a dist folder (relative, "/" separators, sorted); [] when there is none.
 * @param {string} dist
 */
export function builtPages(dist) {
  if (!existsSync(dist)) return [];
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .map((f) => f.split(sep).join('/'))
    .sort();
}

/** A TCP port on 127.0.0.1 that is free right now. @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

/**
 * Starts `astro preview` for the last build on 127.0.0.1 and waits until it answers.
 * @param {{ port?: number, cwd?: string, timeoutMs?: number }} [options]
 * @returns {Promise<{ origin: string, close: () => void }>}
 */
export async function startPreview({ port, cwd = process.cwd(), timeoutMs = 60_000 } = {}) {
  const usePort = port ?? (await freePort());
  const child = spawn('npx', ['astro', 'preview', '--host', '127.0.0.1', '--port', String(usePort)], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const close = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  const origin = `http://127.0.0.1:${usePort}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`astro preview exited (${child.exitCode}):\n${output}`);
    const up = await fetch(origin).then(
      () => true,
      () => false,
    );
    if (up) return { origin, close };
    await new Promise((r) => setTimeout(r, 200));
  }
  close();
  throw new Error(`astro preview did not answer on ${origin} within ${timeoutMs / 1000} s:\n${output}`);
}
