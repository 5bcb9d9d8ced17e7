#!/usr/bin/env node
/**
 * `npm run lighthouse`: Lighthouse CI over the built site (dist/), with the
 * gate in lighthouserc.cjs (how it runs: scripts/lib/lighthouse.mjs). Prints
 * a table of the medians per route and what each adds to the baseline.
 *
 *   npm run lighthouse                    every route (every page in dist but 404.html)
 *   npm run lighthouse -- --sample        the representative set `npm test` gates (lighthouserc.cjs sample()),
 *                                         the person's page among them as the variant build serves it
 *                                         (dist-variant/, analytics on, under /with-analytics; lighthouserc.cjs ANALYTICS)
 *   npm run lighthouse -- /contact /about just these
 *   --runs=N                              exactly N rounds (default: MIN_ROUNDS to ROUNDS of lighthouserc.cjs,
 *                                         as many as the results need)
 *   --report=FILE                         also write the rows and the assertion counts as JSON
 *
 * Exits 1 when an assertion fails or a run breaks. The first round's results
 * (JSON) stay in .lighthouseci/ until the next run.
 */
import { writeFileSync } from 'node:fs';
import { BASELINE_ROUTE } from './lib/baseline.mjs';
import { builtRoutes, formatRelative, formatTable, rc, runLighthouseCi } from './lib/lighthouse.mjs';

const args = process.argv.slice(2);
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 0) || undefined;
const report = args.find((a) => a.startsWith('--report='))?.slice(9);
const named = args.filter((a) => a.startsWith('/'));
const routes = args.includes('--sample') ? rc.sample() : named.length > 0 ? named : builtRoutes();
const result = await runLighthouseCi({ routes, ...(runs ? { runs } : {}) });
console.log(
  `\nLighthouse (mobile, simulated throttling), ${result.rounds} rounds; the median of each route's runs (a route settled after a round is not audited again):\n`,
);
console.log(formatTable(result.rows));
console.log(
  `\nWhat each route adds to the baseline (${BASELINE_ROUTE}), the smaller of best against best and median against median:\n`,
);
console.log(formatRelative(result.relative));
if (result.shifted.length > 0)
  console.log(`\nLayout shift above ${rc.MAX_LAYOUT_SHIFT} (median of the rounds): ${result.shifted.join(', ')}`);
if (result.missing.length > 0) console.log(`\nNo result for: ${result.missing.join(', ')}`);
console.log(`\nLighthouse CI assertions: ${result.passed} passed, ${result.failed} failed`);
if (report) writeFileSync(report, JSON.stringify(result, null, 2));
process.exit(result.ok ? 0 : 1);
