#!/usr/bin/env node
/**
 * Prints click to the next page's first paint with the speculation rules as
 * built (prefetch), with a prerender rule added, and without rules
 * (scripts/lib/click-to-paint.mjs), over `runs` clicks each. Builds nothing:
 * reads the last `npm run build` / `build:test`.
 *   node scripts/click-to-paint.mjs [runs=10] [--hover=MS] [--cpu=N]
 * --hover: how long the pointer rests on the link before the press (default 300);
 * --cpu: the CPU slowdown (default 4, Lighthouse's mobile profile).
 */
import { parseArgs } from 'node:util';
import { formatClickToPaint, measureClickToPaint } from './lib/click-to-paint.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { hover: { type: 'string' }, cpu: { type: 'string' } },
});
const runs = Number(positionals[0] ?? 10);
console.log(
  formatClickToPaint(
    await measureClickToPaint({
      runs,
      ...(values.hover ? { hoverMs: Number(values.hover) } : {}),
      ...(values.cpu ? { cpuSlowdown: Number(values.cpu) } : {}),
    }),
  ),
);
