#!/usr/bin/env node
/**
 * Prints the first search on /search for each of three queries, from an
 * empty cache under Lighthouse's mobile throttling (scripts/lib/first-search.mjs),
 * over `runs` searches each. Builds nothing: reads the last `npm run build` / `build:test`.
 *   node scripts/first-search.mjs [runs=5]
 */
import { formatFirstSearch, measureFirstSearch } from './lib/first-search.mjs';

console.log(formatFirstSearch(await measureFirstSearch({ runs: Number(process.argv[2] ?? 5) })));
