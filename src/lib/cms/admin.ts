/**
 * The editor's page at /admin/ and its Content-Security-Policy. The page is
 * not an Astro page: the public pages' policy allows scripts and styles by
 * hash only, and Decap needs eval (its schema validator compiles functions)
 * and inline styles (its components style themselves at run time), so
 * /admin/ has a policy of its own and the public pages keep theirs.
 */

/** What the editor talks to besides its own origin. */
export interface AdminOrigins {
  /** Where saves go: decap-server locally, the GitHub API in production. */
  api: string[];
}

/** GitHub's API, and the avatars Decap shows for the signed-in editor. */
export const GITHUB_ORIGINS = { api: ['https://api.github.com'], images: ['https://avatars.githubusercontent.com'] };

export function adminCsp(origins: AdminOrigins): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${GITHUB_ORIGINS.images.join(' ')}`,
    "font-src 'self' data:",
    // blob: an uploaded image is read back from its blob: URL when the entry is saved.
    `connect-src 'self' blob: ${origins.api.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
  ].join('; ');
}

/** The HTML of /admin/: loads the editor, which reads /admin/config.json (admin-init.js). */
export function adminPage(options: { origins: AdminOrigins; companyName: string }): string {
  const csp = adminCsp(options.origins);
  return `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex, nofollow">
    <meta http-equiv="Content-Security-Policy" content="${csp}">
    <title>Site editor — ${options.companyName.replace(/[<>&"]/g, '')}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    <script src="/admin/admin-init.js"></script>
    <script src="/admin/decap-cms.js"></script>
    <script src="/admin/admin-widgets.js"></script>
  </head>
  <body>
    <noscript>The site editor runs in the browser and needs JavaScript.</noscript>
  </body>
</html>
`;
}
