#!/usr/bin/env node
/**
 * Prints click to the next page's first paint, with the speculation rules off
 * and on (scripts/lib/click-to-paint.mjs), over `runs` clicks each. Builds
 * nothing: reads the last `npm run build` / `build:test`.
 *   node scripts/click-to-paint.mjs [runs=10]
 */
import { formatClickToPaint, measureClickToPaint } from './lib/click-to-paint.mjs';

const runs = Number(process.argv[2] ?? 10);
console.log(formatClickToPaint(await measureClickToPaint({ runs })));
