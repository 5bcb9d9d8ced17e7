/**
 * wrangler, Cloudflare's command line (npm package), as this project runs it:
 * with this Node, and without its calls home. Used by `wrangler pages dev`
 * (scripts/lib/pages-dev.mjs) and the deploy (scripts/deploy.mjs).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Wrangler asks Cloudflare for a request's `cf` details, its usage metrics and
 * its error reports on start; none of that concerns serving files, and this
 * machine reaches no host but the package registries.
 */
export const OFFLINE_ENV = {
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_SEND_ERROR_REPORTS: 'false',
};

/** wrangler's command, from its package.json (its exports leave out the bin file); run it with `node`. */
export function wranglerBin() {
  const manifest = createRequire(import.meta.url).resolve('wrangler/package.json');
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8'));
  return join(dirname(manifest), typeof bin === 'string' ? bin : bin.wrangler);
}
