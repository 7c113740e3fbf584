import {
  aboutPageListSchema,
  type aboutPageSchema,
  articleListSchema,
  articleSchema,
  type articleSummarySchema,
  authorListSchema,
  type authorSchema,
  brandListSchema,
  type brandSchema,
  type faqItemSchema,
  faqListSchema,
  type feedbackRequestSchema,
  feedbackResponseSchema,
  heroSlideListSchema,
  type heroSlideSchema,
  promotionListSchema,
  promotionSchema,
  regionInfoListSchema,
  type regionInfoSchema,
  reviewSlideListSchema,
  type reviewSlideSchema,
} from '@academy/contract';
import type { Language } from '@academy/contract/languages';
import type { z } from 'zod';
import { api } from './client';

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
  faq: async (lang: Language) => faqListSchema.parse(await api.get(`${lang}/get-faq/`).json()),
  reviews: async (lang: Language) =>
    reviewSlideListSchema.parse(await api.get(`${lang}/get-review-slider/`).json()),
  heroSlides: async (lang: Language) =>
    heroSlideListSchema.parse(await api.get(`${lang}/get-general-home-page-slider/`).json()),
  /** The first item is the region info (spec 7.5). */
  /**
   * `GET /{lang}/shop/brands/`: Home's partner logos. Here rather than in `shop`, whose calls are
   * for logged-in users and load apart from Home (the shop listing's filter reads it as
   * `shop.brands`).
   */
  brands: async (lang: Language) =>
    brandListSchema.parse(await api.get(`${lang}/shop/brands/`).json()),
  regionInfo: async () => regionInfoListSchema.parse(await api.get('get-phone/').json())[0] ?? null,
  /** The first item is used (spec 7.5). */
  author: async (lang: Language) =>
    authorListSchema.parse(await api.get(`${lang}/about-author-slider/`).json())[0] ?? null,
  about: async (lang: Language) =>
    aboutPageListSchema.parse(await api.get(`${lang}/about-page/`).json())[0] ?? null,
  sendFeedback: async (body: Feedback) =>
    feedbackResponseSchema.parse(await api.post('get-feedback/', { json: body }).json()),
  articles: async (lang: Language, page = 1) =>
    articleListSchema.parse(await api.get(`${lang}/blog/`, { searchParams: { page } }).json()),
  article: async (lang: Language, id: string) =>
    articleSchema.parse(await api.get(`${lang}/blog/${id}/`).json()),
  promotions: async (lang: Language, page = 1) =>
    promotionListSchema.parse(
      await api.get(`${lang}/promotions/`, { searchParams: { page } }).json(),
    ),
  promotion: async (lang: Language, id: string) =>
    promotionSchema.parse(await api.get(`${lang}/promotions/${id}/`).json()),
};
