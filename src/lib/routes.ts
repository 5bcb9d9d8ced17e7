/**
 * Routes and breadcrumb trails. Pure: no content reading, no I/O.
 * A page's route is its content entry's id (the file name): "about" → "/about";
 * the home page's entry is "home" → "/".
 */

/** One step of a breadcrumb trail; the last step is the current page. */
export interface Crumb {
  label: string;
  href: string;
  /** A tooltip (the spec's "Back to {company} home page" on Home). */
  title?: string;
}

export const HOME_ID = 'home';

/**
 * The route a page is served at, from the path it was rendered at: "/about.html"
 * or "/about/" → "/about", "/index" or "/index.html" (the home page, built as
 * index.html) → "/".
 */
export function pagePath(pathname: string): string {
  const path = pathname.replace(/\.html$/, '').replace(/(.)\/$/, '$1');
  return path === '/index' ? '/' : path;
}

/** The route of a page or service entry: "home" → "/", "Cybersecurity" → "/Cybersecurity". */
export function routeOf(id: string): string {
  return id === HOME_ID ? '/' : `/${id}`;
}

/** The whole trail: Home, the given steps, then the current page. */
export function trail(companyName: string, steps: readonly Crumb[], current: Crumb): Crumb[] {
  return [{ label: 'Home', href: '/', title: `Back to ${companyName} home page` }, ...steps, current];
}
