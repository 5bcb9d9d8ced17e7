/**
 * Vitest global setup of the `engines` project: the built site (`astro preview`) and the local
 * inbox on the test ports, as playwright.config.ts starts them for the Chromium specs.
 */
import { startInbox } from '../../scripts/lib/inbox.mjs';
import { startPreview } from '../../scripts/lib/preview.mjs';
import { TEST_PORTS } from '../../scripts/lib/test-env.mjs';
import needsBuild from './needs-build';

export default async function engineServers(): Promise<() => Promise<void>> {
  needsBuild();
  const inbox = await startInbox({ port: TEST_PORTS.inbox, dir: 'test-results/inbox-engines', quiet: true });
  const site = await startPreview({ port: TEST_PORTS.site }).catch(async (e: unknown) => {
    await inbox.close();
    throw e;
  });
  return async () => {
    site.close();
    await inbox.close();
  };
}
