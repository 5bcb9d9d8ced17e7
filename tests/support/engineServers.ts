/**
 * Vitest global setup of the `engines` project: the built site and the local inbox on the test
 * ports (scripts/lib/test-servers.mjs), or, under `npm test`, those it started for the browser
 * tests, which run beside the engines.
 */
import { serversUp, startTestServers } from '../../scripts/lib/test-servers.mjs';
import { INBOX_ORIGIN, TEST_PORTS } from '../../scripts/lib/test-env.mjs';
import needsBuild from './needs-build';

export default async function engineServers(): Promise<() => Promise<void>> {
  needsBuild();
  if (serversUp()) {
    const answering = async (url: string) => (await fetch(url).catch(() => null))?.ok === true;
    if (
      !(await answering(`${INBOX_ORIGIN}/__inbox/health`)) ||
      !(await answering(`http://127.0.0.1:${TEST_PORTS.site}`))
    )
      throw new Error('TEST_SERVERS=up, but the test site or inbox does not answer on the test ports.');
    return async () => {};
  }
  const servers = await startTestServers();
  return () => servers.close();
}
