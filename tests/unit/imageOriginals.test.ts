import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropImageOriginals } from '../../src/integrations/imageOriginals';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A built site: `files` by path under dist/. */
function dist(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'originals-'));
  dirs.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

async function run(dir: string) {
  const hooks = dropImageOriginals().hooks as Record<string, (options: unknown) => Promise<void>>;
  const info = vi.fn();
  await hooks['astro:build:done']!({ dir: pathToFileURL(`${dir}/`), logger: { info } });
  return info;
}

describe('the originals of content images', () => {
  it('leave /_astro/ unless a page, feed, style or script names them', async () => {
    const dir = dist({
      '_astro/photo.B1x_z9.jpg': 'original',
      '_astro/photo_Z1abc.webp': 'resized',
      '_astro/photo_Z2abc.avif': 'resized',
      '_astro/logo.Q9.png': 'named by a style',
      '_astro/card.K7.jpeg': 'named by the feed',
      'index.html': '<picture><source srcset="/_astro/photo_Z2abc.avif 400w, /_astro/photo_Z1abc.webp?v=1 700w">',
      '_astro/site.css': '.x{background:url(/_astro/logo.Q9.png)}',
      'insights/rss.xml': '<enclosure url="https://www.example.com/_astro/card.K7.jpeg"/>',
    });
    const info = await run(dir);
    expect(existsSync(join(dir, '_astro/photo.B1x_z9.jpg'))).toBe(false);
    for (const kept of ['photo_Z1abc.webp', 'photo_Z2abc.avif', 'logo.Q9.png', 'card.K7.jpeg'])
      expect(existsSync(join(dir, '_astro', kept)), kept).toBe(true);
    expect(info).toHaveBeenCalledWith('removed 1 image original(s) no page names');
  });

  it('keeps an image whose name is only the start of a name a page gives', async () => {
    const dir = dist({
      '_astro/a.jpg': 'original',
      '_astro/a.jpg.webp': 'resized',
      'index.html': '<img src="/_astro/a.jpg.webp">',
    });
    await run(dir);
    expect(existsSync(join(dir, '_astro/a.jpg.webp'))).toBe(true);
    expect(existsSync(join(dir, '_astro/a.jpg'))).toBe(false);
  });
});
