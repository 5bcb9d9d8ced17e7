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
