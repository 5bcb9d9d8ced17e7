#!/usr/bin/env node
/**
 * `npm run edit`: the browser editor on this machine, no account needed.
 * Starts the dev server on 127.0.0.1, which serves the site and the editor
 * at /admin/ (src/integrations/cmsAdmin.ts), and prints the editor's address.
 * In Chrome or Edge, "Work with Local Repository" asks once for this project's
 * folder; a save writes its files at once. Ctrl+C stops the server.
 *
 * Port: EDIT_PORT (default 4321).
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const port = Number(process.env.EDIT_PORT || 4321);
const root = process.cwd();
const astro = join(
  dirname(createRequire(join(root, 'package.json')).resolve('astro/package.json')),
  'bin',
  'astro.mjs',
);

console.log(`
  Editor:  http://127.0.0.1:${port}/admin/   (Chrome or Edge)
  Site:    http://127.0.0.1:${port}/

In the editor choose "Work with Local Repository" and pick this folder
(${root}) the first time; the browser remembers it. A save writes into
src/content/ and public/ at once: reload the site to see it, check the
changes with \`git diff\` and commit them. Ctrl+C stops the server.
`);
const server = spawn(process.execPath, [astro, 'dev', '--host', '127.0.0.1', '--port', String(port)], {
  cwd: root,
  stdio: 'inherit',
});
server.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
