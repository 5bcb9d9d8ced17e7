/**
 * scripts/deploy.mjs uploading dist/ with the real `wrangler pages deploy`,
 * against a fake of Cloudflare's API and of GitHub's commit statuses
 * (tests/support/fakeCloudflare.ts), as the Deploy workflow runs it: the
 * first run creates the Pages project, a preview gets its branch address and
 * the commit status that links it, production goes to the production branch,
 * and a refused upload fails the job and the status.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIST } from '../support/dist';
import { startFakeCloudflare } from '../support/fakeCloudflare';
import { PREVIEW_STATUS_CONTEXT } from '../../src/lib/deploy/preview';

const SHA = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678';
const scratch = mkdtempSync(join(tmpdir(), 'deploy-test-'));
const summary = join(scratch, 'summary.md');

/** Runs the deploy script on the built dist/ (no build of its own), with wrangler's files kept in `scratch`. */
function deploy(
  fake: Awaited<ReturnType<typeof startFakeCloudflare>>,
  args: string[],
  env: Record<string, string> = {},
) {
  return new Promise<{ status: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['scripts/deploy.mjs', '--skip-build', ...args], {
      env: {
        ...process.env,
        ...fake.env,
        CLOUDFLARE_PROJECT_NAME: 'aldermoor',
        PRODUCTION_BRANCH: 'main',
        COMMIT_SHA: SHA,
        GITHUB_STEP_SUMMARY: summary,
        WRANGLER_CACHE_DIR: join(scratch, 'cache'),
        WRANGLER_LOG_PATH: join(scratch, 'logs'),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (status) => resolve({ status, output }));
  });
}

/** The files wrangler uploads: all of dist/ but the host's rule files, which go with the deployment itself. */
const uploadable = readdirSync(DIST, { recursive: true, withFileTypes: true }).filter(
  (e) => e.isFile() && !(e.parentPath === DIST && ['_headers', '_redirects'].includes(e.name)),
).length;

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/**
 * The site the refused deploy uploads: a page and its _headers. What the job does when Cloudflare
 * refuses is the same whatever the build's size, and uploading all of dist/ a third time cost
 * more than the other two deploys' checks together.
 */
const smallSite = join(scratch, 'small-site');
mkdirSync(smallSite);
writeFileSync(join(smallSite, 'index.html'), '<!DOCTYPE html><title>Refused</title>');
writeFileSync(join(smallSite, '_headers'), readFileSync(join(DIST, '_headers')));

type Run = { status: number | null; output: string };
type Fake = Awaited<ReturnType<typeof startFakeCloudflare>>;
let fake: Fake;
let refusing: Fake;
let preview: Run;
let production: Run;
let refused: Run;

// The refused upload runs beside the preview and production deploys, which follow one another.
beforeAll(async () => {
  [fake, refusing] = await Promise.all([startFakeCloudflare(), startFakeCloudflare({ failDeployments: true })]);
  await Promise.all([
    (async () => {
      preview = await deploy(fake, ['--preview'], { PREVIEW_BRANCH: 'pr-7' });
      production = await deploy(fake, []);
    })(),
    (async () => {
      refused = await deploy(refusing, ['--preview', '--dist', smallSite], {
        PREVIEW_BRANCH: 'pr-8',
        GITHUB_STEP_SUMMARY: '',
        WRANGLER_CACHE_DIR: join(scratch, 'cache-refused'),
      });
    })(),
  ]);
  // Three uploads through wrangler: seconds on a quiet machine, minutes on a busy one; a bound, not a retry.
}, 300_000);
afterAll(() => Promise.all([fake?.close(), refusing?.close()]));

describe('a preview, then production, to a new Cloudflare account', () => {
  it('creates the Pages project once, with the repository’s production branch', () => {
    expect(preview.status, preview.output).toBe(0);
    expect(production.status, production.output).toBe(0);
    expect([...fake.projects.values()]).toEqual([{ name: 'aldermoor', production_branch: 'main' }]);
  });

  it('deploys every file of the build with its _headers, uploading each content once', () => {
    const [first, second] = fake.deployments;
    const manifest = JSON.parse(first?.fields['manifest'] ?? '{}') as Record<string, string>;
    expect(Object.keys(manifest)).toHaveLength(uploadable);
    expect(first?.fields['_headers']).toBe(readFileSync(join(DIST, '_headers'), 'utf8'));
    // The second deploy of the same files uploads nothing new, as Cloudflare keeps what it has.
    expect(fake.uploadedFiles()).toBe(new Set(Object.values(manifest)).size);
    expect(JSON.parse(second?.fields['manifest'] ?? '{}')).toEqual(manifest);
  });

  it('deploys the preview to its own branch and production to the production branch, with the commit', () => {
    expect(fake.deployments.map((d) => [d.fields['branch'], d.fields['commit_hash']])).toEqual([
      ['pr-7', SHA],
      ['main', SHA],
    ]);
  });

  it('posts the preview’s status on the commit: pending, then its branch address', () => {
    expect(
      fake.statuses.map(({ repo, sha, state, context, target_url }) => ({ repo, sha, state, context, target_url })),
    ).toEqual([
      { repo: 'aldermoor/website', sha: SHA, state: 'pending', context: PREVIEW_STATUS_CONTEXT, target_url: undefined },
      {
        repo: 'aldermoor/website',
        sha: SHA,
        state: 'success',
        context: PREVIEW_STATUS_CONTEXT,
        target_url: 'https://pr-7.aldermoor.pages.dev',
      },
    ]);
  });

  it('prints each address and writes it to the job’s summary', () => {
    expect(preview.output).toContain('Deployed: https://pr-7.aldermoor.pages.dev');
    expect(production.output).toContain('Deployed: https://deployment-2.aldermoor.pages.dev');
    expect(readFileSync(summary, 'utf8')).toContain('### Preview: https://pr-7.aldermoor.pages.dev');
  });
});

describe('a refused upload', () => {
  it('fails the job and the preview’s status', () => {
    expect(refused.status).toBe(1);
    expect(refused.output).toContain('The upload to Cloudflare Pages failed.');
    expect(refusing.statuses.map((s) => s.state)).toEqual(['pending', 'failure']);
  });
});
