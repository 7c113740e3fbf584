import type {
  aboutPageSchema,
  articleSchema,
  articleSummarySchema,
  authorSchema,
  brandSchema,
  faqItemSchema,
  feedbackRequestSchema,
  heroSlideSchema,
  promotionSchema,
  regionInfoSchema,
  reviewSlideSchema,
} from '@academy/contract';
import { contentEndpoints, shopEndpoints } from '@academy/contract/endpoints';
import type { Language } from '@academy/contract/languages';
import type { z } from 'zod';
import { call } from './call';

export type FaqItem = z.infer<typeof faqItemSchema>;
export type ReviewSlide = z.infer<typeof reviewSlideSchema>;
export type RegionInfo = z.infer<typeof regionInfoSchema>;
export type HeroSlide = z.infer<typeof heroSlideSchema>;
export type Author = z.infer<typeof authorSchema>;
export type AboutPage = z.infer<typeof aboutPageSchema>;
export type ArticleSummary = z.infer<typeof articleSummarySchema>;
export type Article = z.infer<typeof articleSchema>;
export type Promotion = z.infer<typeof promotionSchema>;
export type Feedback = z.input<typeof feedbackRequestSchema>;
export type Brand = z.infer<typeof brandSchema>;

/** The content calls of spec 7.5 and the designed blog and promotions calls. */
export const content = {
  faq: (lang: Language) => call(contentEndpoints.faq, { params: { lang } }),
  reviews: (lang: Language) => call(contentEndpoints.reviews, { params: { lang } }),
  heroSlides: (lang: Language) => call(contentEndpoints.heroSlides, { params: { lang } }),
  /**
   * Home's partner logos. Here rather than in `shop`, whose calls are for logged-in users and
   * load apart from Home (the shop listing's filter reads it as `shop.brands`).
   */
  brands: (lang: Language) => call(shopEndpoints.brands, { params: { lang } }),
  /** The first item is the region info (spec 7.5). */
  regionInfo: async () => (await call(contentEndpoints.phones))[0] ?? null,
  /** The first item is used (spec 7.5). */
  author: async (lang: Language) =>
    (await call(contentEndpoints.authors, { params: { lang } }))[0] ?? null,
  about: async (lang: Language) =>
    (await call(contentEndpoints.about, { params: { lang } }))[0] ?? null,
  sendFeedback: (body: Feedback) => call(contentEndpoints.feedback, { body }),
  articles: (lang: Language, page = 1) =>
    call(contentEndpoints.articles, { params: { lang }, query: { page } }),
  article: (lang: Language, id: string) =>
    call(contentEndpoints.article, { params: { lang, id: Number(id) } }),
  promotions: (lang: Language, page = 1) =>
    call(contentEndpoints.promotions, { params: { lang }, query: { page } }),
  promotion: (lang: Language, id: string) =>
    call(contentEndpoints.promotion, { params: { lang, id: Number(id) } }),
};
