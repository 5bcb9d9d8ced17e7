import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { site } from './src/config/site';

export default defineConfig({
  // SITE_URL lets each deployment set its own canonical origin.
  site: process.env.SITE_URL ?? site.url,
  output: 'static',
  // Routes keep the original site's paths: /Cybersecurity, not /Cybersecurity/.
  trailingSlash: 'never',
  build: { format: 'file' },
  integrations: [react(), sitemap()],
  vite: {
    // lucide-react's "node" export is CommonJS; bundle it so named imports work at build time.
    ssr: { noExternal: ['lucide-react'] },
  },
});
