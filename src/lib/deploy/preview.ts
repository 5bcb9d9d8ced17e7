/**
 * A preview deployment: each pull request's build (so each edit saved in the
 * browser editor) on its own Cloudflare Pages address, before Publish.
 * .github/workflows/deploy.yml builds it with SITE_PREVIEW=true.
 */

/**
 * The name of the commit status that carries a preview's address: the
 * deploy script posts it on the pull request's commit, and the editor reads
 * it (Sveltia CMS's backend option preview_context) to link the preview.
 */
export const PREVIEW_STATUS_CONTEXT = 'Cloudflare Pages preview';

/** Whether this build is a preview (SITE_PREVIEW=true). */
export const isPreviewBuild = (value: string | undefined): boolean => value?.trim().toLowerCase() === 'true';

/** The header a preview's _headers gives every path: no page of a preview may be indexed. */
export const PREVIEW_HEADER = { name: 'X-Robots-Tag', value: 'noindex' } as const;
