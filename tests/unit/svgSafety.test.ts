/**
 * Uploads are images, never documents (src/lib/security/svgSafety.ts): a
 * logo with a script, an event attribute, a foreignObject, a reference
 * outside the file or a javascript: address is refused with the file and
 * what is wrong. The planted logos are written here, in a folder of their
 * own; nothing is planted in public/.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentSafety } from '../../src/integrations/contentSafety';
import { svgSourceFindings } from '../../src/lib/security/svgFiles';
import { svgFindings } from '../../src/lib/security/svgSafety';

const logo = (inside: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 200 80"${attributes}><title>Acme</title><circle cx="34" cy="40" r="20" fill="#1f2937"/>${inside}</svg>`;

describe('svgFindings', () => {
  it.each([
    ['a script', logo('<script>fetch("/x")</script>'), /<script> element/],
    ['a namespaced script', logo('<svg:script>alert(1)</svg:script>'), /<script> element/],
    ['an onload attribute', logo('', ' onload="alert(1)"'), /onload attribute/],
    ['an onclick attribute in upper case', logo('<rect ONCLICK="alert(1)"/>'), /ONCLICK attribute/],
    ['a foreignObject', logo('<foreignObject><p>hi</p></foreignObject>'), /foreignObject/],
    ['an image from another origin', logo('<image href="https://evil.example/x.png"/>'), /outside the file/],
    ['an xlink:href to another origin', logo('<use xlink:href="https://evil.example/s.svg#a"/>'), /outside the file/],
    ['a link with a javascript: address', logo('<a href="javascript:alert(1)"><text>x</text></a>'), /javascript:/],
    [
      'an entity-encoded javascript: address',
      logo('<a href="&#106;avascript:alert(1)"><text>x</text></a>'),
      /javascript:/,
    ],
    ['a style @import', logo('<style>@import "https://evil.example/a.css";</style>'), /@import/],
    ['a style url(http…)', logo('<rect style="fill:url(http://evil.example/p)"/>'), /url\(http/],
    ['an entity declaration', `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${logo('')}`, /ENTITY/],
  ])('refuses %s', (_, svg, message) => {
    expect(svgFindings(svg).join('\n')).toMatch(message);
  });

  it('accepts a plain logo: shapes, text, a gradient by #id, a <use> of its own part, a held raster', () => {
    const svg = logo(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#000"/></linearGradient><path id="p" d="M0 0h4"/></defs>' +
        '<rect fill="url(#g)" width="4" height="4"/><use href="#p"/><use xlink:href="#p"/>' +
        '<style>.a{fill:#111}</style><text class="a" x="70" y="39">Acme Labs</text>' +
        '<image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>',
    );
    expect(svgFindings(svg)).toEqual([]);
  });

  it("accepts every SVG the site serves today (whatever they are), so the build's check passes on them", () => {
    expect(svgSourceFindings(process.cwd())).toEqual([]);
  });
});

describe('the build check', () => {
  const root = mkdtempSync(join(tmpdir(), 'svg-safety-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('stops the build on a partner logo with a <script>, naming the file and what to do', async () => {
    for (const folder of ['src/content', 'public']) cpSync(folder, join(root, folder), { recursive: true });
    const hooks = contentSafety().hooks as Record<string, (arg: unknown) => Promise<void>>;
    const setup = () =>
      hooks['astro:config:setup']?.({
        command: 'build',
        config: { root: new URL(`file://${root}/`) },
        logger: { info: () => {} },
      });
    await expect(setup()).resolves.toBeUndefined();
    writeFileSync(join(root, 'public', 'partners', 'planted.svg'), logo('<script>alert(document.domain)</script>'));
    await expect(setup()).rejects.toThrow(
      /public\/partners\/planted\.svg: a <script> element[\s\S]*Save the logo again/,
    );
  });
});
