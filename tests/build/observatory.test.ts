/**
 * The MDN HTTP Observatory's own scanner (@mdn/mdn-http-observatory) grades
 * the site as Cloudflare Pages serves it: `wrangler pages dev` over TLS with a
 * throwaway certificate that the scanner's process trusts. The grade the
 * Observatory gives a live site needs this same A+.
 *
 * Two things differ from a scan on the web: the scanner reaches the server on
 * its port, where plain http is not answered at all (it scores that "no http",
 * as it would a site that only listens on 443; on Cloudflare, http is
 * redirected to https, which scores the same), and its list of preloaded HSTS
 * hosts is empty (the package downloads Chromium's at install, which this
 * network does not reach; no local host is on it anyway).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPagesDev } from '../../scripts/lib/pages-dev.mjs';
import { DIST } from '../support/dist';
import { makeTestCertificate, type TestCertificate } from '../support/hosts/tls';

const scanner = dirname(createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json'));

interface ScanTest {
  pass: boolean;
  result: string;
  scoreModifier: number;
}
interface Scan {
  scan: { grade: string; score: number; testsFailed: number; statusCode: number };
  tests: Record<string, ScanTest>;
}

/** The scanner's HSTS preload list, empty where its install step could not download Chromium's. */
function ensurePreloadList(): void {
  const file = join(scanner, 'conf', 'hsts-preload.json');
  if (!existsSync(file)) writeFileSync(file, '{}\n');
}

/** Runs the scanner's command line in a process that trusts `cert`; its JSON report. */
function scanWith(host: string, cert: string): Scan {
  const run = spawnSync(process.execPath, [join(scanner, 'src', 'scan.js'), host], {
    encoding: 'utf8',
    env: { ...process.env, NODE_EXTRA_CA_CERTS: cert },
    timeout: 60_000,
  });
  const report = JSON.parse(run.stdout || '{}') as Scan & { error?: string };
  if (report.error || !report.scan) throw new Error(`the scan failed: ${report.error ?? run.stderr}`);
  return report;
}

describe('the MDN HTTP Observatory, on the site as Cloudflare Pages serves it over TLS', () => {
  let certificate: TestCertificate | undefined;
  let server: Awaited<ReturnType<typeof startPagesDev>> | undefined;
  let report: Scan;
  // A server or scan that fails fails every test here with the reason (a throwing beforeAll would skip them).
  let failure: unknown;

  beforeAll(async () => {
    try {
      ensurePreloadList();
      certificate = makeTestCertificate();
      server = await startPagesDev({ dir: DIST, tls: certificate });
      report = scanWith(`localhost:${server.port}`, certificate.cert);
    } catch (error) {
      failure = error;
      return;
    }
    const rows = Object.entries(report.tests).map(
      ([name, t]) =>
        `  ${name.padEnd(30)} ${t.pass ? 'pass' : 'FAIL'} ${String(t.scoreModifier).padStart(4)}  ${t.result}`,
    );
    console.log(`Observatory: ${report.scan.grade} (${report.scan.score})\n${rows.join('\n')}`);
  }, 90_000);
  beforeEach(() => {
    if (failure) throw failure;
  });
  afterAll(async () => {
    await server?.close();
    certificate?.remove();
  });

  it('grades it A+', () => {
    expect(report.scan.statusCode).toBe(200);
    expect(report.scan.grade).toBe('A+');
  });

  it('passes every one of its tests', () => {
    const failed = Object.entries(report.tests).filter(([, t]) => !t.pass);
    expect(failed.map(([name, t]) => `${name}: ${t.result}`)).toEqual([]);
  });

  it('reads the policies from the headers, not only from the page', () => {
    expect(report.tests['content-security-policy']?.result).toBe('csp-implemented-with-no-unsafe-default-src-none');
    expect(report.tests['strict-transport-security']?.result).toMatch(/^hsts-implemented-max-age-at-least/);
    expect(report.tests['x-frame-options']?.result).toBe('x-frame-options-implemented-via-csp');
    expect(report.tests['cross-origin-resource-policy']?.result).toBe('corp-implemented-with-same-origin');
  });
});
