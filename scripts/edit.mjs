#!/usr/bin/env node
/**
 * `npm run edit`: the browser editor on this machine, no account needed.
 * Starts decap-server (bound to 127.0.0.1) and the dev server, and prints the
 * editor's address. "Publish" in the editor writes the files in this working
 * tree at once; reload the page in the dev server to see the change, then
 * commit it with git. Ctrl+C stops both servers.
 *
 * Ports: EDIT_PORT (the site and editor, default 4321) and DECAP_SERVER_PORT
 * (decap-server, default a free one).
 */
import { startEditor } from './lib/editor.mjs';

const sitePort = Number(process.env.EDIT_PORT || 4321);
const serverPort = process.env.DECAP_SERVER_PORT ? Number(process.env.DECAP_SERVER_PORT) : undefined;

console.log('Starting decap-server and the dev server…');
const editor = await startEditor({ sitePort, serverPort, echo: true }).catch((error) => {
  console.error(String(error.message ?? error));
  process.exit(1);
});
console.log(`
  Editor:  ${editor.editor}
  Site:    ${editor.site}/

Choose "Login" in the editor (no account needed here). "Publish" saves into
src/content/ and public/partners/ of this folder; reload the site to see it.
Check the changes with \`git diff\` and commit them. Ctrl+C stops both servers.
`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await editor.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
