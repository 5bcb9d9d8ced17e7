/**
 * A second built site served beside the one Playwright starts (`astro
 * preview` allows one server per project): the variant build in
 * dist-variant/, on a free port, a route answered by its file as the host
 * would (src/lib/site/builtFiles.ts), anything else by its path.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileOfRoute } from '../../src/lib/site/builtFiles.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.ics': 'text/calendar',
  '.txt': 'text/plain',
};

export async function serveBuild(dir: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://site').pathname);
    const file = extname(path) ? path.slice(1) : fileOfRoute(path);
    const safe = normalize(file).replace(/^(\.\.[/\\])+/, '');
    readFile(join(dir, safe)).then(
      (body) => res.writeHead(200, { 'Content-Type': TYPES[extname(safe)] ?? 'application/octet-stream' }).end(body),
      () => res.writeHead(404).end('Not Found'),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
