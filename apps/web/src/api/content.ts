import type {
  aboutPageSchema,
  articleSchema,
  articleSummarySchema,
  authorSchema,
  faqItemSchema,
  feedbackRequestSchema,
  heroSlideSchema,
  Paginated,
  promotionSchema,
  regionInfoSchema,
  reviewSlideSchema,
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

/** The content calls of spec 7.5 and the designed blog and promotions calls. */
export const content = {
  faq: (lang: Language) => api.get(`${lang}/get-faq/`).json<FaqItem[]>(),
  reviews: (lang: Language) => api.get(`${lang}/get-review-slider/`).json<ReviewSlide[]>(),
  heroSlides: (lang: Language) =>
    api.get(`${lang}/get-general-home-page-slider/`).json<HeroSlide[]>(),
  /** The first item is the region info (spec 7.5). */
  regionInfo: async () => (await api.get('get-phone/').json<RegionInfo[]>())[0] ?? null,
  /** The first item is used (spec 7.5); a failure yields none (spec 8). */
  author: async (lang: Language) =>
    (await api.get(`${lang}/about-author-slider/`).json<Author[]>())[0] ?? null,
  about: async (lang: Language) =>
    (await api.get(`${lang}/about-page/`).json<AboutPage[]>())[0] ?? null,
  sendFeedback: (body: Feedback) => api.post('get-feedback/', { json: body }).json<unknown>(),
  articles: (lang: Language, page = 1) =>
    api.get(`${lang}/blog/`, { searchParams: { page } }).json<Paginated<ArticleSummary>>(),
  article: (lang: Language, id: string) => api.get(`${lang}/blog/${id}/`).json<Article>(),
  promotions: (lang: Language, page = 1) =>
    api.get(`${lang}/promotions/`, { searchParams: { page } }).json<Paginated<Promotion>>(),
  promotion: (lang: Language, id: string) => api.get(`${lang}/promotions/${id}/`).json<Promotion>(),
};
