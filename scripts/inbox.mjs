#!/usr/bin/env node
/**
 * Runs the local inbox (scripts/lib/inbox.mjs, which describes its endpoints)
 * until stopped:
 *
 *   node scripts/inbox.mjs [--port <n>] [--dir .inbox] [--quiet]
 *
 * The port defaults to START_PORTS.inbox (scripts/lib/test-env.mjs); 0 picks a
 * free one. Messages are kept in <dir>/ and, unless --quiet, printed.
 */
import { parseArgs } from 'node:util';
import { startInbox } from './lib/inbox.mjs';
import { START_PORTS } from './lib/test-env.mjs';

async function main() {
  const usage = 'Usage: node scripts/inbox.mjs [--port <n>] [--dir .inbox] [--quiet]';
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: String(START_PORTS.inbox) },
      dir: { type: 'string', default: '.inbox' },
      quiet: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return console.log(usage);
  const port = Number(values.port);
  if (!/^\d+$/.test(values.port) || port > 65535)
    throw new Error(`--port has to be 0 to 65535, not ${values.port}\n${usage}`);
  const inbox = await startInbox({ port, dir: values.dir, quiet: values.quiet });
  if (!values.quiet) console.log(`Local inbox on ${inbox.url}: messages are printed here and kept in ${values.dir}/`);
  const stop = () => void inbox.close().finally(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err) => {
  console.error(`The local inbox could not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
