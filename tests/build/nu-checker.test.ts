/**
 * The W3C's Nu Html Checker (vnu.jar from the `vnu-jar` package, the checker
 * behind validator.w3.org) over every built page, in one Java process: no
 * errors on any page. It needs a Java runtime (`.ci/run` installs Debian's
 * when there is none). DIST_DIR points it at another build, as for html-validate.
 *
 * The checker's CSS grammar predates CSS Anchor Positioning (a W3C draft that
 * Chrome, Edge and Safari ship), which the header's popovers use to open under
 * their buttons: its three messages about exactly those properties are not
 * errors of the page. Any other message about them still is.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtPages } from '../../src/lib/site/builtFiles.ts';
import { DIST } from '../support/dist';

interface NuMessage {
  type: string;
  url: string;
  message: string;
  lastLine?: number;
}

const dist = resolve(process.env['DIST_DIR'] ?? DIST);
const pages = builtPages(dist);
const jar = String(createRequire(import.meta.url)('vnu-jar') as string);

/** The checker's messages on CSS Anchor Positioning, which it does not know yet. */
const UNKNOWN_TO_THE_CHECKER = [
  /^CSS: “anchor-name”: Property “anchor-name” doesn't exist\.$/,
  /^CSS: “position-anchor”: Property “position-anchor” doesn't exist\.$/,
  /^CSS: “top”: “anchor\(bottom\)” is not a “top” value\.$/,
];

/** Every error the checker reports, by page (relative to dist). */
function check(): Map<string, string[]> {
  const files = pages.map((p) => join(dist, p));
  // One short run: the JIT's first tier only and one GC thread give the same messages for about half the
  // processor time (the full JIT compiles for a run this one never lasts); that tier's deeper stack frames
  // need more than the default stack, which the checker asks for at least 512k of.
  const jvm = ['-Xss4m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];
  const run = spawnSync('java', [...jvm, '-jar', jar, '--format', 'json', '--errors-only', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) throw new Error(`the Nu checker needs Java: ${run.error.message}`);
  const { messages } = JSON.parse(run.stderr) as { messages: NuMessage[] };
  const byPage = new Map<string, string[]>(pages.map((p) => [p, []]));
  for (const m of messages) {
    if (UNKNOWN_TO_THE_CHECKER.some((known) => known.test(m.message))) continue;
    const page = pages.find((p) => m.url.endsWith(`/${p}`)) ?? m.url;
    byPage.set(page, [...(byPage.get(page) ?? []), `${m.type} ${m.lastLine ?? '?'}: ${m.message}`]);
  }
  return byPage;
}

describe('the Nu Html Checker', () => {
  const errors = pages.length > 0 ? check() : new Map<string, string[]>();

  it('checks the built pages', () => {
    expect(pages, `no .html files in ${dist}: run \`npm run build\` first`).toContain('index.html');
    expect([...errors.keys()], 'a message about no built page (the checker itself failed)').toEqual(pages);
  });

  it.each(pages)('%s has no errors', (page) => {
    const found = errors.get(page) ?? [];
    expect(found.length, `${page}: ${found.length} error(s)\n  ${found.join('\n  ')}\n`).toBe(0);
  });
});
