import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareImageCache } from '../../src/integrations/shareImageCache';
import { SHARE_CACHE_VARIABLE, tokenColors } from '../../src/lib/site/shareImage';
import { cachedShareImage } from '../../src/lib/site/shareImageCache';
import { renderShareImage } from '../../src/lib/site/shareImageRender';
import { SHARE_CARD as card } from '../support/shareCard';

const colors = tokenColors(readFileSync('src/styles/tokens.css', 'utf8'));
const picture = 'src/content/articles/images/abstract-scoping.jpg';
const folders: string[] = [];
const newFolder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'share-cache-'));
  folders.push(dir);
  return join(dir, 'share-images');
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('share images kept between builds', { timeout: 60_000 }, () => {
  it('draws each image once and reads it back after, the same bytes as a fresh drawing', async () => {
    const folder = newFolder();
    vi.stubEnv(SHARE_CACHE_VARIABLE, folder);
    const first = await cachedShareImage(card, colors, picture);
    expect(readdirSync(folder)).toHaveLength(1);
    const [file] = readdirSync(folder);
    // Marked as read from the cache: an old file becomes new again.
    utimesSync(join(folder, file!), new Date(0), new Date(0));
    const again = await cachedShareImage(card, colors, picture);
    expect(again.equals(first)).toBe(true);
    expect(statSync(join(folder, file!)).mtimeMs).toBeGreaterThan(0);
    expect(first.equals(await renderShareImage(card, colors, picture))).toBe(true);
  });

  it('files a changed card, color or picture as a new image', async () => {
    const folder = newFolder();
    vi.stubEnv(SHARE_CACHE_VARIABLE, folder);
    await cachedShareImage(card, colors);
    await cachedShareImage({ ...card, title: 'Data analytics' }, colors);
    await cachedShareImage(card, { ...colors, brand: '#000000' });
    await cachedShareImage(card, colors, picture);
    expect(readdirSync(folder).filter((f) => f.endsWith('.png'))).toHaveLength(4);
  });

  it('after a build, deletes the images that build did not draw or read', async () => {
    const folder = newFolder();
    vi.stubEnv(SHARE_CACHE_VARIABLE, folder);
    await cachedShareImage({ ...card, title: 'A page since deleted' }, colors);
    const [stale] = readdirSync(folder);
    utimesSync(join(folder, stale!), new Date(0), new Date(0));
    const integration = shareImageCache();
    const hooks = integration.hooks as Record<string, (options: unknown) => Promise<void> | void>;
    hooks['astro:config:setup']!({ config: { cacheDir: new URL(`file://${join(folder, '..')}/`) } });
    hooks['astro:build:start']!({});
    await cachedShareImage(card, colors);
    const info = vi.fn();
    await hooks['astro:build:done']!({ logger: { info } });
    expect(readdirSync(folder)).toHaveLength(1);
    expect(readdirSync(folder)).not.toContain(stale);
    expect(info).toHaveBeenCalledWith(expect.stringContaining('removed 1 share image'));
  });

  it('without a folder set, draws every image afresh and keeps none', async () => {
    vi.stubEnv(SHARE_CACHE_VARIABLE, '');
    const png = await cachedShareImage(card, colors);
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  });
});
