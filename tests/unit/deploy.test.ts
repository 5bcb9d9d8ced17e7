/**
 * The deploy to Cloudflare Pages (.github/workflows/deploy.yml, preview-build.yml,
 * preview-upload.yml, scripts/deploy.mjs): when it runs, what it builds with,
 * how a preview is kept apart from the live site and its token, and that
 * docs/deploy.md names every setting it reads.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  buildEnv,
  buildSettings,
  CLOUDFLARE_SETTINGS,
  missingCloudflareSettings,
  PREVIEW_SETTINGS,
  previewBranchProblem,
  settingNames,
} from '../../scripts/lib/deploy-settings.mjs';
import { cmsConfig } from '../../src/lib/cms/config';
import { PREVIEW_STATUS_CONTEXT, isPreviewBuild } from '../../src/lib/deploy/preview';

interface Step {
  name?: string;
  run?: string;
  uses?: string;
  with?: Record<string, string>;
  env?: Record<string, string>;
}
interface Job {
  if?: string;
  needs?: string;
  uses?: string;
  environment?: string | { name: string };
  permissions?: Record<string, string>;
  steps?: Step[];
}
interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<string, Job>;
}
const workflow = (name: string) => parse(readFileSync(`.github/workflows/${name}`, 'utf8')) as Workflow;
const deploy = workflow('deploy.yml');
const ci = workflow('ci.yml');
const previewBuild = workflow('preview-build.yml');
const previewUpload = workflow('preview-upload.yml');
/** The step of `job` that runs `command`. */
const stepOf = (job: Job | undefined, command: string): Step => {
  const step = job?.steps?.find((s) => s.run?.startsWith(command));
  if (!step) throw new Error(`no "${command}" step`);
  return step;
};
const productionJob = deploy.jobs['deploy'];
const environmentOf = (job: Job | undefined) =>
  typeof job?.environment === 'string' ? job.environment : job?.environment?.name;
const deployDoc = readFileSync('docs/deploy.md', 'utf8');

describe('when the site is deployed', () => {
  it('production on a push to main, every morning and by hand; a preview for each pull request', () => {
    expect(Object.keys(deploy.on).sort()).toEqual(['push', 'schedule', 'workflow_dispatch']);
    expect(deploy.on['push']).toEqual({ branches: ['main'] });
    expect(deploy.on['schedule']).toEqual([{ cron: expect.stringMatching(/^\d+ \d+ \* \* \*$/) }]);
    expect(Object.keys(previewBuild.on)).toEqual(['pull_request']);
    expect(previewUpload.on).toEqual({ workflow_run: { workflows: ['Preview build'], types: ['completed'] } });
  });

  it('a push goes live only after the same checks as CI, which main does not run twice', () => {
    expect(deploy.jobs['checks']).toMatchObject({
      uses: './.github/workflows/ci.yml',
      if: "github.event_name == 'push'",
    });
    expect(deploy.jobs['deploy']?.needs).toBe('checks');
    expect(deploy.jobs['deploy']?.if).toContain("needs.checks.result == 'success'");
    expect(Object.keys(ci.on).sort()).toEqual(['pull_request', 'workflow_call']);
  });

  it('production goes to the branch the run is on, with its commit', () => {
    expect(stepOf(productionJob, 'npm run deploy -- --skip-build').env).toMatchObject({
      PRODUCTION_BRANCH: '${{ github.ref_name }}',
      COMMIT_SHA: '${{ github.sha }}',
    });
  });

  it('production only from main: the job names the production environment and refuses any other ref first', () => {
    expect(environmentOf(productionJob)).toBe('production');
    const [first] = productionJob?.steps ?? [];
    expect(first?.run).toContain('if [ "$GITHUB_REF" != "refs/heads/main" ]; then');
    expect(first?.run).toContain('exit 1');
  });

  it('docs/deploy.md gives the hour the schedule runs', () => {
    const cron = (deploy.on['schedule'] as { cron: string }[])[0]?.cron ?? '';
    const [minute = '', hour = ''] = cron.split(' ');
    expect(deployDoc).toContain(`${hour.padStart(2, '0')}:${minute.padStart(2, '0')} UTC`);
  });
});

describe('what a deploy builds with', () => {
  it.each([
    [
      'a set variable is used',
      { SITE_URL: 'https://www.aldermoor.example' },
      { SITE_URL: 'https://www.aldermoor.example' },
    ],
    ['a blank one is left to the default', { SITE_URL: ' ', PUBLIC_ANALYTICS_DOMAIN: '' }, {}],
    ['a name .env.example does not list is not a build setting', { CLOUDFLARE_PROJECT_NAME: 'site', OTHER: 'x' }, {}],
    ['a value is trimmed', { PUBLIC_EMAILJS_SERVICE_ID: ' service_1 ' }, { PUBLIC_EMAILJS_SERVICE_ID: 'service_1' }],
  ])('%s', (_case, variables, expected) => {
    expect(buildSettings(variables)).toEqual(expected);
  });

  it('every build setting is one that .env.example lists, EmailJS, the site address and the editor among them', () => {
    expect(settingNames()).toEqual(
      expect.arrayContaining(['SITE_URL', 'PUBLIC_EMAILJS_SERVICE_ID', 'PUBLIC_RECAPTCHA_SITE_KEY', 'CMS_GITHUB_REPO']),
    );
  });

  it('a preview is noindex and sends no mail, whatever the variables say', () => {
    const settings = buildSettings(
      { PUBLIC_CONTACT_MAILTO_ONLY: 'false', SITE_URL: 'https://x.example' },
      { preview: true },
    );
    expect(settings).toEqual({ SITE_URL: 'https://x.example', ...PREVIEW_SETTINGS });
    expect(isPreviewBuild(settings['SITE_PREVIEW'])).toBe(true);
    expect(settings['PUBLIC_CONTACT_MAILTO_ONLY']).toBe('true');
  });

  it('names the Cloudflare settings that are missing, and where each is set', () => {
    expect(missingCloudflareSettings({})).toEqual([
      'CLOUDFLARE_API_TOKEN (secret)',
      'CLOUDFLARE_ACCOUNT_ID (secret)',
      'CLOUDFLARE_PROJECT_NAME (variable)',
    ]);
    expect(
      missingCloudflareSettings({
        CLOUDFLARE_API_TOKEN: 't',
        CLOUDFLARE_ACCOUNT_ID: ' ',
        CLOUDFLARE_PROJECT_NAME: 'p',
      }),
    ).toEqual(['CLOUDFLARE_ACCOUNT_ID (secret)']);
  });

  it('without the Cloudflare settings, says which to set and stops without failing or building', () => {
    const env: Record<string, string | undefined> = { ...process.env, GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: '' };
    for (const { name } of CLOUDFLARE_SETTINGS) delete env[name];
    const run = spawnSync(process.execPath, ['scripts/deploy.mjs'], { encoding: 'utf8', env, timeout: 30_000 });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(
      /^::notice::Not deployed: set CLOUDFLARE_API_TOKEN \(secret\), CLOUDFLARE_ACCOUNT_ID \(secret\), CLOUDFLARE_PROJECT_NAME \(variable\)/,
    );
    expect(run.stdout).not.toContain('Building');
    // A child Node process: seconds when the builds run beside the unit tests.
  }, 30_000);

  it.each([
    ['production', productionJob, 'npm run deploy -- --build-only'],
    ['preview', previewBuild.jobs['build'], 'npm run deploy -- --preview --build-only'],
  ])('the %s build gets the repository variables and nothing secret', (_kind, job, command) => {
    const step = stepOf(job, command);
    expect(step.env).toEqual({ VARS_JSON: '${{ toJSON(vars) }}' });
    expect(JSON.stringify(job)).toContain(command);
  });

  it.each([
    ['production', productionJob, 'npm run deploy -- --skip-build'],
    ['preview', previewUpload.jobs['upload'], 'npm run deploy -- --preview --skip-build'],
  ])('only the %s upload step gets the Cloudflare settings', (_kind, job, command) => {
    const env = stepOf(job, command).env ?? {};
    for (const { name, kind } of CLOUDFLARE_SETTINGS)
      expect(env[name]).toBe(`\${{ ${kind === 'secret' ? 'secrets' : 'vars'}.${name} }}`);
    const others = (job?.steps ?? []).filter((s) => !s.run?.startsWith(command));
    expect(JSON.stringify(others)).not.toContain('secrets.');
  });

  it('the build gets its settings and what a process needs to run, never a token', () => {
    const env = {
      PATH: '/usr/bin',
      HOME: '/root',
      CLOUDFLARE_API_TOKEN: 'token',
      GITHUB_TOKEN: 'token',
      VARS_JSON: '{}',
      NPM_CONFIG_USERCONFIG: '/x',
    };
    expect(buildEnv(env, { SITE_URL: 'https://x.example' })).toEqual({
      PATH: '/usr/bin',
      HOME: '/root',
      SITE_URL: 'https://x.example',
    });
  });

  it('a build holding a _worker.js (code Cloudflare would run) is not uploaded', () => {
    const dir = mkdtempSync(join(tmpdir(), 'worker-'));
    try {
      writeFileSync(join(dir, 'index.html'), '<!doctype html><title>x</title>');
      writeFileSync(join(dir, '_worker.js'), 'export default { fetch() {} };');
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        CLOUDFLARE_API_TOKEN: 't',
        CLOUDFLARE_ACCOUNT_ID: 'a',
        CLOUDFLARE_PROJECT_NAME: 'p',
      };
      delete env['GITHUB_ACTIONS'];
      const run = spawnSync(process.execPath, ['scripts/deploy.mjs', '--skip-build', '--dist', dir], {
        encoding: 'utf8',
        env,
        timeout: 30_000,
      });
      expect(run.status).toBe(1);
      expect(run.stdout).toContain(`error: ${dir}/_worker.js is code Cloudflare would run`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('docs/deploy.md names every build setting and every Cloudflare setting', () => {
    for (const name of [...settingNames(), ...CLOUDFLARE_SETTINGS.map((s) => s.name)])
      expect(deployDoc, name).toContain(`\`${name}\``);
  });
});

describe('a preview', () => {
  const upload = previewUpload.jobs['upload'];

  it('is built from the pull request without secrets, and handed over as an artifact', () => {
    const build = previewBuild.jobs['build'];
    expect(build?.environment).toBeUndefined();
    expect(build?.permissions).toEqual({ contents: 'read' });
    expect(build?.steps?.at(-1)).toMatchObject({
      uses: expect.stringMatching(/^actions\/upload-artifact@/),
      with: { name: 'preview-site', path: 'dist/' },
    });
  });

  it('is uploaded by the default branch’s code, to its own address, with the number and commit from the event', () => {
    expect(environmentOf(upload)).toBe('preview');
    const checkout = upload?.steps?.find((s) => s.uses?.startsWith('actions/checkout@'));
    expect(checkout?.with).toEqual({ 'persist-credentials': false });
    const download = upload?.steps?.find((s) => s.uses?.startsWith('actions/download-artifact@'));
    expect(download?.with).toMatchObject({
      name: 'preview-site',
      path: '${{ runner.temp }}/preview-site',
      'run-id': '${{ github.event.workflow_run.id }}',
    });
    const step = stepOf(upload, 'npm run deploy -- --preview --skip-build');
    expect(step.run).toBe('npm run deploy -- --preview --skip-build --dist "$RUNNER_TEMP/preview-site"');
    expect(step.env?.['PREVIEW_BRANCH']).toBe('pr-${{ github.event.workflow_run.pull_requests[0].number }}');
    expect(step.env?.['COMMIT_SHA']).toBe('${{ github.event.workflow_run.head_sha }}');
    expect(upload?.permissions).toMatchObject({ statuses: 'write', actions: 'read' });
    expect(upload?.if).toContain("github.event.workflow_run.conclusion == 'success'");
    expect(upload?.if).toContain('github.event.workflow_run.head_repository.full_name == github.repository');
  });

  it.each([
    ['pr-12', 'main', undefined],
    ['main', 'main', /replace the live site/],
    ['pr 12; rm', 'main', /lower-case letters, digits and dashes/],
  ])('branch %s beside production branch %s', (branch, production, problem) => {
    const said = previewBranchProblem(branch, production);
    if (problem) expect(said).toMatch(problem);
    else expect(said).toBeUndefined();
  });

  it.each([
    ['true', true],
    [' TRUE ', true],
    ['false', false],
    ['', false],
    [undefined, false],
  ])('SITE_PREVIEW=%s is a preview: %s', (value, expected) => {
    expect(isPreviewBuild(value)).toBe(expected);
  });

  it('is linked from the editor, which reads the status the deploy posts', () => {
    const config = cmsConfig({ github: { repo: 'o/r', branch: 'main' }, siteUrl: 'https://x.example', title: 'X' });
    expect(config['backend']).toMatchObject({ preview_context: PREVIEW_STATUS_CONTEXT });
    // With preview links off, the editor does not look for a deploy at all.
    expect(config['show_preview_links']).toBe(true);
    expect(readFileSync('scripts/deploy.mjs', 'utf8')).toContain('context: PREVIEW_STATUS_CONTEXT');
  });
});
