/**
 * The file types the editor's upload fields accept (src/lib/cms/config.ts):
 * only what the site serves from each field's folder, so a document (HTML,
 * PDF, a script) cannot be picked for a picture. Sveltia CMS's own default
 * for an image field would also take GIF and SVG.
 */
export const UPLOAD_ACCEPT = {
  /**
   * Photos and pictures: the formats the build reads (src/content/schemas/images.ts), and an
   * iPhone's HEIC, which the editor converts to WebP before saving (pictureLibrary).
   */
  picture: 'image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif',
  /** Partner logos: SVG only (src/content/schemas/partners.ts), each checked by the build (./svgSafety.ts). */
  logo: 'image/svg+xml',
} as const;
