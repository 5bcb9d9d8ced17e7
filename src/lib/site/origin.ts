/**
 * The site's public origin, computed once: astro.config.ts sets `site` from
 * SITE_URL or the url in src/content/data/site.yml, and Astro exposes it as import.meta.env.SITE.
 */
export const origin: string = new URL(import.meta.env.SITE).origin;
