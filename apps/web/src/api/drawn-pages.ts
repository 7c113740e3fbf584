/**
 * The calls of the pages the server draws, for those pages to import lazily
 * (`await import('../../api/drawn-pages')`) as one module. A drawn page hydrates from its loaders'
 * data and calls nothing until a reader acts or moves on, so the page-data file these calls and
 * their schemas (zod) live in loads with the first call, not with the page: running it was the
 * longest task of a drawn page's hydration (issue 14: in interleaved Lighthouse runs, Home's
 * blocking time went from 180–220 to 50–150 ms, an expert page's from 200 to 50–60 ms).
 */
export { verifyCertificate } from './certificates';
export { content } from './content';
export { countries } from './countries';
export { courses } from './courses';
export { experts } from './experts';
export { specialistProfile } from './specialists';
