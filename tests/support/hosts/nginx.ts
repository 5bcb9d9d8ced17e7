/**
 * dist/ served by the real nginx with the shipped deploy/nginx.conf.
 *
 * startNginx writes a throwaway nginx.conf in a temp dir (no daemon, logs and
 * temp files in that dir) whose http block includes deploy/nginx.conf's
 * server block verbatim, apart from the lines marked "# DEPLOY:" (listen,
 * root, server_name), which point it at 127.0.0.1:<free port> and dist/.
 * Without nginx it throws, saying how to install it.
 */
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { freePort } from '../../../scripts/lib/preview.mjs';
import { DIST } from '../dist';
import type { RunningHost } from './host';

const DEPLOY_CONF = join(import.meta.dirname, '..', '..', '..', 'deploy', 'nginx.conf');
const INSTALL = 'apt-get install -y nginx-light';

// ── nginx ───────────────────────────────────────────────────────────────────

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** NGINX_BIN, then PATH, then the sbin folders a non-root PATH often lacks. */
function findNginx(): string | null {
  const candidates = [
    process.env['NGINX_BIN'],
    ...(process.env['PATH'] ?? '').split(delimiter).map((dir) => join(dir, 'nginx')),
    '/usr/sbin/nginx',
    '/usr/local/sbin/nginx',
    '/usr/local/nginx/sbin/nginx',
  ];
  return candidates.find((file): file is string => !!file && isExecutable(file)) ?? null;
}

/**
 * deploy/nginx.conf with its "# DEPLOY:" lines pointed at this machine. Any
 * listen/root/server_name line without the marker is an error, so the test
 * can never quietly run a different block from the one that ships.
 */
function serverBlockForTest(conf: string, port: number, root: string): string {
  const seen = { listen: 0, root: 0, server_name: 0 };
  const lines = conf.split('\n').map((line) => {
    const match = /^(\s*)(listen|root|server_name)\b[^;#]*;(.*)$/.exec(line);
    if (!match) return line;
    const [, indent = '', directive = '', rest = ''] = match;
    if (!/#\s*DEPLOY:/.test(rest)) {
      throw new Error(`deploy/nginx.conf: "${line.trim()}" must be marked "# DEPLOY:" (the lines a deployment edits)`);
    }
    if (directive === 'listen') {
      seen.listen += 1;
      return seen.listen === 1
        ? `${indent}listen 127.0.0.1:${port}; # test`
        : `${indent}# test dropped: ${line.trim()}`;
    }
    if (directive === 'root') {
      seen.root += 1;
      return `${indent}root "${root}"; # test`;
    }
    seen.server_name += 1;
    return `${indent}server_name localhost; # test`;
  });
  if (seen.listen < 1 || seen.root !== 1 || seen.server_name !== 1) {
    throw new Error(
      `deploy/nginx.conf: expected DEPLOY: listen (1+), root (1), server_name (1); found ${JSON.stringify(seen)}`,
    );
  }
  return lines.join('\n');
}

/** The full nginx.conf the test runs: throwaway paths around the shipped server block. */
function testConf(nginx: string, dir: string, server: string): string {
  const built = spawnSync(nginx, ['-V'], { encoding: 'utf8' }).stderr;
  const confPath = /--conf-path=(\S+)/.exec(built)?.[1];
  const mimeTypes = ['/etc/nginx/mime.types', ...(confPath ? [join(dirname(confPath), 'mime.types')] : [])].find((f) =>
    existsSync(f),
  );
  if (!mimeTypes) throw new Error(`no mime.types next to nginx's config; reinstall it: ${INSTALL}`);
  // Every temp path in the test dir, so nginx needs no write access elsewhere.
  const temps = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .filter((m) => m === 'client_body' || !built.includes(`--without-http_${m}_module`))
    .map((m) => `  ${m}_temp_path "${join(dir, `${m}_temp`)}";`);
  return [
    '# Written by tests/support/hosts/nginx.ts for the server checks; deleted after the run.',
    'daemon off;',
    'master_process off;',
    `pid "${join(dir, 'nginx.pid')}";`,
    `error_log "${join(dir, 'error.log')}" warn;`,
    'events { worker_connections 64; }',
    'http {',
    `  include "${mimeTypes}";`,
    '  default_type application/octet-stream;',
    `  access_log "${join(dir, 'access.log')}";`,
    ...temps,
    '',
    '# ── deploy/nginx.conf, verbatim but for the lines marked DEPLOY: ──',
    server,
    '}',
    '',
  ].join('\n');
}

/** Starts nginx on a free port of 127.0.0.1 with deploy/nginx.conf and waits until it answers. */
export async function startNginx(): Promise<RunningHost> {
  const bin = findNginx();
  if (!bin) {
    throw new Error(
      `nginx is not installed. Install it with \`${INSTALL}\` (as root; .ci/run does this in CI), or set NGINX_BIN.`,
    );
  }
  if (!existsSync(join(DIST, 'index.html'))) throw new Error(`${DIST}/index.html is missing: run the build first`);

  const port = await freePort();
  const tmp = mkdtempSync(join(tmpdir(), 'nginx-test-'));
  const errorLog = join(tmp, 'error.log');
  const readLog = (): string => (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '');
  const confFile = join(tmp, 'nginx.conf');
  writeFileSync(confFile, testConf(bin, tmp, serverBlockForTest(readFileSync(DEPLOY_CONF, 'utf8'), port, DIST)));

  const version = /nginx\/(\d+)\.(\d+)\.(\d+)/.exec(spawnSync(bin, ['-v'], { encoding: 'utf8' }).stderr);
  const [major, minor, patch] = (version?.slice(1) ?? []).map(Number);
  // -e (nginx >= 1.19.5) keeps even startup errors out of /var/log/nginx.
  const hasE =
    major !== undefined &&
    minor !== undefined &&
    patch !== undefined &&
    (major > 1 || minor > 19 || (minor === 19 && patch >= 5));
  const args = ['-p', `${tmp}/`, '-c', confFile, ...(hasE ? ['-e', errorLog] : [])];

  const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let printed = '';
  let exited: string | null = null;
  child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.on('exit', (code, signal) => (exited = `exit code ${code ?? '-'}, signal ${signal ?? '-'}`));
  child.on('error', (error) => (exited = error.message));

  const close = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await gone;
      clearTimeout(timer);
    }
    rmSync(tmp, { recursive: true, force: true });
  };

  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (exited) {
      await close();
      throw new Error(`nginx stopped (${exited}) with deploy/nginx.conf:\n${printed}${readLog()}`);
    }
    try {
      const res = await fetch(`${origin}/`, { redirect: 'manual' });
      await res.arrayBuffer();
      return { origin, output: () => printed + readLog(), close };
    } catch {
      if (Date.now() > deadline) {
        await close();
        throw new Error(`nginx did not answer on ${origin} within 10 s:\n${printed}${readLog()}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
