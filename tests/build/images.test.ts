import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import exifr from 'exifr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DIST, pixelsOf, readBuilt } from '../support/dist';
import { allRoutes, partners, people } from '../support/site';

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
    // Each partner twice: the list, and its copy that closes the loop.
    expect(marquee.length).toBe(partners.length * 2);
    for (const img of marquee) expect(img.getAttribute('loading')).toBe('lazy');
  });

  // The pages' images are all in their HTML (no island adds one), so the built files are what a visitor gets.
  // A content picture beside the words that name it (a face by a name, a case study's card) is marked
  // decorative by its empty alt; any other image needs words.
  it.each(allRoutes().map((r) => [r.path]))('every image on %s has alt text, or is marked decorative', (path) => {
    for (const img of readBuilt(path).querySelectorAll('img')) {
      const alt = img.getAttribute('alt');
      const decorative = Boolean(img.closest('[aria-hidden="true"]')) || img.parentNode?.tagName === 'PICTURE';
      expect(alt !== undefined && (alt.length > 0 || decorative), `${path} ${img.getAttribute('src')}`).toBe(true);
    }
  });
});

/** The files a srcset names, with their widths. */
const candidates = (srcset: string | undefined) =>
  (srcset ?? '').split(',').map((c) => {
    const [url = '', w = ''] = c.trim().split(/\s+/);
    return { file: join(DIST, url), width: Number.parseInt(w, 10) };
  });

/** The photo on a person's page: its AVIF and WebP candidates and the width it is drawn at. */
function profilePhoto(path: string) {
  const picture = readBuilt(path).querySelector('main picture');
  return {
    picture,
    avif: candidates(picture?.querySelector('source[type="image/avif"]')?.getAttribute('srcset')),
    webp: candidates(picture?.querySelector('img')?.getAttribute('srcset')),
    sizes: picture?.querySelector('img')?.getAttribute('sizes'),
  };
}

describe('photos', () => {
  const withPhoto = people.filter((p) => p.data.photo);
  const phonePortrait = people.find((p) => p.data.photo?.includes('PXL_'));

  it('nothing served carries EXIF, XMP or IPTC, so no photo says where it was taken', async () => {
    const raster = files(DIST).filter((f) => IMAGE.test(f) && !f.endsWith('.svg'));
    expect(raster.length).toBeGreaterThan(0);
    for (const f of raster) {
      const meta = await sharp(f).metadata();
      expect({ exif: meta.exif, xmp: meta.xmp, iptc: meta.iptc }, relative(DIST, f)).toEqual({});
      expect(await exifr.gps(readFileSync(f)).catch(() => undefined), relative(DIST, f)).toBeUndefined();
    }
  });

  it('the sample has a portrait written as a phone writes it: on its side, Orientation 6, a GPS position', async () => {
    if (!phonePortrait?.data.photo) throw new Error('no person with the phone portrait');
    const source = join('src/content/people', phonePortrait.data.photo);
    const meta = await sharp(source).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([4032, 3024, 6]);
    expect(await exifr.gps(readFileSync(source))).toMatchObject({ latitude: expect.any(Number) as number });
  });

  it("the phone's portrait is served upright: orange above, navy below", async () => {
    if (!phonePortrait) throw new Error('no person with the phone portrait');
    const largest = profilePhoto(phonePortrait.path).webp.at(-1);
    if (!largest) throw new Error(`${phonePortrait.path}: no photo`);
    const { width, height, at } = await pixelsOf(largest.file);
    const [top, bottom] = [at(width / 2, 2), at(width / 2, height - 3)];
    expect(top[0], `top ${top.join(',')}`).toBeGreaterThan(150);
    expect(bottom[2], `bottom ${bottom.join(',')}`).toBeGreaterThan(bottom[0] ?? 0);
  });

  it.each(withPhoto.map((p) => [p.path]))(
    '%s: AVIF and WebP with width and height, at most 60 KB at 390 px (2×) and 1280 px',
    (path) => {
      const photo = profilePhoto(path);
      const img = photo.picture?.querySelector('img');
      expect(img?.getAttribute('width')).toMatch(/^\d+$/);
      expect(img?.getAttribute('height')).toMatch(/^\d+$/);
      expect(img?.getAttribute('alt')).toBe('');
      expect(photo.sizes).toBe('6rem');
      for (const density of [1, 2]) {
        for (const list of [photo.avif, photo.webp]) {
          const chosen = list.find((c) => c.width >= 96 * density) ?? list.at(-1);
          if (!chosen) throw new Error(`${path}: no candidates`);
          expect(statSync(chosen.file).size, `${relative(DIST, chosen.file)} at ${density}×`).toBeLessThanOrEqual(
            60 * 1024,
          );
        }
      }
    },
  );
});
