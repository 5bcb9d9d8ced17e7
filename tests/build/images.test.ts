import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST, readBuilt } from '../support/dist';
import { allRoutes } from '../support/site';

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

  it('the hero visual is drawn inline (no request), sized, and hidden from assistive technology', () => {
    const svg = readBuilt('/').querySelector('main svg[viewBox="0 0 480 360"]');
    expect(svg, 'inline hero <svg>').not.toBeNull();
    expect(svg?.getAttribute('width')).toMatch(/^\d+$/);
    expect(svg?.getAttribute('height')).toMatch(/^\d+$/);
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.toString().length, 'inline markup stays small').toBeLessThanOrEqual(4 * 1024);
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

  // The pages' images are all in their HTML (no island adds one), so the built files are what a visitor gets.
  it.each(allRoutes().map((r) => [r.path]))('every image on %s has alt text, or is marked decorative', (path) => {
    for (const img of readBuilt(path).querySelectorAll('img')) {
      const alt = img.getAttribute('alt');
      const hidden = Boolean(img.closest('[aria-hidden="true"]'));
      expect(alt !== undefined && (alt.length > 0 || hidden), `${path} ${img.getAttribute('src')}`).toBe(true);
    }
  });
});
