import {
  adminArticleSchema,
  adminPromotionSchema,
  adminUsefulInfoSchema,
  articleBodySchema,
  articleCreateSchema,
  articleListQuerySchema,
  articleListSchema,
  promotionBodySchema,
  promotionCreateSchema,
  promotionListQuerySchema,
  promotionListSchema,
  usefulInfoBodySchema,
  usefulInfoCreateSchema,
  usefulInfoListSchema,
} from '../back-office/articles';
import { reorderSchema } from '../back-office/authoring';
import { endpoint } from '../endpoint';
import { authoringCall, deleted, noSuch, reordered } from './back-office-shared';

/** The paths several methods of this file share, each written once. */
const ADMIN_ARTICLES_BY_ID_PATH = '/admin/articles/{id}/';
const ADMIN_PROMOTIONS_BY_ID_PATH = '/admin/promotions/{id}/';
const ADMIN_USEFUL_INFO_BY_ID_PATH = '/admin/useful-info/{id}/';

/**
 * The back office's calls for blog articles, promotions and useful info (issue 27), each declared
 * once with its staff roles. Articles and promotions are cached on the public side under `pages`
 * (their lists, pages and the pages drawn from them): each write clears it. Useful info is read
 * by members only, never cached: its writes clear nothing.
 */
const publicPages = { invalidates: ['pages'] } as const;
const missing = noSuch('record');

/* Articles */

export const articles = endpoint({
  ...authoringCall,
  method: 'get',
  paths: ['/{lang}/admin/articles/'],
  summary:
    'Blog articles (drafts, scheduled, published), searched in title and address; newest publication first by default',
  query: articleListQuerySchema,
  responses: { 200: { description: 'A page of articles', schema: articleListSchema } },
});

export const createArticle = endpoint({
  ...authoringCall,
  method: 'post',
  paths: ['/admin/articles/'],
  summary:
    'Creates a draft article from its Romanian title and address (a taken address is refused)',
  body: articleCreateSchema,
  responses: { 201: { description: 'Created', schema: adminArticleSchema } },
});

export const article = endpoint({
  ...authoringCall,
  method: 'get',
  paths: [ADMIN_ARTICLES_BY_ID_PATH],
  summary: 'One article in every language, as its editor sees it',
  responses: { 200: { description: 'The article', schema: adminArticleSchema }, ...missing },
});

export const updateArticle = endpoint({
  ...authoringCall,
  ...publicPages,
  method: 'put',
  paths: [ADMIN_ARTICLES_BY_ID_PATH],
  summary:
    'Saves an article (the whole form): its body sanitized, its cover from an uploaded image; a future date schedules it',
  body: articleBodySchema,
  responses: { 200: { description: 'Saved', schema: adminArticleSchema }, ...missing },
});

export const deleteArticle = endpoint({
  ...authoringCall,
  ...publicPages,
  method: 'delete',
  paths: [ADMIN_ARTICLES_BY_ID_PATH],
  summary: 'Deletes an article: its page answers 404 and it leaves the blog and the sitemap',
  responses: { ...deleted, ...missing },
});

/* Promotions */

export const promotions = endpoint({
  ...authoringCall,
  method: 'get',
  paths: ['/{lang}/admin/promotions/'],
  summary:
    'Promotions (drafts, scheduled, running, ended), searched in title; latest start first by default',
  query: promotionListQuerySchema,
  responses: { 200: { description: 'A page of promotions', schema: promotionListSchema } },
});

export const createPromotion = endpoint({
  ...authoringCall,
  method: 'post',
  paths: ['/admin/promotions/'],
  summary: 'Creates a draft promotion from its Romanian title, starting now',
  body: promotionCreateSchema,
  responses: { 201: { description: 'Created', schema: adminPromotionSchema } },
});

export const promotion = endpoint({
  ...authoringCall,
  method: 'get',
  paths: [ADMIN_PROMOTIONS_BY_ID_PATH],
  summary: 'One promotion in every language, as its editor sees it',
  responses: { 200: { description: 'The promotion', schema: adminPromotionSchema }, ...missing },
});

export const updatePromotion = endpoint({
  ...authoringCall,
  ...publicPages,
  method: 'put',
  paths: [ADMIN_PROMOTIONS_BY_ID_PATH],
  summary:
    'Saves a promotion (the whole form): its body sanitized, its cover from an uploaded image, its course checked',
  body: promotionBodySchema,
  responses: { 200: { description: 'Saved', schema: adminPromotionSchema }, ...missing },
});

export const deletePromotion = endpoint({
  ...authoringCall,
  ...publicPages,
  method: 'delete',
  paths: [ADMIN_PROMOTIONS_BY_ID_PATH],
  summary: 'Deletes a promotion: its page answers 404 and it leaves the list and the sitemap',
  responses: { ...deleted, ...missing },
});

/* Useful info */

export const usefulInfoEntries = endpoint({
  ...authoringCall,
  method: 'get',
  paths: ['/{lang}/admin/useful-info/'],
  summary: 'Every useful info entry in the order members see them',
  responses: { 200: { description: 'The entries', schema: usefulInfoListSchema } },
});

export const createUsefulInfo = endpoint({
  ...authoringCall,
  method: 'post',
  paths: ['/admin/useful-info/'],
  summary: 'Creates a useful info entry from its Romanian title, last in the order',
  body: usefulInfoCreateSchema,
  responses: { 201: { description: 'Created', schema: adminUsefulInfoSchema } },
});

export const reorderUsefulInfo = endpoint({
  ...authoringCall,
  method: 'put',
  paths: ['/admin/useful-info/order/'],
  summary: 'Puts the entries in a new order (every id once)',
  body: reorderSchema,
  responses: reordered,
});

export const usefulInfo = endpoint({
  ...authoringCall,
  method: 'get',
  paths: [ADMIN_USEFUL_INFO_BY_ID_PATH],
  summary: 'One useful info entry in every language',
  responses: { 200: { description: 'The entry', schema: adminUsefulInfoSchema }, ...missing },
});

export const updateUsefulInfo = endpoint({
  ...authoringCall,
  method: 'put',
  paths: [ADMIN_USEFUL_INFO_BY_ID_PATH],
  summary: 'Saves a useful info entry: its body sanitized, its picture kept, replaced or removed',
  body: usefulInfoBodySchema,
  responses: { 200: { description: 'Saved', schema: adminUsefulInfoSchema }, ...missing },
});

export const deleteUsefulInfo = endpoint({
  ...authoringCall,
  method: 'delete',
  paths: [ADMIN_USEFUL_INFO_BY_ID_PATH],
  summary: 'Deletes a useful info entry: members no longer find it',
  responses: { ...deleted, ...missing },
});
