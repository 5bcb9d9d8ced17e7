/**
 * The editor's page at /admin/ and its Content-Security-Policy. The page is
 * not an Astro page: the public pages' policy allows scripts and styles by
 * hash only, and Sveltia CMS adds its styles at run time (inline styles),
 * so /admin/ has a policy of its own and the public pages keep theirs. No
 * eval of JavaScript: Sveltia needs none. WebAssembly may be compiled: the
 * WebP encoder it uses where the browser's canvas cannot write WebP (Safari)
 * and its HEIC decoder are WebAssembly, bundled under /admin/ with the rest.
 * Its fonts are served from /admin/ (font-src 'self'), and anything it
 * would fetch from another origin (a CDN) is refused, but GitHub's status:
 * Sveltia asks GitHub's status page on opening and every five minutes and,
 * when GitHub has an outage, tells the editor why saving fails. It has no
 * setting to turn that off, and refused, it left an error in the console.
 */
import { WASM_SOURCE } from '../security/csp';

/** What the editor talks to besides its own origin: GitHub's API and status, and the avatar of the signed-in editor. */
export const GITHUB_ORIGINS = {
  api: ['https://api.github.com', 'https://www.githubstatus.com'],
  images: ['https://avatars.githubusercontent.com'],
};

/** Where Sveltia reads GitHub's status (a JSON answer: { status: { indicator } }). */
export const GITHUB_STATUS_URL = 'https://www.githubstatus.com/api/v2/status.json';

export function adminCsp(): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${WASM_SOURCE}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${GITHUB_ORIGINS.images.join(' ')}`,
    "font-src 'self'",
    // blob: and data: an uploaded image, or the editor's own built-in pictures, read back as data.
    `connect-src 'self' blob: data: ${GITHUB_ORIGINS.api.join(' ')}`,
    // The preview pane is a frame made from a blob: URL.
    'frame-src blob:',
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
  ].join('; ');
}

/** The HTML of /admin/: one module, the editor bundled from @sveltia/cms, which reads /admin/config.json. */
export function adminPage(options: { companyName: string; script: string }): string {
  return `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex, nofollow">
    <meta http-equiv="Content-Security-Policy" content="${adminCsp()}">
    <title>Site editor — ${options.companyName.replace(/[<>&"]/g, '')}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    <script type="module" src="${options.script}"></script>
  </head>
  <body>
    <noscript>The site editor runs in the browser and needs JavaScript.</noscript>
  </body>
</html>
`;
}
