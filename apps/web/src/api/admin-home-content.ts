import type { BodyIn } from '@academy/contract/endpoint';
import { backOfficeHomeContentEndpoints as endpoints } from '@academy/contract/endpoints';
import { deleteOutcome } from './admin-taxonomy';
import { call, callForOutcome } from './call';
import { refusingFields } from './field-refusal';

export type HeroSlideBody = BodyIn<typeof endpoints.updateHeroSlide>;
export type HeroSlideCreateBody = BodyIn<typeof endpoints.createHeroSlide>;
export type ReviewBody = BodyIn<typeof endpoints.updateReview>;
export type ReviewCreateBody = BodyIn<typeof endpoints.createReview>;
export type FaqBody = BodyIn<typeof endpoints.createFaqItem>;

/**
 * The back office's calls for Home's content (issue 27), for editors and admins: the hero slides,
 * the reviews and the FAQ, each list reordered as a whole. A form's refusals reject at their
 * fields.
 */
export const adminHomeContent = {
  slides: () => call(endpoints.heroSlides),
  createSlide: (body: HeroSlideCreateBody) =>
    refusingFields(call(endpoints.createHeroSlide, { body })),
  updateSlide: (id: number, body: HeroSlideBody) =>
    refusingFields(call(endpoints.updateHeroSlide, { params: { id }, body })),
  deleteSlide: (id: number) =>
    deleteOutcome(callForOutcome(endpoints.deleteHeroSlide, { params: { id } })),
  reorderSlides: (ids: number[]) => call(endpoints.reorderHeroSlides, { body: { ids } }),
  reviews: () => call(endpoints.reviews),
  createReview: (body: ReviewCreateBody) => refusingFields(call(endpoints.createReview, { body })),
  updateReview: (id: number, body: ReviewBody) =>
    refusingFields(call(endpoints.updateReview, { params: { id }, body })),
  deleteReview: (id: number) =>
    deleteOutcome(callForOutcome(endpoints.deleteReview, { params: { id } })),
  reorderReviews: (ids: number[]) => call(endpoints.reorderReviews, { body: { ids } }),
  faq: () => call(endpoints.faqItems),
  createFaq: (body: FaqBody) => refusingFields(call(endpoints.createFaqItem, { body })),
  updateFaq: (id: number, body: FaqBody) =>
    refusingFields(call(endpoints.updateFaqItem, { params: { id }, body })),
  deleteFaq: (id: number) =>
    deleteOutcome(callForOutcome(endpoints.deleteFaqItem, { params: { id } })),
  reorderFaq: (ids: number[]) => call(endpoints.reorderFaqItems, { body: { ids } }),
};
