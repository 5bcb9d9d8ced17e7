/**
 * The built site as a server, shared by scripts/ and tests/: a free port,
 * and `astro preview` started and waited for (which file serves which
 * route: src/lib/site/builtFiles.ts).
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

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
