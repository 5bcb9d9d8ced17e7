/**
 * The canonical route for a mistyped path: same letters in another case
 * and/or a trailing slash ("/cybersecurity", "/Cybersecurity/" → "/Cybersecurity").
 * Returns null when the path is already canonical or matches no route.
 */
export function canonicalRoute(path: string, routes: readonly string[]): string | null {
  let wanted: string;
  try {
    wanted = decodeURIComponent(path);
  } catch {
    return null;
  }
  wanted =
    wanted
      .replace(/\/+$/, '')
      .replace(/\.html$/i, '')
      .toLowerCase() || '/';
  const match = routes.find((route) => route.toLowerCase() === wanted);
  return match && match !== path ? match : null;
}
