/**
 * The schemas of everything in src/content/, one concern per file in
 * schemas/. Astro validates every entry against them at build time; a
 * malformed entry stops the build with an error naming the file and the field.
 */
export * from './schemas/common';
export * from './schemas/site';
export * from './schemas/programs';
export * from './schemas/domains';
export * from './schemas/partners';
export * from './schemas/figures';
export * from './schemas/navigation';
export * from './schemas/page';
export * from './schemas/service';
export * from './schemas/job';
export * from './schemas/caseStudy';
export * from './schemas/careersText';
export * from './schemas/pageText';
export * from './schemas/searchText';
export * from './schemas/course';
export * from './schemas/trainingText';
export * from './schemas/person';
export * from './schemas/article';
export * from './schemas/insightsText';
export * from './schemas/privacyText';
export * from './schemas/accessibilityText';
export { CATEGORY_IDS, PROGRAM_IDS, type Category, type ProgramId } from './ids';
