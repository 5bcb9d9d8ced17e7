/**
 * The program ids, without zod, so browser code (the contact form's topic
 * choice) can import them without the schemas. src/content/schema.ts
 * re-exports them.
 */

/** The program ids; service pages belong to one of the two with service listings. */
export const PROGRAM_IDS = ['it', 'staffing', 'ld'] as const;
export const CATEGORY_IDS = ['it', 'ld'] as const;
export type ProgramId = (typeof PROGRAM_IDS)[number];
export type Category = (typeof CATEGORY_IDS)[number];
