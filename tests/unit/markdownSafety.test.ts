/**
 * Content is data, never code (src/lib/security/markdownSafety.ts): each
 * planted attack in an article's Markdown is refused with its line and what
 * to write instead, dropped by the Markdown processor's guard, and refused
 * by the editor's rule for the field. Every fixture is written here; nothing
 * is planted in src/content.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { markdownToHtml } from 'satteri';
import { describe, expect, it, vi } from 'vitest';
import { markdownSourceFindings } from '../../src/lib/security/markdownSources';
import { findingLines, markdownFindings, markdownGuard } from '../../src/lib/security/markdownSafety';
import { MARKDOWN_NO_HTML } from '../../src/lib/security/markdownRule';
import { isSafeUrl } from '../../src/lib/security/safeUrl';

const article = (body: string) =>
  `---\ntitle: A planted article\nsummary: Front matter takes these lines.\n---\n\nA first paragraph.\n\n${body}\n`;
/** The line `body` starts on in `article(body)`. */
const BODY_LINE = 8;
const editorAccepts = (text: string) => new RegExp(MARKDOWN_NO_HTML[0]).test(text);
const guarded = async (text: string) => (await markdownToHtml(text, { mdastPlugins: [markdownGuard] })).html;

const PLANTED = [
  ['a script', '<script>alert(document.cookie)</script>', /<script>/, /cannot run code/],
  ['an onerror attribute', 'A picture: <img src="x.png" onerror="alert(1)">', /onerror attribute/, /cannot run code/],
  ['a javascript: link', 'Read [the guide](javascript:alert(1)) first.', /link to a javascript: address/, /\/about/],
] as const;

describe('the Markdown check', () => {
  it.each(PLANTED)('refuses %s with its file, line and what to write instead', async (_, body, problem, instead) => {
    const findings = await markdownFindings(article(body));
    expect(findings).toHaveLength(1);
    expect(findings[0]?.line).toBe(BODY_LINE);
    const [line] = findingLines('src/content/articles/planted.md', findings);
    expect(line).toMatch(new RegExp(`^src/content/articles/planted\\.md, line ${BODY_LINE}: `));
    expect(line).toMatch(problem);
    expect(line).toMatch(instead);
  });

  it.each(PLANTED)('keeps %s off the page even where the check does not run', async (_, body) => {
    const html = await guarded(article(body));
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
    expect(html).toContain('A first paragraph.');
  });

  it.each([
    ['<style>body{display:none}</style>', /<style>/],
    ['<iframe src="https://example.com"></iframe>', /<iframe>/],
    ['<object data="x.swf"></object>', /<object>/],
    ['Bold <b>words</b>', /\*\*bold words\*\*/],
    ['<!-- a note -->', /comment/],
    ['<a href="javascript:alert(1)">x</a>', /javascript: address/],
    ['[x](JaVaScRiPt:alert(1))', /javascript: address/],
    ['[x](&#106;avascript:alert(1))', /javascript: address/],
    ['[x][ref]\n\n[ref]: javascript:alert(1)', /javascript: address/],
    ['<javascript:alert(1)>', /javascript: address/],
    ['![x](data:image/png;base64,iVBORw0KGgo=)', /image to a data: address/],
    ['[x](vbscript:msgbox)', /vbscript: address/],
  ])('refuses %s', async (body, message) => {
    const lines = findingLines('f.md', await markdownFindings(article(body)));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).toMatch(message);
    // Words stay as words; no element, and no address a browser would run or load.
    expect(await guarded(article(body))).not.toMatch(/<(?!\/?p>)|(href|src)="/i);
  });

  it('accepts the Markdown the editor writes: headings, emphasis, lists, quotes, tables and safe links', async () => {
    const body = [
      '## A heading',
      '',
      '**Bold**, *italic*, ~~struck~~ and a [page](/about), a [site](https://example.com/a?b=c#d),',
      '[mail](mailto:hello@example.com), [phone](tel:+15555550100), [section](#a-heading) and <https://example.com>.',
      '',
      '- one',
      '1. two',
      '',
      '> a quote',
      '',
      '| Plan | Price |',
      '| --- | --- |',
      '| Basic | $10 |',
      '',
      'Less than: 3 < 4, and a `<code>` span.',
    ].join('\n');
    expect(await markdownFindings(article(body))).toEqual([]);
    const html = await guarded(article(body));
    expect(html).toContain('<table>');
    expect(html).toContain('href="https://example.com/a?b=c#d"');
  });
});

describe("the editor's rule for page text", () => {
  it.each(PLANTED)('refuses %s as the build does', (_, body) => {
    expect(editorAccepts(body)).toBe(false);
  });

  it('accepts Markdown, a "<" before a space or digit and an address in angle brackets', () => {
    expect(editorAccepts('## Heading\n\n**Bold** [a](/about) 3 < 4 <https://example.com> <mailto:a@example.com>')).toBe(
      true,
    );
  });

  it('refuses a tag on any line and a comment', () => {
    expect(editorAccepts('fine\n\nfine <br>')).toBe(false);
    expect(editorAccepts('<!-- note -->')).toBe(false);
  });
});

describe('isSafeUrl', () => {
  it.each(['/about', '#top', 'https://example.com', 'http://example.com', 'mailto:a@example.com', 'tel:+1', 'about'])(
    'accepts %s',
    (url) => expect(isSafeUrl(url)).toBe(true),
  );
  it.each(['javascript:x', ' JAVASCRIPT:x', '\u0001javascript:x', 'jav\nascript:x', 'data:text/html,x', 'file:///etc'])(
    'refuses %j',
    (url) => expect(isSafeUrl(url)).toBe(false),
  );
});

describe('the build check over the Markdown sources', () => {
  it("reads every folder a source builds from, the test build's fixtures too", async () => {
    const root = mkdtempSync(join(tmpdir(), 'markdown-sources-'));
    try {
      cpSync('src/content', join(root, 'src/content'), { recursive: true });
      expect(await markdownSourceFindings(root)).toEqual([]);
      mkdirSync(join(root, 'fixtures/content/articles'), { recursive: true });
      writeFileSync(join(root, 'fixtures/content/articles/planted.md'), article('<script>alert(1)</script>'));
      vi.stubEnv('CONTENT_FIXTURES', 'fixtures/content');
      expect(await markdownSourceFindings(root)).toEqual([
        expect.stringMatching(
          new RegExp(`^fixtures/content/articles/planted\\.md, line ${BODY_LINE}: HTML \\(<script>\\)`),
        ),
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
