import type { BodyIn, QueryIn } from '@academy/contract/endpoint';
import { backOfficeArticlesEndpoints as endpoints } from '@academy/contract/endpoints';
import type { Language } from '@academy/contract/languages';
import { call } from './call';
import { refusingFields } from './field-refusal';

export type ArticleListQuery = QueryIn<typeof endpoints.articles>;
export type PromotionListQuery = QueryIn<typeof endpoints.promotions>;

/**
 * The back office's calls for blog articles, promotions and useful info (issue 27), for editors.
 * Every write rejects a server's refusal as a field refusal, shown at its field.
 */
export const adminArticles = {
  articles: (lang: Language, query: ArticleListQuery) =>
    call(endpoints.articles, { params: { lang }, query }),
  article: (id: number) => call(endpoints.article, { params: { id } }),
  createArticle: (body: BodyIn<typeof endpoints.createArticle>) =>
    refusingFields(call(endpoints.createArticle, { body })),
  updateArticle: (id: number, body: BodyIn<typeof endpoints.updateArticle>) =>
    refusingFields(call(endpoints.updateArticle, { params: { id }, body })),
  deleteArticle: (id: number) => call(endpoints.deleteArticle, { params: { id } }),

  promotions: (lang: Language, query: PromotionListQuery) =>
    call(endpoints.promotions, { params: { lang }, query }),
  promotion: (id: number) => call(endpoints.promotion, { params: { id } }),
  createPromotion: (body: BodyIn<typeof endpoints.createPromotion>) =>
    refusingFields(call(endpoints.createPromotion, { body })),
  updatePromotion: (id: number, body: BodyIn<typeof endpoints.updatePromotion>) =>
    refusingFields(call(endpoints.updatePromotion, { params: { id }, body })),
  deletePromotion: (id: number) => call(endpoints.deletePromotion, { params: { id } }),

  usefulInfoEntries: (lang: Language) => call(endpoints.usefulInfoEntries, { params: { lang } }),
  usefulInfo: (id: number) => call(endpoints.usefulInfo, { params: { id } }),
  createUsefulInfo: (body: BodyIn<typeof endpoints.createUsefulInfo>) =>
    refusingFields(call(endpoints.createUsefulInfo, { body })),
  updateUsefulInfo: (id: number, body: BodyIn<typeof endpoints.updateUsefulInfo>) =>
    refusingFields(call(endpoints.updateUsefulInfo, { params: { id }, body })),
  reorderUsefulInfo: (ids: number[]) =>
    refusingFields(call(endpoints.reorderUsefulInfo, { body: { ids } })),
  deleteUsefulInfo: (id: number) => call(endpoints.deleteUsefulInfo, { params: { id } }),
};
