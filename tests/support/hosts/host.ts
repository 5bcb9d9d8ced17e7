/**
 * The servers the built site ships to, as the server checks
 * (tests/build/served.test.ts) run them: one row per host, with the few ways
 * the hosts answer differently, each by design of the host, not of the site.
 */
import { startPagesDev } from '../../../scripts/lib/pages-dev.mjs';
import { DIST } from '../dist';
import { startNginx } from './nginx';

/** A server answering on `origin` until `close()`. */
export interface RunningHost {
  origin: string;
  /** What the server printed so far (warnings about the site's rule files among it). */
  output: () => string;
  close: () => Promise<void>;
}

export interface Host {
  name: string;
  start: () => Promise<RunningHost>;
  /** The status of a redirect to a page's canonical address. */
  redirect: 301 | 308;
  /** Whether calendar files are gzipped (Cloudflare compresses a list of types that leaves out text/calendar). */
  gzipsCalendars: boolean;
  /**
   * Whether a gzipped response names Accept-Encoding in Vary. wrangler's local server leaves it
   * out; Cloudflare's edge, which compresses in production, adds it.
   */
  namesVary: boolean;
  /**
   * Rule-file warnings in the server's output: a rule the host skipped (Cloudflare Pages names each
   * invalid line of _headers or _redirects); empty when the host reads no rule files.
   */
  skippedRules: (output: string) => string[];
}

/** The lines in which `wrangler pages dev` names a rule of _headers or _redirects that it skipped. */
export const skippedByCloudflare = (output: string): string[] =>
  output.split('\n').filter((line) => /invalid (?:header|redirect) rule|Skipping/i.test(line));

export const HOSTS: readonly Host[] = [
  {
    name: 'nginx with deploy/nginx.conf',
    start: startNginx,
    redirect: 301,
    gzipsCalendars: true,
    namesVary: true,
    skippedRules: () => [],
  },
  {
    // Cloudflare Pages, the default host: its runtime, its rule files, its clean addresses.
    name: 'Cloudflare Pages (wrangler pages dev)',
    start: () => startPagesDev({ dir: DIST }),
    redirect: 308,
    gzipsCalendars: false,
    namesVary: false,
    skippedRules: skippedByCloudflare,
  },
];
