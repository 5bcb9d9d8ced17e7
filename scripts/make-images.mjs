#!/usr/bin/env node
/**
 * Makes the PNG icons the site ships (favicon-32.png, apple-touch-icon.png)
 * from the mark drawn here: `node scripts/make-images.mjs`. Each page's share
 * image is drawn by the build (src/pages/og/[...path].png.ts).
 */
import sharp from 'sharp';

const MARK = 'M8 23 15 9h2l7 14h-3.4l-1.6-3.4h-6L11.4 23Zm6.2-6.2h3.6L16 12.9Z';
const icon = (size, radius) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32"><rect width="32" height="32" rx="${radius}" fill="#0b3d5c"/><path d="${MARK}" fill="#fff"/></svg>`,
  );

await sharp(icon(32, 7)).png().toFile('public/favicon-32.png');
await sharp(icon(180, 0)).flatten({ background: '#0b3d5c' }).png().toFile('public/apple-touch-icon.png');
console.log('Wrote public/favicon-32.png, public/apple-touch-icon.png');

/*
 * The sample content's pictures: abstract shapes in the brand's colors, never
 * a person. Written as JPEG as a camera would, for the build's image
 * pipeline to resize and re-encode (src/lib/site/images.ts). One is written
 * as a phone writes a portrait, 4032 by 3024 pixels lying on their side, an EXIF
 * Orientation of 6 to stand them up, and the GPS position where it was taken
 * (the sample office's); every build then shows that the served photo stands
 * upright and carries no EXIF (tests/build/images.test.ts).
 */
const PALETTE = ['#0b3d5c', '#0f6e8c', '#9fd0ea', '#c2410c', '#e3eaef', '#13212c'];
const abstract = (width, height, seed) => {
  const pick = (i) => PALETTE[(seed * 7 + i * 3) % PALETTE.length];
  const shapes = Array.from({ length: 9 }, (_, i) => {
    const x = ((seed * 131 + i * 197) % 100) / 100;
    const y = ((seed * 71 + i * 113) % 100) / 100;
    const r = (0.12 + ((seed + i * 37) % 30) / 100) * Math.min(width, height);
    return `<circle cx="${Math.round(x * width)}" cy="${Math.round(y * height)}" r="${Math.round(r)}" fill="${pick(i)}" fill-opacity="0.55"/>`;
  }).join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${pick(0)}"/><stop offset="1" stop-color="${pick(5)}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${shapes}</svg>`,
  );
};
const samples = [
  ['src/content/people/photos/abstract-ananya-iyer.jpg', 1200, 1200, 1],
  ['src/content/articles/images/abstract-scoping.jpg', 1600, 900, 3],
  ['src/content/cases/images/abstract-credit-union.jpg', 1600, 900, 4],
];
for (const [file, width, height, seed] of samples) {
  await sharp(abstract(width, height, seed))
    .jpeg({ quality: 82 })
    .toFile(file);
  console.log(`Wrote ${file}`);
}

/** Orange above, navy below: which way is up can be read from the pixels. */
const PORTRAIT = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="3024" height="4032"><rect width="3024" height="2016" fill="#c2410c"/><rect y="2016" width="3024" height="2016" fill="#0b3d5c"/><circle cx="1512" cy="2016" r="880" fill="#9fd0ea" fill-opacity="0.6"/></svg>`,
);
const phone = 'src/content/people/photos/PXL_20251127_101112345.jpg';
await sharp(await sharp(PORTRAIT).png().toBuffer())
  .rotate(-90)
  .jpeg({ quality: 82 })
  .withExif({
    IFD0: { Make: 'Example', Model: 'Phone' },
    IFD3: {
      GPSLatitudeRef: 'N',
      GPSLatitude: '39/1 47/1 5388/100',
      GPSLongitudeRef: 'W',
      GPSLongitude: '89/1 39/1 1584/100',
    },
  })
  .withMetadata({ orientation: 6 })
  .toFile(phone);
console.log(`Wrote ${phone}`);
