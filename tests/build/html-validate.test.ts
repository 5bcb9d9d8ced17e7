/**
 * html-validate over every built page (dist/**\/*.html), with the project's
 * .htmlvalidate.json (recommended + document presets, relaxations explained
 * in the file). One test per page; a failure lists rule id, line:column and
 * message of every error.
 *
 * DIST_DIR=/some/copy/of/dist points it at another build (used to prove the
 * gate fails on broken markup).
 */

import { join, relative, resolve } from 'node:path';
import { FileSystemConfigLoader, HtmlValidate, type Message } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { builtPages } from '../../src/lib/site/builtFiles.ts';
import { DIST } from '../support/dist';

const ROOT = join(import.meta.dirname, '..', '..');
const dist = resolve(process.env['DIST_DIR'] ?? DIST);

// The config is named explicitly (not only found next to the file) so a copy
// of dist outside the project is checked with the same rules.
const loader = new FileSystemConfigLoader({ extends: [join(ROOT, '.htmlvalidate.json')] });
const htmlvalidate = new HtmlValidate(loader);

const pages = builtPages(dist);

/** dist/x.html inside the project, the full path for a copy elsewhere. */
const shown = (page: string): string => {
  const rel = relative(ROOT, join(dist, page));
  return rel.startsWith('..') ? join(dist, page) : rel;
};
const describeMessage = (m: Message): string => `${m.ruleId} ${m.line}:${m.column} ${m.message}`;

describe('html-validate', () => {
  it('finds the built pages', () => {
    expect(pages, `no .html files in ${dist}: run \`npm run build\` first`).toContain('index.html');
    expect(pages).toContain('404.html');
  });

  it.each(pages)('%s has no errors', async (page) => {
    const report = await htmlvalidate.validateFile(join(dist, page));
    const errors = report.results.flatMap((r) => r.messages).filter((m) => m.severity === 2);
    const lines = errors.map(describeMessage);
    // The list goes into the message: vitest's diff would shorten it to "[ …(n) ]".
    expect(lines.length, `${shown(page)}: ${lines.length} error(s)\n  ${lines.join('\n  ')}\n`).toBe(0);
  });
});
