#!/usr/bin/env node
/**
 * `node scripts/grow-content.mjs`: a copy of the project with its content grown
 * to a company ten times the size (scripts/lib/grow-content.mjs: articles,
 * roles, courses with dated sessions, people and case studies, pictures for
 * about a quarter of them), every entry checked against
 * the content schemas. Prints the copy's folder; build it there with
 * `npx astro build` (or `npm run build:test`). Nothing in the project changes.
 *
 *   --out=DIR      move the copy there (a new folder on the same file system as the
 *                  temporary folder; default: it stays in the temporary folder)
 *   --seed=N       the generator's seed (default 49): the same seed and date, the same files
 *   --date=DAY     the build date the dates are spread around, YYYY-MM-DD
 *                  (default: BUILD_DATE, else the test build's date, scripts/lib/test-env.mjs)
 *   --scale=X      a fraction or multiple of the ten-fold size (default 1)
 */
import { existsSync, renameSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { growContent } from './lib/grow-content.mjs';
import { checkContent } from './lib/check-content.mjs';
import { projectCopy } from './lib/project-copy.mjs';
import { testBuildEnv } from './lib/test-env.mjs';

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    seed: { type: 'string', default: '49' },
    date: { type: 'string', default: process.env.BUILD_DATE || testBuildEnv().BUILD_DATE },
    scale: { type: 'string', default: '1' },
  },
});
if (values.out && existsSync(values.out)) throw new Error(`${values.out} exists: name a new folder`);
const start = performance.now();
const copy = projectCopy(join(dirname(fileURLToPath(import.meta.url)), '..'), 'aldermoor-grown');
// The copy's links into node_modules are absolute, so it can move (within one file system).
if (values.out) renameSync(copy, values.out);
const dir = values.out ?? copy;
const totals = await growContent(dir, {
  seed: Number(values.seed),
  date: values.date,
  scale: Number(values.scale),
});
const checked = await checkContent(dir);
console.log(
  `Grown content (seed ${values.seed}, date ${values.date}) in ${((performance.now() - start) / 1000).toFixed(1)} s:`,
);
console.log(
  `  ${Object.entries(totals)
    .map(([name, n]) => `${n} ${name}`)
    .join(', ')}; ${checked} entries checked against the schemas`,
);
console.log(dir);
