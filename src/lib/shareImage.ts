/**
 * Where each page's share image is (the 1200×630 PNG in og:image and
 * twitter:image, drawn at build time by src/pages/og/[...path].png.ts). Pure.
 */

/** "/" → "/og/index.png", "/about" → "/og/about.png", "/careers/x" → "/og/careers/x.png". */
export function shareImagePath(route: string): string {
  const clean = route.replace(/\.html$/, '').replace(/^\/+|\/+$/g, '');
  return `/og/${clean === '' ? 'index' : clean}.png`;
}
