/**
 * The project's own rules for GitHub Actions workflows, beyond what actionlint
 * checks: what keeps a token out of reach of a branch, a pull request or a
 * moved tag (docs/deploy.md, "What keeps production safe"). Pure: text in,
 * findings out, so tests/unit/workflow-rules.test.ts can show each rule
 * catching a planted workflow. scripts/lint-workflows.mjs runs it over every
 * workflow in `npm run lint`.
 */
import { parse } from 'yaml';

/** A full commit SHA: a tag or branch can be moved to other code, a commit cannot. */
const PINNED_ACTION = /^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/;
/** An image by digest, as `name[:tag]@sha256:<64 hex>`. */
const PINNED_IMAGE = /@sha256:[0-9a-f]{64}$/;
/** The version the SHA stands for, as a comment after it (`# v7.0.1`), for a reader and for Dependabot. */
const VERSION_COMMENT = /#\s*v\d+(\.\d+)*\b/;

/**
 * @typedef {{ uses?: unknown, with?: Record<string, unknown>, run?: unknown }} Step
 * @typedef {{ uses?: unknown, permissions?: unknown, environment?: unknown, container?: unknown,
 *   services?: Record<string, unknown>, secrets?: unknown, steps?: Step[] }} Job
 */

/** The events a workflow runs on, whichever of the three forms `on:` takes. @param {unknown} on */
function events(on) {
  if (typeof on === 'string') return [on];
  if (Array.isArray(on)) return on.map(String);
  return on && typeof on === 'object' ? Object.keys(on) : [];
}

/** The image a `container:` or a service names. @param {unknown} value */
const imageOf = (value) =>
  typeof value === 'string' ? value : value && typeof value === 'object' ? /** @type {any} */ (value).image : undefined;

/** Every `uses:` line of the text, with its line number and what follows it. @param {string} text */
function usesLines(text) {
  return text.split('\n').flatMap((line, index) => {
    const match = /^\s*(?:-\s+)?uses:\s*['"]?([^\s'"#]+)['"]?\s*(.*)$/.exec(line);
    return match ? [{ line: index + 1, ref: match[1] ?? '', rest: match[2] ?? '' }] : [];
  });
}

/**
 * What breaks the project's rules in one workflow, one sentence each, prefixed with the file (and line, where
 * the rule is about one line).
 * @param {string} text the workflow's YAML
 * @param {string} file its path, for the messages
 * @returns {string[]}
 */
export function workflowProblems(text, file) {
  /** @type {string[]} */
  const problems = [];
  const say = (/** @type {string} */ message, /** @type {number} */ line = 0) =>
    problems.push(`${file}${line ? `:${line}` : ''}: ${message}`);
  /** @type {{ on?: unknown, permissions?: unknown, jobs?: Record<string, Job> }} */
  const workflow = parse(text) ?? {};
  const on = events(workflow.on);

  if (on.includes('pull_request_target'))
    say(
      'runs on pull_request_target, which runs with the repository’s secrets and a write token beside the pull request’s code; build on pull_request and upload from a workflow_run workflow instead',
    );
  if (workflow.permissions === undefined)
    say('has no top-level `permissions`: without it every job gets the repository’s default token rights');

  for (const { line, ref, rest } of usesLines(text)) {
    if (ref.startsWith('./')) continue;
    if (ref.startsWith('docker://')) {
      if (!PINNED_IMAGE.test(ref)) say(`\`${ref}\` is not pinned by digest (@sha256:…)`, line);
      continue;
    }
    if (!PINNED_ACTION.test(ref))
      say(`\`${ref}\` is not pinned by a full commit SHA; a tag or branch can be moved to other code`, line);
    else if (!VERSION_COMMENT.test(rest)) say(`\`${ref}\` has no version comment after its SHA (e.g. # v7.0.1)`, line);
  }

  for (const [name, job] of Object.entries(workflow.jobs ?? {})) {
    const where = `job \`${name}\``;
    if (job.permissions === undefined) say(`${where} has no \`permissions\`: give it only what it needs`);
    const body = JSON.stringify({ ...job, uses: undefined });
    if (job.environment === undefined && /\$\{\{[^}]*\bsecrets\b/.test(body))
      say(
        `${where} reads a secret but names no \`environment\`: keep secrets in an environment limited to the branches that may use them`,
      );
    if (job.secrets === 'inherit') say(`${where} passes every secret on with \`secrets: inherit\``);
    for (const [kind, image] of [
      ['container', imageOf(job.container)],
      ...Object.entries(job.services ?? {}).map(([service, value]) => [`service \`${service}\``, imageOf(value)]),
    ])
      if (typeof image === 'string' && !PINNED_IMAGE.test(image))
        say(`${where}’s ${kind} image \`${image}\` is not pinned by digest (@sha256:…)`);
    for (const step of job.steps ?? []) {
      const uses = typeof step.uses === 'string' ? step.uses : '';
      if (!/^actions\/checkout@/.test(uses)) continue;
      if (step.with?.['persist-credentials'] !== false)
        say(`${where} checks out with the token left in .git/config: set \`persist-credentials: false\``);
      if (on.includes('workflow_run') && /github\.event/.test(JSON.stringify(step.with ?? {})))
        say(
          `${where} checks out code the triggering run names: a workflow_run job holds secrets and runs only the default branch’s code`,
        );
    }
  }
  return problems;
}
