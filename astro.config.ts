import { createHash } from 'node:crypto';
import { defineConfig, envField } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { satteri } from '@astrojs/markdown-satteri';
import { loadEnv } from 'vite';
import { readOne } from './src/content/read';
import { readSitePages } from './src/content/sitePages';
import { onInteract } from './src/integrations/onInteract';
import { contactSettings } from './src/integrations/contactSettings';
import { cspPerPage } from './src/integrations/cspPerPage';
import { contentSafety } from './src/integrations/contentSafety';
import { cmsAdmin } from './src/integrations/cmsAdmin';
import { deferScripts } from './src/integrations/deferScripts';
import { islandStyle } from './src/integrations/islandStyleInHead';
import { headersFile } from './src/integrations/headersFile';
import { pagefindIndex } from './src/integrations/pagefind';
import { dropImageOriginals } from './src/integrations/imageOriginals';
import { markdownGuard } from './src/lib/security/markdownSafety';
import { shareImageCache } from './src/integrations/shareImageCache';
import { analyticsOrigins } from './src/lib/analytics/tracker';
import { isPreviewBuild } from './src/lib/deploy/preview';
import { buildDate } from './src/lib/site/buildDate';
import { EMAIL_DEFAULTS, normalizeOrigin } from './src/lib/forms/emailSettings';
import { CV_MAX_BYTES } from './src/lib/forms/applicationForm';
import { MIN_FILL_MS, recaptchaSources } from './src/lib/forms/spamDefense';

const env = loadEnv(process.env.NODE_ENV ?? 'production', process.cwd(), '');
const emailOrigin = new URL(normalizeOrigin(env['PUBLIC_EMAILJS_ORIGIN']) ?? EMAIL_DEFAULTS.origin).origin;
// Google's reCAPTCHA origins and the analytics endpoint's origin enter the
// policy only in a build whose owner set them.
const recaptcha = recaptchaSources(env['PUBLIC_RECAPTCHA_SITE_KEY']);
const connectSrc = [...new Set(["'self'", emailOrigin, ...analyticsOrigins(env)])].join(' ');
// The one list of pages (src/lib/site/pages.ts): the sitemap leaves out those
// search engines may not list (the 404 page, closed roles), and _headers gets
// a rule for each.
const pages = readSitePages(buildDate());
const unlisted = new Set(pages.filter((p) => !p.indexed).map((p) => p.path));
// The sitemap gives a page's last change where its content says (an article: updated, else published).
const lastmods = new Map(pages.flatMap((p) => (p.lastmod ? [[p.path, p.lastmod] as const] : [])));
const routeOfUrl = (url: string) => new URL(url).pathname.replace(/(.)\/$/, '$1');
/** A variable the browser may read (it ends up in the page's JavaScript). */
const publicVar = { context: 'client', access: 'public' } as const;

export default defineConfig({
  // The one place the origin is decided: SITE_URL per deployment, else site.yml's url.
  // Pages read it as import.meta.env.SITE (src/lib/site/origin.ts).
  site: env.SITE_URL || readOne('site').url,
  output: 'static',
  // Routes keep the original site's paths: /Cybersecurity, not /Cybersecurity/.
  // Pages are built as Cybersecurity.html; a visit with a trailing slash still
  // gets the page (its canonical link names the slash-less URL), and the nginx
  // config redirects it. Other spellings fall to the 404 page, whose script
  // sends the visitor to the matching route.
  trailingSlash: 'ignore',
  // Every page's CSS goes inline into its <head> (hashed by the CSP below), so
  // the first paint needs the HTML response alone: no render-blocking request.
  // Pages of one route are rendered four at a time: the share images
  // (src/lib/site/shareImageRender.ts) are drawn off the main thread meanwhile.
  build: { format: 'file', inlineStylesheets: 'always', concurrency: 4 },
  // AVIF at sharp's effort 2 rather than its default 4: about as small, in a fraction of the time, which
  // decides a cold build with many pictures (the figures: docs/performance.md, "Growth").
  image: { service: { entrypoint: 'astro/assets/services/sharp', config: { avif: { effort: 2 } } } },
  // No page has code blocks; Shiki's inline styles would need 'unsafe-inline' under the CSP.
  // Content is data, never code: the guard drops HTML and unsafe links from
  // Markdown, and contentSafety stops the build naming where they were.
  markdown: { syntaxHighlight: false, processor: satteri({ mdastPlugins: [markdownGuard] }) },
  // The forms' e-mail settings (what each means: .env.example). Service, template
  // and public key are required unless PUBLIC_CONTACT_MAILTO_ONLY=true: the
  // contactSettings integration stops the build naming any that are missing.
  env: {
    schema: {
      PUBLIC_EMAILJS_SERVICE_ID: envField.string({ ...publicVar, optional: true }),
      PUBLIC_EMAILJS_TEMPLATE_ID: envField.string({ ...publicVar, optional: true }),
      PUBLIC_EMAILJS_APPLY_TEMPLATE_ID: envField.string({ ...publicVar, optional: true }),
      PUBLIC_EMAILJS_PUBLIC_KEY: envField.string({ ...publicVar, optional: true }),
      PUBLIC_EMAILJS_ORIGIN: envField.string({ ...publicVar, url: true, default: EMAIL_DEFAULTS.origin }),
      PUBLIC_EMAILJS_BLOCK_HEADLESS: envField.boolean({ ...publicVar, default: EMAIL_DEFAULTS.blockHeadless }),
      PUBLIC_EMAILJS_BLOCK_LIST: envField.string({ ...publicVar, optional: true }),
      PUBLIC_EMAILJS_THROTTLE_MS: envField.number({
        ...publicVar,
        int: true,
        min: 0,
        default: EMAIL_DEFAULTS.throttleMs,
      }),
      // The largest CV file the application form accepts, in KB (1 KB = 1,000 bytes).
      PUBLIC_APPLY_MAX_FILE_KB: envField.number({ ...publicVar, int: true, min: 1, default: CV_MAX_BYTES / 1000 }),
      PUBLIC_CONTACT_MAILTO_ONLY: envField.boolean({ ...publicVar, default: EMAIL_DEFAULTS.mailtoOnly }),
      // Spam defense and analytics (what each means: .env.example; docs/forms.md).
      PUBLIC_FORM_MIN_FILL_MS: envField.number({ ...publicVar, int: true, min: 0, default: MIN_FILL_MS }),
      PUBLIC_RECAPTCHA_SITE_KEY: envField.string({ ...publicVar, optional: true }),
      PUBLIC_ANALYTICS_DOMAIN: envField.string({ ...publicVar, optional: true }),
      PUBLIC_ANALYTICS_ENDPOINT: envField.string({ ...publicVar, url: true, optional: true }),
    },
  },
  integrations: [
    react(),
    sitemap({
      filter: (page) => !unlisted.has(routeOfUrl(page)),
      serialize: (item) => {
        const lastmod = lastmods.get(routeOfUrl(item.url));
        return lastmod ? { ...item, lastmod } : item;
      },
    }),
    contactSettings(env),
    contentSafety(),
    onInteract(),
    cmsAdmin(env),
    dropImageOriginals(),
    shareImageCache(),
    deferScripts(['AnalyticsScript.astro']),
    islandStyle(),
    cspPerPage(pages),
    // SITE_PREVIEW=true (a pull request's preview, .github/workflows/deploy.yml): noindex on every path.
    headersFile(pages, { preview: isPreviewBuild(env['SITE_PREVIEW']) }),
    // Site search: the index and word list in dist/pagefind/, made from the built pages.
    pagefindIndex(pages),
  ],
  security: {
    // A Content-Security-Policy <meta> on every page: scripts and styles by
    // hash (Astro's island runtime included), never 'unsafe-inline'; after
    // the build, cspPerPage leaves each page only its own hashes. The
    // host adds frame-ancestors and the other header-only directives
    // (public/_headers, deploy/nginx.conf).
    csp: {
      algorithm: 'SHA-256',
      ...(recaptcha.script.length > 0 ? { scriptDirective: { resources: ["'self'", ...recaptcha.script] } } : {}),
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        `connect-src ${connectSrc}`,
        `frame-src ${['https://www.openstreetmap.org', ...recaptcha.frame].join(' ')}`,
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self' mailto:",
      ],
    },
  },
  vite: {
    css: {
      // CSS Module classes are "_name_hash", the hash of the module's CSS:
      // Vite's default adds the rule's line number ("_name_hash_12"), which
      // costs every page about 150 bytes of gzipped HTML and tells nobody anything.
      modules: {
        generateScopedName: (name: string, _file: string, css: string) =>
          `_${name}_${createHash('sha256').update(css).digest('hex').slice(0, 5)}`,
      },
    },
    // lucide-react's "node" export is CommonJS; bundle it so named imports work at build time.
    ssr: { noExternal: ['lucide-react'] },
    build: {
      // Lazy chunks of the contact form load on demand; no preload helper in the page's bundle.
      modulePreload: false,
      // The engines the CSS is written for (Vite's "baseline widely available"). Astro builds for
      // esnext, and the minifier then merges longhands into shorthands older engines reject:
      // text-decoration: underline 2px, which WebKit drops whole.
      cssTarget: ['chrome111', 'edge111', 'firefox114', 'safari16.4'],
    },
  },
});
