#!/usr/bin/env node
/**
 * `npm start`: builds the site and serves it at http://localhost:4321.
 * With real EmailJS settings (environment or .env) the form sends through
 * EmailJS. Without them, the local EmailJS-compatible inbox (scripts/lib/inbox.mjs,
 * on START_PORTS.inbox) receives the messages: they are printed here and kept in
 * .inbox/messages.jsonl (files in .inbox/files/).
 */
import { spawn, spawnSync } from 'node:child_process';
import { loadEnv } from 'vite';
import { localEmailEnv, START_PORTS } from './lib/test-env.mjs';
import { startInbox } from './lib/inbox.mjs';

console.log(`Node ${process.version}`);
// The build itself validates these fully (src/integrations/contactSettings.ts).
const owner = loadEnv('production', process.cwd(), 'PUBLIC_');
const REQUIRED = ['PUBLIC_EMAILJS_SERVICE_ID', 'PUBLIC_EMAILJS_TEMPLATE_ID', 'PUBLIC_EMAILJS_PUBLIC_KEY'];
const configured = REQUIRED.every((name) => owner[name]?.trim());
let env = {};
let inbox = null;

if (configured || owner.PUBLIC_CONTACT_MAILTO_ONLY === 'true') {
  console.log(
    configured ? 'Contact form: sending through EmailJS with your settings.' : 'Contact form: mailto-only mode.',
  );
} else {
  inbox = await startInbox({ port: START_PORTS.inbox, dir: '.inbox' });
  env = localEmailEnv(START_PORTS.inbox);
  console.log(`Contact form: no EmailJS settings found, so messages go to the local inbox at ${inbox.url}`);
  console.log('They are printed in this terminal and appended to .inbox/messages.jsonl.\n');
}

const build = spawnSync('npx', ['astro', 'build'], { stdio: 'inherit', env: { ...process.env, ...env } });
if (build.status !== 0) {
  await inbox?.close();
  process.exit(build.status ?? 1);
}

const preview = spawn('npx', ['astro', 'preview', '--port', String(START_PORTS.site)], { stdio: 'inherit' });
const stop = async () => {
  preview.kill('SIGTERM');
  await inbox?.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
preview.on('exit', async (code) => {
  await inbox?.close();
  process.exit(code ?? 0);
});
