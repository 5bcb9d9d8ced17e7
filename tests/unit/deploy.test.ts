/**
 * The deploy to Cloudflare Pages (.github/workflows/deploy.yml, scripts/deploy.mjs):
 * when it runs, what it builds with, how a preview is kept apart from the
 * live site, and that docs/deploy.md names every setting it reads.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  buildSettings,
  CLOUDFLARE_SETTINGS,
  missingCloudflareSettings,
  PREVIEW_SETTINGS,
  settingNames,
} from '../../scripts/lib/deploy-settings.mjs';
import { cmsConfig } from '../../src/lib/cms/config';
import { PREVIEW_STATUS_CONTEXT, isPreviewBuild } from '../../src/lib/deploy/preview';

interface Step {
  run?: string;
  uses?: string;
  env?: Record<string, string>;
}
interface Job {
  if?: string;
  needs?: string;
  uses?: string;
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
const deployStep = (job: string): Step => {
  const step = deploy.jobs[job]?.steps?.find((s) => s.run?.startsWith('npm run deploy'));
  if (!step) throw new Error(`no "npm run deploy" step in the ${job} job`);
  return step;
};
const deployDoc = readFileSync('docs/deploy.md', 'utf8');

describe('when the site is deployed', () => {
  it('on a push to main, every morning, by hand, and for each pull request', () => {
    expect(deploy.on['push']).toEqual({ branches: ['main'] });
    expect(deploy.on).toHaveProperty('pull_request');
    expect(deploy.on).toHaveProperty('workflow_dispatch');
    expect(deploy.on['schedule']).toEqual([{ cron: expect.stringMatching(/^\d+ \d+ \* \* \*$/) }]);
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
    expect(deployStep('deploy').env).toMatchObject({
      PRODUCTION_BRANCH: '${{ github.ref_name }}',
      COMMIT_SHA: '${{ github.sha }}',
    });
    expect(deployStep('deploy').run).toBe('npm run deploy');
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
  });

  it.each(['deploy', 'preview'])(
    'the %s job hands over the repository variables and the Cloudflare settings',
    (job) => {
      const env = deployStep(job).env ?? {};
      expect(env['VARS_JSON']).toBe('${{ toJSON(vars) }}');
      for (const { name, kind } of CLOUDFLARE_SETTINGS)
        expect(env[name]).toBe(`\${{ ${kind === 'secret' ? 'secrets' : 'vars'}.${name} }}`);
    },
  );

  it('docs/deploy.md names every build setting and every Cloudflare setting', () => {
    for (const name of [...settingNames(), ...CLOUDFLARE_SETTINGS.map((s) => s.name)])
      expect(deployDoc, name).toContain(`\`${name}\``);
  });
});

describe('a preview', () => {
  it('is built as one, at its own address, linked by a commit status it may post', () => {
    const step = deployStep('preview');
    expect(step.run).toBe('npm run deploy -- --preview');
    expect(step.env?.['PREVIEW_BRANCH']).toBe('pr-${{ github.event.number }}');
    expect(step.env?.['COMMIT_SHA']).toBe('${{ github.event.pull_request.head.sha }}');
    expect(deploy.jobs['preview']?.permissions).toMatchObject({ statuses: 'write' });
    expect(deploy.jobs['preview']?.if).toBe("github.event_name == 'pull_request'");
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
