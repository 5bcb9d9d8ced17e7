import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST, readBuilt } from '../support/dist';

const IMAGE = /\.(png|jpe?g|webp|avif|gif|svg)$/i;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)],
  );
}

describe('shipped images', () => {
  it('no image in the build is over 100 KB', () => {
    const images = files(DIST).filter((f) => IMAGE.test(f));
    expect(images.length).toBeGreaterThan(17);
    for (const f of images) expect(statSync(f).size, relative(DIST, f)).toBeLessThanOrEqual(100 * 1024);
  });

  it('the hero visual is at most 60 KB, sized, and never lazy-loaded', () => {
    const img = readBuilt('/').querySelector('main img');
    const src = img?.getAttribute('src') ?? '';
    expect(statSync(join(DIST, src)).size).toBeLessThanOrEqual(60 * 1024);
    expect(img?.getAttribute('width')).toMatch(/^\d+$/);
    expect(img?.getAttribute('height')).toMatch(/^\d+$/);
    expect(img?.getAttribute('loading')).not.toBe('lazy');
    expect(img?.getAttribute('fetchpriority')).toBe('high');
  });

  it('logos below the fold load lazily and every image has its size', () => {
    for (const path of ['/', '/partners']) {
      for (const img of readBuilt(path).querySelectorAll('img')) {
        expect(img.getAttribute('width'), `${path} ${img.getAttribute('src')}`).toMatch(/^\d+$/);
        expect(img.getAttribute('height'), `${path} ${img.getAttribute('src')}`).toMatch(/^\d+$/);
      }
    }
    const marquee = readBuilt('/').querySelectorAll('[data-marquee] img');
    expect(marquee.length).toBe(34);
    for (const img of marquee) expect(img.getAttribute('loading')).toBe('lazy');
  });
});
