#!/usr/bin/env node
/**
 * Makes the raster images the site ships from SVG drawn here: the default
 * share image (public/og-default.png, 1200×630) and the PNG icons
 * (favicon-32.png, apple-touch-icon.png). Run it again after changing the
 * company name or tagline in src/content/data/site.yml: `node scripts/make-images.mjs`.
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { parse } from 'yaml';

const { name, tagline } = parse(readFileSync(new URL('../src/content/data/site.yml', import.meta.url), 'utf8'));
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

const MARK = 'M8 23 15 9h2l7 14h-3.4l-1.6-3.4h-6L11.4 23Zm6.2-6.2h3.6L16 12.9Z';
const icon = (size, radius) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32"><rect width="32" height="32" rx="${radius}" fill="#0b3d5c"/><path d="${MARK}" fill="#fff"/></svg>`,
  );

const share = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#082c43"/><stop offset="1" stop-color="#0f6e8c"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <g transform="translate(96 150) scale(5)"><rect width="32" height="32" rx="7" fill="#fff"/><path d="${MARK}" fill="#0b3d5c"/></g>
  <text x="96" y="390" font-family="DejaVu Sans, sans-serif" font-size="64" font-weight="700" fill="#fff">${esc(name)}</text>
  <text x="96" y="460" font-family="DejaVu Sans, sans-serif" font-size="34" fill="#dbeafe">${esc(tagline)}</text>
</svg>`);

await sharp(share).png({ compressionLevel: 9, palette: true }).toFile('public/og-default.png');
await sharp(icon(32, 7)).png().toFile('public/favicon-32.png');
await sharp(icon(180, 0)).flatten({ background: '#0b3d5c' }).png().toFile('public/apple-touch-icon.png');
console.log('Wrote public/og-default.png, public/favicon-32.png, public/apple-touch-icon.png');
