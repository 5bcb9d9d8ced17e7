import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { extraScriptSources, inlineHashes, narrowPageCsp, narrowPolicy, WASM_SOURCE } from '../../src/lib/security/csp';

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
