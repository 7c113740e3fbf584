/**
 * The calls the shell makes (the footer, the session, the cart, course updates), for the shell to
 * import lazily as one module: their schemas stay out of the entry chunk, and the page-data file
 * they live in is reached through one small facade instead of one per module.
 */
export * as auth from './auth';
export { content } from './content';
export { countries } from './countries';
export { courses } from './courses';
export { shop } from './shop';
