#!/usr/bin/env node
/**
 * `npm run serve:pages`: the last build (dist/) served by Cloudflare Pages' own
 * runtime (`wrangler pages dev`), as the CDN serves it: its headers from
 * dist/_headers, its clean addresses, its 404 page. Stops with Ctrl+C.
 * `-- --port=8790` picks the port (default: a free one).
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { startPagesDev } from './lib/pages-dev.mjs';

const { values } = parseArgs({ options: { port: { type: 'string' } } });
if (!existsSync('dist/index.html')) {
  console.error('No build in dist/: run `npm run build` first.');
  process.exit(1);
}
// In this process's group, so whoever ends the group (Ctrl+C, Playwright) ends wrangler and workerd with it.
const server = await startPagesDev({
  dir: 'dist',
  ownGroup: false,
  ...(values.port ? { port: Number(values.port) } : {}),
});
console.log(`dist/ as Cloudflare Pages serves it: ${server.origin}`);
const stop = () => server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
