import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { loadEnv } from 'vite';
import { site } from './src/config/site';
import { afterPaint } from './src/integrations/afterPaint';
import { contactSettings } from './src/integrations/contactSettings';
import { DEFAULT_ORIGIN, readEmailSettings } from './src/lib/emailSettings';

const env = loadEnv(process.env.NODE_ENV ?? 'production', process.cwd(), '');
const emailOrigin = new URL(readEmailSettings(env).settings?.origin ?? DEFAULT_ORIGIN).origin;

export default defineConfig({
  // SITE_URL lets each deployment set its own canonical origin.
  site: env.SITE_URL || site.url,
  output: 'static',
  // Routes keep the original site's paths: /Cybersecurity, not /Cybersecurity/.
  // Pages are built as Cybersecurity.html; a visit with a trailing slash still
  // gets the page (its canonical link names the slash-less URL), and the nginx
  // config redirects it. Other spellings fall to the 404 page, whose script
  // sends the visitor to the matching route.
  trailingSlash: 'ignore',
  // Every page's CSS goes inline into its <head> (hashed by the CSP below), so
  // the first paint needs the HTML response alone: no render-blocking request.
  build: { format: 'file', inlineStylesheets: 'always' },
  integrations: [react(), sitemap({ filter: (page) => !page.includes('/404') }), contactSettings(), afterPaint()],
  experimental: {
    // A Content-Security-Policy <meta> on every page: scripts and styles by
    // hash (Astro's island runtime included), never 'unsafe-inline'. The
    // host adds frame-ancestors and the other header-only directives
    // (public/_headers, deploy/nginx.conf).
    csp: {
      algorithm: 'SHA-256',
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        `connect-src 'self' ${emailOrigin}`,
        'frame-src https://www.openstreetmap.org',
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self' mailto:",
      ],
    },
  },
  vite: {
    // lucide-react's "node" export is CommonJS; bundle it so named imports work at build time.
    ssr: { noExternal: ['lucide-react'] },
    // Lazy chunks of the contact form load on demand; no preload helper in the page's bundle.
    build: { modulePreload: false },
  },
});
