/**
 * The workflows' own rules (scripts/lib/workflow-rules.mjs, run by `npm run
 * lint`): every workflow in .github/workflows/ keeps them, and each planted
 * workflow in tests/fixtures/workflows/ breaks exactly one and is caught.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { workflowProblems } from '../../scripts/lib/workflow-rules.mjs';

const WORKFLOWS = '.github/workflows';
const FIXTURES = 'tests/fixtures/workflows';
const problemsOf = (dir: string, file: string) => workflowProblems(readFileSync(join(dir, file), 'utf8'), file);

describe("the repository's workflows", () => {
  const files = readdirSync(WORKFLOWS).filter((f) => /\.ya?ml$/.test(f));

  it.each(files)('%s keeps every rule', (file) => {
    expect(problemsOf(WORKFLOWS, file)).toEqual([]);
  });
});

/** Each planted workflow, and what the rules say of it. */
const PLANTED: [string, RegExp][] = [
  ['tag-not-sha.yml', /:12: `actions\/checkout@v4` is not pinned by a full commit SHA/],
  ['no-version-comment.yml', /:12: .* has no version comment after its SHA/],
  ['secret-outside-environment.yml', /job `deploy` reads a secret but names no `environment`/],
  ['secrets-inherited.yml', /job `checks` passes every secret on with `secrets: inherit`/],
  ['no-workflow-permissions.yml', /has no top-level `permissions`/],
  ['no-job-permissions.yml', /job `test` has no `permissions`/],
  ['pull-request-target.yml', /runs on pull_request_target/],
  ['container-by-tag.yml', /container image `node:26-bookworm` is not pinned by digest/],
  ['checkout-keeps-token.yml', /set `persist-credentials: false`/],
  ['workflow-run-checks-out-head.yml', /checks out code the triggering run names/],
];

describe('each planted workflow is caught', () => {
  it.each(PLANTED)('%s', (file, message) => {
    const problems = problemsOf(FIXTURES, file);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${file.replace('.', '\\.')}`));
    expect(problems[0]).toMatch(message);
  });

  it('every fixture is in the table above', () => {
    expect(readdirSync(FIXTURES).sort()).toEqual(PLANTED.map(([file]) => file).sort());
  });

  it('fails `npm run lint`’s workflow check, naming the file and line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'workflows-'));
    try {
      copyFileSync(join(FIXTURES, 'tag-not-sha.yml'), join(dir, 'tag-not-sha.yml'));
      copyFileSync(join(FIXTURES, 'secret-outside-environment.yml'), join(dir, 'secret.yml'));
      const run = spawnSync(process.execPath, ['scripts/lint-workflows.mjs', dir], { encoding: 'utf8' });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(`${join(dir, 'tag-not-sha.yml')}:12: \`actions/checkout@v4\` is not pinned`);
      expect(run.stderr).toContain(`${join(dir, 'secret.yml')}: job \`deploy\` reads a secret`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // A child process running actionlint: seconds when the builds run beside the unit tests.
  }, 30_000);
});
