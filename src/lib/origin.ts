/**
 * The site's public origin, computed once: astro.config.ts sets `site` from
 * SITE_URL or the identity's url, and Astro exposes it as import.meta.env.SITE.
 */
export const origin: string = new URL(import.meta.env.SITE).origin;
