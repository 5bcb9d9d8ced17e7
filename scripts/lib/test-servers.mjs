/**
 * The servers the browser tests and the engine flows run against: the built
 * site (`astro preview`) and the local inbox, on the test ports. The test
 * build sends its forms to the inbox's port, and Astro allows one preview per
 * project, so tests that run side by side share one of each: `npm test`
 * starts them here and says so with TEST_SERVERS=up, which playwright.config.ts
 * and the engines' setup (tests/support/engineServers.ts) then reuse; run
 * alone, each starts its own.
 */
import { startInbox } from './inbox.mjs';
import { startPreview } from './preview.mjs';
import { TEST_PORTS } from './test-env.mjs';

/** Where the inbox keeps what arrived (the files sent with applications among it). */
export const INBOX_DIR = 'test-results/inbox';

/** Set in the environment of tests that are to reuse servers already started. */
export const SERVERS_UP = { TEST_SERVERS: 'up' };

/** Whether this process was started to reuse servers already running. */
export const serversUp = () => process.env['TEST_SERVERS'] === SERVERS_UP.TEST_SERVERS;

/**
 * Starts the inbox and the site on the test ports and waits until both answer.
 * @returns {Promise<{ close: () => Promise<void> }>}
 */
export async function startTestServers() {
  const inbox = await startInbox({ port: TEST_PORTS.inbox, dir: INBOX_DIR, quiet: true });
  const site = await startPreview({ port: TEST_PORTS.site }).catch(async (e) => {
    await inbox.close();
    throw e;
  });
  return {
    async close() {
      site.close();
      await inbox.close();
    },
  };
}
