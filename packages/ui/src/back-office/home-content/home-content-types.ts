import type { AnswerOut } from '@academy/contract/endpoint';
import type { backOfficeHomeContentEndpoints as endpoints } from '@academy/contract/endpoints';

/** Home's lists, as the contract answers them (types only: no schema). */
export type HeroSlideRow = AnswerOut<typeof endpoints.heroSlides>[number];
export type ReviewRow = AnswerOut<typeof endpoints.reviews>[number];
export type FaqRow = AnswerOut<typeof endpoints.faqItems>[number];

/** Home's three ordered lists, each with its own form. */
export type HomeContentKind = 'slide' | 'review' | 'faq';
