/**
 * Which built file serves which route (the build writes `build.format:
 * 'file'`), and the pages a build made: shared by the integrations, scripts/
 * and tests/. The one copy of each.
 */
import { existsSync, readdirSync } from 'node:fs';
import { sep } from 'node:path';

/**
 * The route a built page is served at: "index.html" → "/", "about.html" →
 * "/about", "a/index.html" → "/a/" (the build writes `build.format: 'file'`).
 */
export function routeOfFile(file: string): string {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  return `/${file.replace(/\.html$/, '')}`;
}

/**
 * The file a route is built to: "/" → "index.html", "/about" → "about.html", "/a/" → "a/index.html".
 */
export function fileOfRoute(route: string): string {
  if (route === '/') return 'index.html';
  if (route.endsWith('/')) return `${route.slice(1)}index.html`;
  return `${route.slice(1)}.html`;
}

/**
 * Every .html file under a dist folder (relative, "/" separators, sorted); [] when there is none.
 */
export function builtPages(dist: string): string[] {
  if (!existsSync(dist)) return [];
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .map((f) => f.split(sep).join('/'))
    .sort();
}
