import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { loadEnv } from 'vite';
import { readIdentity } from './src/content/dataFiles';
import { contactSettings } from './src/integrations/contactSettings';
import { decapAdmin } from './src/integrations/decapAdmin';
import { preloadIslands } from './src/integrations/preloadIslands';
import { DEFAULT_ORIGIN, readEmailSettings } from './src/lib/emailSettings';

const env = loadEnv(process.env.NODE_ENV ?? 'production', process.cwd(), '');
const emailOrigin = new URL(readEmailSettings(env).settings?.origin ?? DEFAULT_ORIGIN).origin;

export default defineConfig({
  // The one place the origin is decided: SITE_URL per deployment, else the identity's url.
  // Pages read it as import.meta.env.SITE (src/lib/origin.ts).
  site: env.SITE_URL || readIdentity().url,
  output: 'static',
  // Routes keep the original site's paths: /Cybersecurity, not /Cybersecurity/.
  // Pages are built as Cybersecurity.html; a visit with a trailing slash still
  // gets the page (its canonical link names the slash-less URL), and the nginx
  // config redirects it. Other spellings fall to the 404 page, whose script
  // sends the visitor to the matching route.
  trailingSlash: 'ignore',
  build: { format: 'file' },
  integrations: [
    react(),
    sitemap({ filter: (page) => !page.includes('/404') }),
    contactSettings(),
    preloadIslands(),
    decapAdmin(env),
  ],
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
