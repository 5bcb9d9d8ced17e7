/**
 * _headers as Cloudflare Pages reads it (src/lib/security/headersFile.ts) and
 * the build step that finishes and checks it (src/integrations/headersFile.ts):
 * within Cloudflare's 100 rules whatever the number of pages, every page
 * revalidated, a preview's noindex on every path, every SVG under its policy.
 * The same file served by Cloudflare's runtime: tests/build/headers-file.test.ts.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { headersFile } from '../../src/integrations/headersFile';
import { PREVIEW_HEADER } from '../../src/lib/deploy/preview';
import {
  headersFileProblems,
  headersFor,
  MAX_HEADER_RULES,
  PAGE_CACHE_CONTROL,
  readHeadersFile,
  SVG_CONTENT_SECURITY_POLICY,
  withPreviewHeader,
} from '../../src/lib/security/headersFile';
import type { SitePage } from '../../src/lib/site/pages';
import { syntheticPagePaths } from '../support/syntheticPages';

const PUBLIC_HEADERS = readFileSync(join(import.meta.dirname, '..', '..', 'public', '_headers'), 'utf8');
const PAGES = syntheticPagePaths(5_000);
const SVGS = ['/favicon.svg', '/partners/logo.svg', '/_astro/icon.D3adb33f.svg', '/images/deep/down/map.svg'];

describe('reading _headers as Cloudflare Pages does', () => {
  const file = [
    '/*',
    '  Cache-Control: no-cache',
    '  X-Frame-Options: DENY',
    '/assets/*',
    '  ! Cache-Control',
    '  Cache-Control: max-age=60',
    '/*.svg',
    '  X-Frame-Options: SAMEORIGIN',
    '/people/:slug',
    '  X-Person: yes',
  ].join('\n');
  const { rules, problems, ruleCount } = readHeadersFile(file);

  it('reads the rules in order, with no problem', () => {
    expect(problems).toEqual([]);
    expect(ruleCount).toBe(4);
    expect(rules.map((r) => r.path)).toEqual(['/*', '/assets/*', '/*.svg', '/people/:slug']);
  });

  it('"! Name" drops what an earlier rule set; a header two rules set is joined', () => {
    expect(headersFor(rules, '/about').get('cache-control')).toBe('no-cache');
    expect(headersFor(rules, '/assets/app.js').get('cache-control')).toBe('max-age=60');
    expect(headersFor(rules, '/assets/logo.svg').get('x-frame-options')).toBe('DENY, SAMEORIGIN');
  });

  it('"*" matches any depth, ":name" one segment', () => {
    expect(headersFor(rules, '/a/b/c/logo.svg').get('x-frame-options')).toBe('DENY, SAMEORIGIN');
    expect(headersFor(rules, '/people/ada').get('x-person')).toBe('yes');
    expect(headersFor(rules, '/people/ada/more').get('x-person')).toBeNull();
  });

  it.each([
    ['a second rule for a path, which replaces the first', '/*\n  A: 1\n/*\n  B: 2\n', /a second rule for \/\*/],
    [
      'two "*" in a path',
      '/*/x/*\n  A: 1\n',
      /^line 1 \("\/\*\/x\/\*"\): more than one "\*", which Cloudflare skips with its headers$/,
    ],
    ['a rule without headers', '/x\n/y\n  A: 1\n', /\/x: a rule without headers/],
    ['a header before any path', 'A: 1\n/y\n  B: 2\n', /a header outside a rule/],
    ['a line neither header nor detach', '/y\n  just words\n', /neither "Name: value" nor "! Name"/],
    ['a line over 2,000 characters', `/y\n  A: ${'x'.repeat(2_000)}\n`, /longer than 2000 characters/],
    [
      `more than ${MAX_HEADER_RULES} rules`,
      Array.from({ length: MAX_HEADER_RULES + 1 }, (_, i) => `/p${i}\n  A: 1`).join('\n'),
      /101 rules: Cloudflare applies the first 100/,
    ],
  ])('names what Cloudflare would skip or read otherwise: %s', (_what, text, problem) => {
    expect(readHeadersFile(text).problems.join('\n')).toMatch(problem);
  });

  it('a second rule for a path replaces the first, as on Cloudflare', () => {
    const read = readHeadersFile('/*\n  A: 1\n/*\n  B: 2\n');
    expect(headersFor(read.rules, '/x').get('a')).toBeNull();
    expect(headersFor(read.rules, '/x').get('b')).toBe('2');
  });
});

describe('public/_headers at any size', () => {
  const preview = withPreviewHeader(PUBLIC_HEADERS);
  const { rules, ruleCount, problems } = readHeadersFile(preview);

  it(`stays within Cloudflare's ${MAX_HEADER_RULES} rules, its rules by pattern`, () => {
    expect(problems).toEqual([]);
    expect(ruleCount).toBeLessThanOrEqual(MAX_HEADER_RULES);
    expect(readHeadersFile(PUBLIC_HEADERS).ruleCount).toBe(ruleCount);
  });

  it(`revalidates each of ${PAGES.length} pages, and a preview keeps each out of search engines`, () => {
    expect(headersFileProblems(preview, { pages: PAGES, svgs: SVGS, preview: true })).toEqual([]);
    for (const path of PAGES) {
      const headers = headersFor(rules, path);
      expect(headers.get('cache-control'), path).toBe(PAGE_CACHE_CONTROL);
      expect(headers.get(PREVIEW_HEADER.name), path).toBe(PREVIEW_HEADER.value);
    }
  });

  it('gives every SVG, wherever it is, the policy that runs no script, loads nothing and sandboxes it', () => {
    expect(SVG_CONTENT_SECURITY_POLICY).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'",
    );
    for (const path of SVGS) {
      expect(headersFor(rules, path).get('content-security-policy'), path).toBe(SVG_CONTENT_SECURITY_POLICY);
    }
  });

  it('a preview adds its header to the first /* rule (a second /* rule would replace it), or first of all', () => {
    const all = rules[0];
    expect(all?.path).toBe('/*');
    expect(all?.set.get(PREVIEW_HEADER.name.toLowerCase())).toBe(PREVIEW_HEADER.value);
    expect(all?.set.get('strict-transport-security')).toBeTruthy();
    expect(rules.filter((r) => r.set.has(PREVIEW_HEADER.name.toLowerCase())).map((r) => r.path)).toEqual([
      '/*',
      '/admin/*',
    ]);
    const without = '/x\n  A: 1\n';
    expect(withPreviewHeader(without)).toBe(`/*\n  ${PREVIEW_HEADER.name}: ${PREVIEW_HEADER.value}\n\n${without}`);
  });

  it('finds a page that would not be revalidated, an SVG without its policy, a preview without noindex', () => {
    const file = '/*\n  Cache-Control: no-cache\n/old/*\n  ! Cache-Control\n  Cache-Control: max-age=60\n';
    expect(headersFileProblems(file, { pages: ['/old/page'], svgs: ['/logo.svg'], preview: true })).toEqual([
      '/old/page: Cache-Control "max-age=60", not "no-cache"',
      '/old/page: no X-Robots-Tag: noindex in a preview',
      `/logo.svg: an SVG without the SVGs' Content-Security-Policy (it gets "null"); name it .svg, in lower case`,
    ]);
  });
});

describe('the build step (astro:build:done)', () => {
  async function build(headers: string, files: string[], pages: string[], preview: boolean): Promise<string> {
    const dir = mkdtempSync(join(tmpdir(), 'headers-'));
    try {
      writeFileSync(join(dir, '_headers'), headers);
      for (const file of files) {
        mkdirSync(join(dir, file, '..'), { recursive: true });
        writeFileSync(join(dir, file), '<svg xmlns="http://www.w3.org/2000/svg"/>');
      }
      const sitePages = pages.map((path) => ({ path, kind: 'page' })) as SitePage[];
      const hook = headersFile(sitePages, { preview }).hooks['astro:build:done'];
      const logger = { info: () => undefined };
      await (hook as (o: unknown) => Promise<void> | void)({ dir: pathToFileURL(`${dir}/`), logger });
      return readFileSync(join(dir, '_headers'), 'utf8');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it.each([
    [true, PREVIEW_HEADER.value],
    [false, null],
  ])('preview %s: a page of dist/_headers gets X-Robots-Tag %s', async (preview, robots) => {
    const written = await build(PUBLIC_HEADERS, ['partners/a.svg'], PAGES, preview);
    expect(headersFor(readHeadersFile(written).rules, '/about').get(PREVIEW_HEADER.name)).toBe(robots);
  });

  it('fails the build, naming the file, when an SVG would be served without its policy', async () => {
    await expect(build(PUBLIC_HEADERS, ['partners/Logo.SVG'], ['/'], false)).rejects.toThrow(
      /public\/_headers, as Cloudflare Pages reads it:\n {2}\/partners\/Logo\.SVG: an SVG without the SVGs' Content-Security-Policy/,
    );
  });

  it('fails the build when Cloudflare would skip rules', async () => {
    const many = Array.from({ length: MAX_HEADER_RULES }, (_, i) => `/p${i}\n  A: 1`).join('\n');
    await expect(build(`${PUBLIC_HEADERS}\n${many}\n`, [], ['/'], false)).rejects.toThrow(/rules: Cloudflare applies/);
  });
});
