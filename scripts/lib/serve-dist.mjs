/**
 * A build served over HTTP on 127.0.0.1, on a free port, as a host would: a
 * route answered by its file (src/lib/site/builtFiles.ts), anything else by
 * its path inside the build, text gzipped, cached as deploy/nginx.conf says
 * (Pagefind's own files are already compressed). For the benchmarks
 * (scripts/lib/click-to-paint.mjs, scripts/lib/first-search.mjs) and for the
 * browser tests of a second build beside the one Playwright starts
 * (`astro preview` allows one server per project).
 */
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileOfRoute } from '../../src/lib/site/builtFiles.ts';
import { freePort } from './preview.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml',
  '.ics': 'text/calendar',
  '.txt': 'text/plain',
};
const TEXT = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.ics', '.txt']);

/**
 * @param {string} dist
 * @param {{ html?: (html: string) => string }} [options] `html` rewrites each page as served
 * @returns {Promise<{ origin: string, served: { path: string, bytes: number }[], close: () => void }>}
 *   `served`: each response's path and body bytes as sent, in order (a caller may empty it)
 */
export async function serveDist(dist, { html = (page) => page } = {}) {
  const port = await freePort();
  const root = resolve(dist);
  /** @type {{ path: string, bytes: number }[]} */
  const served = [];
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = join(root, path);
    if (!extname(path) || !existsSync(file) || statSync(file).isDirectory()) file = join(root, fileOfRoute(path));
    // Nothing outside the build, whatever the address says.
    if (!file.startsWith(root + sep) || !existsSync(file)) return res.writeHead(404).end('Not Found');
    const ext = extname(file);
    const type = TYPES[/** @type {keyof typeof TYPES} */ (ext)] ?? 'application/octet-stream';
    const body = ext === '.html' ? Buffer.from(html(await readFile(file, 'utf8'))) : await readFile(file);
    // As deploy/nginx.conf: pages and search's files revalidated, the build's hashed files kept.
    const cache =
      ext === '.html' || path.startsWith('/pagefind/')
        ? 'no-cache'
        : path.startsWith('/_astro/')
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=86400';
    const headers = { 'content-type': type, 'cache-control': cache };
    const sent = TEXT.has(ext) ? gzipSync(body) : body;
    served.push({ path, bytes: sent.length });
    res.writeHead(200, TEXT.has(ext) ? { ...headers, 'content-encoding': 'gzip' } : headers).end(sent);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  return { origin: `http://127.0.0.1:${port}`, served, close: () => server.close() };
}
