/**
 * The calls the shell makes (the footer, the session, course updates), for the shell to
 * import lazily as one module: their schemas stay out of the entry chunk, and the page-data file
 * they live in is reached through one small facade instead of one per module. The cart's shop
 * calls are not here: `api/shop` and `api/cart` are the `shop-data` chunk (vite.config.ts), which
 * only logged-in users load.
 */
export * as auth from './auth';
export { content } from './content';
export { countries } from './countries';
export { courses } from './courses';
