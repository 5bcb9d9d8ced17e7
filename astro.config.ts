import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { site } from './src/config/site';
import { contactSettings } from './src/integrations/contactSettings';

export default defineConfig({
  // SITE_URL lets each deployment set its own canonical origin.
  site: process.env.SITE_URL ?? site.url,
  output: 'static',
  // Routes keep the original site's paths: /Cybersecurity, not /Cybersecurity/.
  // Pages are built as Cybersecurity.html; a visit with a trailing slash still
  // gets the page (its canonical link names the slash-less URL), and the nginx
  // config redirects it. Other spellings fall to the 404 page, whose script
  // sends the visitor to the matching route.
  trailingSlash: 'ignore',
  build: { format: 'file' },
  integrations: [react(), sitemap(), contactSettings()],
  vite: {
    // lucide-react's "node" export is CommonJS; bundle it so named imports work at build time.
    ssr: { noExternal: ['lucide-react'] },
    // Lazy chunks of the contact form load on demand; no preload helper in the page's bundle.
    build: { modulePreload: false },
  },
});
