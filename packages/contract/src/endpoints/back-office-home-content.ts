import { z } from 'zod';
import { reorderSchema } from '../back-office/authoring';
import {
  faqBodySchema,
  faqItemSchema,
  heroSlideBodySchema,
  heroSlideCreateSchema,
  heroSlideSchema,
  reviewBodySchema,
  reviewCreateSchema,
  reviewSchema,
} from '../back-office/home-content';
import { endpoint } from '../endpoint';
import { authoringCall, deleted, noSuch } from './back-office-shared';

/** The paths several methods of this file share, each written once. */
const ADMIN_HERO_SLIDES_PATH = '/admin/hero-slides/';
const ADMIN_HERO_SLIDES_BY_ID_PATH = '/admin/hero-slides/{id}/';
const ADMIN_REVIEW_SLIDES_PATH = '/admin/review-slides/';
const ADMIN_REVIEW_SLIDES_BY_ID_PATH = '/admin/review-slides/{id}/';
const ADMIN_FAQ_ITEMS_PATH = '/admin/faq-items/';
const ADMIN_FAQ_ITEMS_BY_ID_PATH = '/admin/faq-items/{id}/';

/**
 * The back office's calls for the home page's slider, reviews and FAQ (issue 27), each declared once with its staff roles.
 * A write clears the public content answers (`/get-general-home-page-slider/`,
 * `/get-review-slider/`, `/get-faq/`) and the pages drawn from them.
 */
const write = { ...authoringCall, invalidates: ['content', 'pages'] } as const;
const missing = noSuch('record');
const removed = { ...deleted, ...missing } as const;

export const heroSlides = endpoint({
  ...authoringCall,
  method: 'get',
  paths: [ADMIN_HERO_SLIDES_PATH],
  summary: "Home's hero slides in the slider's order, with their texts in the five languages",
  responses: { 200: { description: 'The slides', schema: z.array(heroSlideSchema) } },
});

export const createHeroSlide = endpoint({
  ...write,
  method: 'post',
  paths: [ADMIN_HERO_SLIDES_PATH],
  summary:
    'Adds a slide, last in the slider; its picture and four thumbnails from an uploaded image of purpose hero slide',
  body: heroSlideCreateSchema,
  responses: { 201: { description: 'Created', schema: heroSlideSchema } },
});

export const updateHeroSlide = endpoint({
  ...write,
  method: 'patch',
  paths: [ADMIN_HERO_SLIDES_BY_ID_PATH],
  summary: 'Saves a slide: texts, button (link: https or a path of the site), picture if given',
  body: heroSlideBodySchema,
  responses: { 200: { description: 'Saved', schema: heroSlideSchema }, ...missing },
});

export const deleteHeroSlide = endpoint({
  ...write,
  method: 'delete',
  paths: [ADMIN_HERO_SLIDES_BY_ID_PATH],
  summary: 'Removes a slide from the slider',
  responses: removed,
});

export const reorderHeroSlides = endpoint({
  ...write,
  method: 'put',
  paths: ['/admin/hero-slides/order/'],
  summary: "The slider's new order: every slide id, once",
  body: reorderSchema,
  responses: { 200: { description: 'The slides in order', schema: z.array(heroSlideSchema) } },
});

export const reviews = endpoint({
  ...authoringCall,
  method: 'get',
  paths: [ADMIN_REVIEW_SLIDES_PATH],
  summary: "Home's reviews in the slider's order, with their texts in the five languages",
  responses: { 200: { description: 'The reviews', schema: z.array(reviewSchema) } },
});

export const createReview = endpoint({
  ...write,
  method: 'post',
  paths: [ADMIN_REVIEW_SLIDES_PATH],
  summary: 'Adds a review, last in the slider, with a photo of purpose review photo',
  body: reviewCreateSchema,
  responses: { 201: { description: 'Created', schema: reviewSchema } },
});

export const updateReview = endpoint({
  ...write,
  method: 'patch',
  paths: [ADMIN_REVIEW_SLIDES_BY_ID_PATH],
  summary: "Saves a review: reviewer's name, profession and text, rating 1 to 5, photo if given",
  body: reviewBodySchema,
  responses: { 200: { description: 'Saved', schema: reviewSchema }, ...missing },
});

export const deleteReview = endpoint({
  ...write,
  method: 'delete',
  paths: [ADMIN_REVIEW_SLIDES_BY_ID_PATH],
  summary: 'Removes a review from the slider',
  responses: removed,
});

export const reorderReviews = endpoint({
  ...write,
  method: 'put',
  paths: ['/admin/review-slides/order/'],
  summary: "The reviews slider's new order: every review id, once",
  body: reorderSchema,
  responses: { 200: { description: 'The reviews in order', schema: z.array(reviewSchema) } },
});

export const faqItems = endpoint({
  ...authoringCall,
  method: 'get',
  paths: [ADMIN_FAQ_ITEMS_PATH],
  summary: 'The FAQ in its order, questions and answers in the five languages',
  responses: { 200: { description: 'The FAQ', schema: z.array(faqItemSchema) } },
});

export const createFaqItem = endpoint({
  ...write,
  method: 'post',
  paths: [ADMIN_FAQ_ITEMS_PATH],
  summary: 'Adds a question, last in the FAQ; the answers are sanitized rich text',
  body: faqBodySchema,
  responses: { 201: { description: 'Created', schema: faqItemSchema } },
});

export const updateFaqItem = endpoint({
  ...write,
  method: 'patch',
  paths: [ADMIN_FAQ_ITEMS_BY_ID_PATH],
  summary: 'Saves a question and its answers (sanitized rich text)',
  body: faqBodySchema,
  responses: { 200: { description: 'Saved', schema: faqItemSchema }, ...missing },
});

export const deleteFaqItem = endpoint({
  ...write,
  method: 'delete',
  paths: [ADMIN_FAQ_ITEMS_BY_ID_PATH],
  summary: 'Removes a question from the FAQ',
  responses: removed,
});

export const reorderFaqItems = endpoint({
  ...write,
  method: 'put',
  paths: ['/admin/faq-items/order/'],
  summary: "The FAQ's new order: every question id, once",
  body: reorderSchema,
  responses: { 200: { description: 'The FAQ in order', schema: z.array(faqItemSchema) } },
});
