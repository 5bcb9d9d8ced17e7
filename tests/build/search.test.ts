/**
 * Site search in the build: Pagefind's index in dist/pagefind/ (src/integrations/pagefind.ts),
 * made from exactly the pages src/lib/search/indexing.ts names, with their kinds; the word list beside it;
 * 'wasm-unsafe-eval' on the search page alone; the speculation rules on every page.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { builtPages, routeOfFile } from '../../src/lib/site/builtFiles.ts';
import { WASM_SOURCE } from '../../src/lib/security/csp';
import { SEARCH_PATH } from '../../src/lib/site/routes';
import { searchKindOf } from '../../src/lib/search/indexing';
import { speculationRules } from '../../src/lib/performance/speculation';
import { IDLE_TIMEOUT_MS } from '../../src/lib/performance/whenIdle';
import { DIST, readBuilt } from '../support/dist';
import { sitePages } from '../support/site';
import { readAll, readOne } from '../../src/content/read';

const INDEX = join(DIST, 'pagefind');
const files = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => statSync(join(dir, f)).isFile());

describe('the search index', () => {
  it("is in dist/pagefind/, with Pagefind's script, its WebAssembly, the index and the word list, and none of Pagefind's ready-made interfaces", () => {
    const written = files(INDEX);
    for (const file of ['pagefind.js', 'pagefind-worker.js', 'pagefind-entry.json', 'wasm.en.pagefind', 'words.json'])
      expect(written, file).toContain(file);
    expect(written.some((f) => f.startsWith('index/'))).toBe(true);
    expect(written.some((f) => f.startsWith('fragment/'))).toBe(true);
    expect(written.filter((f) => /ui\.(js|css)$|highlight|unknown/.test(f))).toEqual([]);
    const bytes = written.reduce((sum, f) => sum + statSync(join(INDEX, f)).size, 0);
    console.log(`dist/pagefind/: ${written.length} files, ${(bytes / 1024).toFixed(0)} KB`);
  });

  it('covers exactly the pages search names, each once, in English', () => {
    const entry = JSON.parse(readFileSync(join(INDEX, 'pagefind-entry.json'), 'utf8')) as {
      languages: Record<string, { page_count: number }>;
    };
    expect(Object.keys(entry.languages)).toEqual(['en']);
    expect(entry.languages['en']?.page_count).toBe(sitePages.filter((p) => searchKindOf(p)).length);
  });

  it.each(sitePages.map((p) => [p.path, searchKindOf(p)] as const))(
    '%s: <main> carries Pagefind kind %s',
    (path, kind) => {
      const main = readBuilt(path).querySelector('main');
      if (kind === null) {
        expect(main?.hasAttribute('data-pagefind-body')).toBe(false);
        expect(main?.getAttribute('data-pagefind-filter')).toBeUndefined();
      } else {
        expect(main?.hasAttribute('data-pagefind-body')).toBe(true);
        expect(main?.getAttribute('data-pagefind-filter')).toBe(`kind:${kind}`);
        expect(main?.getAttribute('data-pagefind-meta')).toBe(`kind:${kind}`);
      }
    },
  );

  describe("each page's excerpt text is its own, its words apart", () => {
    // A fragment is gzip: Pagefind's signature, then the page's JSON.
    const fragments = files(join(INDEX, 'fragment')).map((f) => {
      const raw = gunzipSync(readFileSync(join(INDEX, 'fragment', f))).toString('utf8');
      return JSON.parse(raw.slice(raw.indexOf('{'))) as { url: string; content: string };
    });
    const pageText = readOne('pageText');

    it.each(fragments.map((f) => [f.url, f.content] as const))('%s', (_url, content) => {
      // The contents list repeats the headings; the closing invitation and the contact card are on many pages.
      expect(content).not.toContain(`${pageText.contents} `);
      expect(content).not.toContain(pageText.closing.write);
      expect(content).not.toContain(pageText.contactCard.line);
      for (const f of readAll('figures')) expect(content).not.toContain(`${f.value}${f.label}`);
    });
  });

  it('the word list holds the words of the indexed pages, most frequent first', () => {
    const words = JSON.parse(readFileSync(join(INDEX, 'words.json'), 'utf8')) as string[];
    expect(words).toEqual(expect.arrayContaining(['cybersecurity', 'penetration', 'austin']));
    expect(words.indexOf('the')).toBeLessThan(words.indexOf('cybersecurity'));
    expect(new Set(words).size).toBe(words.length);
  });
});

describe('the Content-Security-Policy', () => {
  it("gives 'wasm-unsafe-eval' to /search and to no other page but the editor's (its own policy, src/lib/cms/admin.ts)", () => {
    const withWasm = builtPages(DIST)
      .filter((f) => readFileSync(join(DIST, f), 'utf8').includes(WASM_SOURCE))
      .map(routeOfFile);
    expect(withWasm).toEqual(['/admin/', SEARCH_PATH]);
    const policy = readBuilt(SEARCH_PATH)
      .querySelector('meta[http-equiv="content-security-policy"]')
      ?.getAttribute('content');
    expect(policy).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
    expect(existsSync(join(DIST, '_headers'))).toBe(true);
    expect(readFileSync(join(DIST, '_headers'), 'utf8')).not.toMatch(/^\s+Content-Security-Policy:.*wasm/m);
    expect(readFileSync(join(import.meta.dirname, '../../deploy/nginx.conf'), 'utf8')).not.toMatch(
      /add_header Content-Security-Policy .*wasm/,
    );
  });
});

describe('speculation rules', () => {
  it.each(sitePages.map((p) => [p.path]))('%s carries them, as data the policy allows by hash', (path) => {
    const rules = readBuilt(path).querySelectorAll('script[type="speculationrules"]');
    expect(rules).toHaveLength(1);
    expect(JSON.parse(rules[0]?.rawText ?? '')).toEqual(speculationRules());
  });
});

describe('the search island', () => {
  it('hydrates when the browser is idle, or after the idle bound at the latest', () => {
    const island = readBuilt(SEARCH_PATH).querySelector('astro-island');
    expect(island?.getAttribute('client')).toBe('idle');
    expect(JSON.parse(island?.getAttribute('opts') ?? '{}')).toMatchObject({ value: { timeout: IDLE_TIMEOUT_MS } });
  });
});
