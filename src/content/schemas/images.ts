/**
 * Image fields: a photo or picture kept beside its collection's entries, in
 * a folder of its own (src/content/people/photos/, src/content/articles/images/,
 * src/content/cases/images/), and named from the entry by its relative path,
 * e.g. "./photos/portrait.webp", as the browser editor writes it. In the build,
 * Astro's image() reads the file (its size, format and orientation) for
 * astro:assets, which serves it resized, as AVIF and WebP, without its
 * metadata. Where content is read as plain files (the tests, the editor's
 * configuration) the same field is checked as that path.
 */
import type { z } from 'astro/zod';
import { matching } from '../checks';

/** What checks an image field: Astro's image() in the build, `imagePath` elsewhere. */
export type ImageCheck<I extends z.ZodType = z.ZodType> = () => I;

/** The folder beside each collection's entries that holds its images. */
export const IMAGE_FOLDERS = { people: 'photos', articles: 'images', cases: 'images' } as const;

/** The formats the build reads; any name a phone gives, any case (the editor re-encodes HEIC to WebP). */
const EXTENSION = '(?:[Jj][Pp][Ee]?[Gg]|[Pp][Nn][Gg]|[Ww][Ee][Bb][Pp]|[Aa][Vv][Ii][Ff])';

/** The plain check of an image field: a file in `folder` beside the entry. */
export const imagePath = (folder: string) => () =>
  matching(
    new RegExp(`^\\./${folder}/[^/\\\\]+\\.${EXTENSION}$`),
    `must be a JPEG, PNG, WebP or AVIF file in ./${folder}/ beside the entry, e.g. ./${folder}/portrait.jpg`,
  );
