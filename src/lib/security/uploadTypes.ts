/**
 * The file types the editor's upload fields accept (src/lib/cms/config.ts):
 * only what the site serves from each field's folder, so a document (HTML,
 * PDF, a script) cannot be picked for a picture. Sveltia CMS's own default
 * for an image field would also take GIF and SVG. The editor's media library
 * (its Assets page) uploads into the logo folder whatever the field says, so
 * the build also refuses any other file there (uploadFolderFindings).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export const UPLOAD_ACCEPT = {
  /**
   * Photos and pictures: the formats the build reads (src/content/schemas/images.ts), and an
   * iPhone's HEIC, which the editor converts to WebP before saving (pictureLibrary).
   */
  picture: 'image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif',
  /** Partner logos: SVG only (src/content/schemas/partners.ts), each checked by the build (./svgSafety.ts). */
  logo: 'image/svg+xml',
} as const;

/** The folder partner logos are uploaded to, from the project's root; the site serves it as it is, at /partners/. */
export const LOGO_FOLDER = 'public/partners';

/** The upload folders under public/ (served as they are), each with the only files it may hold. */
export const PUBLIC_UPLOAD_FOLDERS = [{ folder: LOGO_FOLDER, extension: '.svg', what: 'an SVG logo' }] as const;

/** One line per file in a public upload folder that is not the kind of file the folder holds. */
export function uploadFolderFindings(root: string): string[] {
  return PUBLIC_UPLOAD_FOLDERS.flatMap(({ folder, extension, what }) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => !file.toLowerCase().endsWith(extension))
      .sort()
      .map((file) => `${folder}/${file}: not ${what}; the site would serve it as it is. Delete it.`),
  );
}
