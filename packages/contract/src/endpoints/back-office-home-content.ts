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
  paths: ['/admin/hero-slides/'],
  summary: "Home's hero slides in the slider's order, with their texts in the five languages",
  responses: { 200: { description: 'The slides', schema: z.array(heroSlideSchema) } },
});

export const createHeroSlide = endpoint({
  ...write,
  method: 'post',
  paths: ['/admin/hero-slides/'],
  summary:
    'Adds a slide, last in the slider; its picture and four thumbnails from an uploaded image of purpose hero slide',
  body: heroSlideCreateSchema,
  responses: { 201: { description: 'Created', schema: heroSlideSchema } },
});

export const updateHeroSlide = endpoint({
  ...write,
  method: 'patch',
  paths: ['/admin/hero-slides/{id}/'],
  summary: 'Saves a slide: texts, button (link: https or a path of the site), picture if given',
  body: heroSlideBodySchema,
  responses: { 200: { description: 'Saved', schema: heroSlideSchema }, ...missing },
});

export const deleteHeroSlide = endpoint({
  ...write,
  method: 'delete',
  paths: ['/admin/hero-slides/{id}/'],
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
  paths: ['/admin/review-slides/'],
  summary: "Home's reviews in the slider's order, with their texts in the five languages",
  responses: { 200: { description: 'The reviews', schema: z.array(reviewSchema) } },
});

export const createReview = endpoint({
  ...write,
  method: 'post',
  paths: ['/admin/review-slides/'],
  summary: 'Adds a review, last in the slider, with a photo of purpose review photo',
  body: reviewCreateSchema,
  responses: { 201: { description: 'Created', schema: reviewSchema } },
});

export const updateReview = endpoint({
  ...write,
  method: 'patch',
  paths: ['/admin/review-slides/{id}/'],
  summary: "Saves a review: reviewer's name, profession and text, rating 1 to 5, photo if given",
  body: reviewBodySchema,
  responses: { 200: { description: 'Saved', schema: reviewSchema }, ...missing },
});

export const deleteReview = endpoint({
  ...write,
  method: 'delete',
  paths: ['/admin/review-slides/{id}/'],
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
  paths: ['/admin/faq-items/'],
  summary: 'The FAQ in its order, questions and answers in the five languages',
  responses: { 200: { description: 'The FAQ', schema: z.array(faqItemSchema) } },
});

export const createFaqItem = endpoint({
  ...write,
  method: 'post',
  paths: ['/admin/faq-items/'],
  summary: 'Adds a question, last in the FAQ; the answers are sanitized rich text',
  body: faqBodySchema,
  responses: { 201: { description: 'Created', schema: faqItemSchema } },
});

export const updateFaqItem = endpoint({
  ...write,
  method: 'patch',
  paths: ['/admin/faq-items/{id}/'],
  summary: 'Saves a question and its answers (sanitized rich text)',
  body: faqBodySchema,
  responses: { 200: { description: 'Saved', schema: faqItemSchema }, ...missing },
});

export const deleteFaqItem = endpoint({
  ...write,
  method: 'delete',
  paths: ['/admin/faq-items/{id}/'],
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
