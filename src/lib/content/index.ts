/** Reading the site's content at build time: one module per kind of content. */
export * from './collections';
export * from './site';
export * from './services';
export * from './jobs';
export * from './caseStudies';
export * from './pages';
export * from './courses';
export * from './insights';
