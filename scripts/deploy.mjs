#!/usr/bin/env node
/**
 * `npm run deploy`: builds the site and puts it on Cloudflare Pages with
 * `wrangler pages deploy`; what .github/workflows/deploy.yml runs.
 *
 *   npm run deploy                  production: the Pages project's production branch (PRODUCTION_BRANCH, else main)
 *   npm run deploy -- --preview     a pull request's preview: its own address, noindex, mail by mailto
 *   npm run deploy -- --dry-run     everything but the upload, timed, on any machine
 *   npm run deploy -- --build-only  the build alone, without the Cloudflare settings (the workflows' build step)
 *   npm run deploy -- --skip-build  uploads the build already in dist/ as it is (the workflows' upload step)
 *   npm run deploy -- --dist DIR    uploads DIR instead of dist/ (a preview's artifact)
 *
 * Settings (docs/deploy.md has the table):
 *   - the build's: the repository variables, as JSON in VARS_JSON (the workflow
 *     passes them), each name that .env.example lists; without VARS_JSON, the
 *     build reads .env as `npm run build` does;
 *   - Cloudflare's: CLOUDFLARE_API_TOKEN, CLOUDFLARE_ACCOUNT_ID, CLOUDFLARE_PROJECT_NAME.
 *     Without them it says which to set and stops without failing, so a fork
 *     or a new repository's first runs stay green;
 *   - a preview's: PREVIEW_BRANCH (e.g. pr-12, its address's first label), and
 *     for the commit status that links the preview on the pull request and in the
 *     editor: COMMIT_SHA, GITHUB_TOKEN, GITHUB_REPOSITORY, GITHUB_API_URL.
 * The build gets only its settings and what a process needs to run (buildEnv),
 * never a token. A build with a _worker.js (code Cloudflare would run) is not
 * uploaded. It prints each phase's seconds, and with GITHUB_STEP_SUMMARY set
 * writes the address and the seconds there.
 */
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildEnv, buildSettings, missingCloudflareSettings, previewBranchProblem } from './lib/deploy-settings.mjs';
import { OFFLINE_ENV, wranglerBin } from './lib/wrangler.mjs';
import { PREVIEW_STATUS_CONTEXT } from '../src/lib/deploy/preview.ts';

const { values: flags } = parseArgs({
  options: {
    preview: { type: 'boolean', default: false },
    'dry-run': { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
    'build-only': { type: 'boolean', default: false },
    dist: { type: 'string', default: 'dist' },
  },
});
const preview = flags.preview;
const dryRun = flags['dry-run'];
const buildOnly = flags['build-only'];
// wrangler's usage metrics stay off, as everywhere in this project.
const env = { ...process.env, WRANGLER_SEND_METRICS: OFFLINE_ENV.WRANGLER_SEND_METRICS };
const DIST = flags.dist;
if (flags['skip-build'] && buildOnly) throw new Error('--skip-build and --build-only leave nothing to do');
if (DIST !== 'dist' && !flags['skip-build'])
  throw new Error('--dist names a build to upload: use it with --skip-build');
/** @type {[string, number][]} */
const phases = [];

/** Runs `fn`, noting its seconds under `label`. @template T @param {string} label @param {() => T | Promise<T>} fn @returns {Promise<T>} */
async function timed(label, fn) {
  const started = performance.now();
  try {
    return await fn();
  } finally {
    const seconds = (performance.now() - started) / 1000;
    phases.push([label, seconds]);
    console.log(`${label}: ${seconds.toFixed(1)} s`);
  }
}

/** A GitHub Actions annotation, or a plain line elsewhere. @param {'notice' | 'error'} kind @param {string} text */
const annotate = (kind, text) => console.log(env['GITHUB_ACTIONS'] ? `::${kind}::${text}` : `${kind}: ${text}`);

/** Posts the preview's commit status, when the workflow gave what it needs. @param {'pending' | 'success' | 'failure'} state @param {string} description @param {string} [url] */
async function previewStatus(state, description, url) {
  const { COMMIT_SHA: sha, GITHUB_TOKEN: token, GITHUB_REPOSITORY: repo } = env;
  if (!preview || dryRun || !sha || !token || !repo) return;
  const api = env['GITHUB_API_URL'] || 'https://api.github.com';
  const res = await fetch(`${api}/repos/${repo}/statuses/${sha}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/vnd.github+json' },
    body: JSON.stringify({ state, description, context: PREVIEW_STATUS_CONTEXT, ...(url ? { target_url: url } : {}) }),
  });
  if (!res.ok) annotate('error', `Could not post the preview's status (${res.status}): ${await res.text()}`);
}

/** Files and bytes of the build, as the upload sees them. @param {string} dir @returns {{ files: number, bytes: number }} */
function measure(dir) {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += statSync(join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

const missing = missingCloudflareSettings(env);
if (missing.length > 0 && !dryRun && !buildOnly) {
  annotate(
    'notice',
    `Not deployed: set ${missing.join(', ')} in the repository's settings (Settings → Secrets and variables → Actions); docs/deploy.md says how to get each.`,
  );
  process.exit(0);
}

// Without VARS_JSON, a build on a developer's machine: the settings set in its environment, and .env.
const variables = env['VARS_JSON'] ? JSON.parse(env['VARS_JSON']) : process.env;
const settings = buildSettings(variables, { preview });
console.log(
  `Building a ${preview ? 'preview' : 'production'} site with: ${
    Object.keys(settings).join(', ') || (env['VARS_JSON'] ? 'no variables set, the defaults' : '.env, if there is one')
  }`,
);
await previewStatus('pending', flags['skip-build'] ? 'Uploading the preview…' : 'Building the preview…');

/**
 * Runs a program with this Node, its output shown, and resolves its exit status. Not spawnSync: the
 * event loop keeps running meanwhile, so a connection the API calls left open and the server closed
 * during a long build or upload is seen closed, not reused (a status posted afterwards failed so).
 * @param {string[]} args @param {NodeJS.ProcessEnv} runEnv @returns {Promise<{ status: number | null }>}
 */
const runNode = (args, runEnv) =>
  new Promise((resolve) => {
    spawn(process.execPath, args, { stdio: 'inherit', env: runEnv })
      .on('error', () => resolve({ status: null }))
      .on('close', (status) => resolve({ status }));
  });

/** astro's command, from its package.json; run with this Node, as `npx astro` would but with only buildEnv. */
const astroBin = () => {
  const manifest = createRequire(import.meta.url).resolve('astro/package.json');
  return join(dirname(manifest), JSON.parse(readFileSync(manifest, 'utf8')).bin.astro);
};
const built = flags['skip-build']
  ? { status: 0 }
  : await timed('build', () => runNode([astroBin(), 'build'], buildEnv(process.env, settings)));
if (built.status !== 0 || !existsSync(join(DIST, 'index.html'))) {
  await previewStatus('failure', 'The build failed: see the Deploy workflow’s log.');
  annotate('error', 'The build failed; nothing was deployed.');
  process.exit(1);
}
const { files, bytes } = measure(DIST);
console.log(`${DIST}/: ${files} files, ${(bytes / 1e6).toFixed(1)} MB`);
if (buildOnly) process.exit(0);
// Cloudflare runs a _worker.js (file or folder) at the top of the upload as the site's server code. This site
// is static files only, and a preview's files come from a pull request: such a build is never uploaded.
if (existsSync(join(DIST, '_worker.js'))) {
  await previewStatus('failure', 'The build holds a _worker.js: not deployed.');
  annotate(
    'error',
    `${DIST}/_worker.js is code Cloudflare would run; this site is static files only. Nothing was deployed.`,
  );
  process.exit(1);
}

const productionBranch = env['PRODUCTION_BRANCH'] || 'main';
const branch = preview ? env['PREVIEW_BRANCH'] || 'preview' : productionBranch;
const branchProblem = preview ? previewBranchProblem(branch, productionBranch) : undefined;
if (branchProblem) {
  annotate('error', `${branchProblem} Nothing was deployed.`);
  process.exit(1);
}
const project = env['CLOUDFLARE_PROJECT_NAME'] ?? '';

/**
 * The first deploy creates the Pages project, so an owner needs no terminal and no dashboard step for it.
 * Asked of Cloudflare's API directly (the address wrangler uses, CLOUDFLARE_API_BASE_URL where set):
 * one request instead of a `wrangler pages project list`, which starts all of wrangler for it. A
 * project that cannot be read or made (a token without the right) is left for the upload to report plainly.
 */
async function ensureProject() {
  const api = env['CLOUDFLARE_API_BASE_URL'] || 'https://api.cloudflare.com/client/v4';
  const projects = `${api}/accounts/${env['CLOUDFLARE_ACCOUNT_ID']}/pages/projects`;
  const headers = { Authorization: `Bearer ${env['CLOUDFLARE_API_TOKEN']}`, 'Content-Type': 'application/json' };
  const found = await fetch(`${projects}/${encodeURIComponent(project)}`, { headers });
  if (found.status !== 404) return;
  console.log(`Creating the Cloudflare Pages project "${project}" (production branch ${productionBranch})`);
  const created = await fetch(projects, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: project, production_branch: productionBranch }),
  });
  if (!created.ok) annotate('error', `Could not create the project (${created.status}): ${await created.text()}`);
}

const args = ['pages', 'deploy', DIST, '--project-name', project, '--branch', branch];
if (env['COMMIT_SHA']) args.push('--commit-hash', env['COMMIT_SHA'], '--commit-dirty=true');
let address = '';
if (dryRun) {
  console.log(`Dry run: would run wrangler ${args.join(' ')}`);
} else {
  await timed('project', ensureProject);
  // wrangler writes what it deployed, its address among it, as JSON lines to this file.
  const outputDir = mkdtempSync(join(tmpdir(), 'wrangler-output-'));
  const outputFile = join(outputDir, 'output.json');
  const uploaded = await timed('upload', () =>
    runNode([wranglerBin(), ...args], { ...env, WRANGLER_OUTPUT_FILE_PATH: outputFile }),
  );
  const detail = existsSync(outputFile)
    ? readFileSync(outputFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line))
        .find((entry) => entry.type === 'pages-deploy-detailed')
    : undefined;
  rmSync(outputDir, { recursive: true, force: true });
  if (uploaded.status !== 0 || !detail) {
    await previewStatus('failure', 'The upload to Cloudflare Pages failed: see the Deploy workflow’s log.');
    annotate('error', 'The upload to Cloudflare Pages failed.');
    process.exit(1);
  }
  // A preview's branch address (pr-12.<project>.pages.dev) stays the same across its pushes.
  address = (preview && detail.alias) || detail.url;
  await previewStatus('success', 'The preview is ready: open it with Details.', address);
  console.log(`Deployed: ${address}`);
}

if (env['GITHUB_STEP_SUMMARY'])
  appendFileSync(
    env['GITHUB_STEP_SUMMARY'],
    [
      `### ${preview ? 'Preview' : 'Production'}${address ? `: ${address}` : dryRun ? ' (dry run)' : ''}`,
      '',
      '| phase | seconds |',
      '|---|---:|',
      ...phases.map(([label, seconds]) => `| ${label} | ${seconds.toFixed(1)} |`),
      '',
      `${files} files, ${(bytes / 1e6).toFixed(1)} MB.`,
      '',
    ].join('\n'),
  );
