import { pageQuerySchema } from '../common';
import {
  aboutPageListSchema,
  articleListSchema,
  articleSchema,
  authorListSchema,
  faqListSchema,
  feedbackRequestSchema,
  feedbackResponseSchema,
  heroSlideListSchema,
  promotionListSchema,
  promotionSchema,
  regionInfoListSchema,
  reviewSlideListSchema,
  usefulInfoListSchema,
  usefulInfoSchema,
} from '../content';
import { countryListSchema, timeResponseSchema } from '../country';
import { endpoint } from '../endpoint';

const common = { tag: 'content', auth: 'none' } as const;
/** Designed: blog, promotions and useful info (their calls are 'not shown' in the spec). */
const pages = { tag: 'content', designed: true } as const;

/** The academy's public texts: FAQ, reviews, slides, author, about, blog, promotions, forms. */
export const faq = endpoint({
  ...common,
  method: 'get',
  paths: ['/{lang}/get-faq/'],
  summary: 'FAQ (answers are sanitized HTML)',
  responses: { 200: { description: 'FAQ', schema: faqListSchema } },
});

export const reviews = endpoint({
  ...common,
  method: 'get',
  paths: ['/{lang}/get-review-slider/'],
  summary: 'Personal reviews (fields designed: name, profession, text, image, rating)',
  responses: { 200: { description: 'Reviews', schema: reviewSlideListSchema } },
});

export const phones = endpoint({
  ...common,
  method: 'get',
  paths: ['/get-phone/'],
  summary: 'Region phones and addresses; an array whose first item is used',
  responses: { 200: { description: 'Region info', schema: regionInfoListSchema } },
});

export const heroSlides = endpoint({
  ...common,
  method: 'get',
  paths: ['/{lang}/get-general-home-page-slider/'],
  summary: 'Hero slides of the home page',
  responses: { 200: { description: 'Slides', schema: heroSlideListSchema } },
});

export const authors = endpoint({
  ...common,
  method: 'get',
  paths: ['/{lang}/about-author-slider/'],
  summary: 'The author with the diploma gallery (a list; the first item is shown)',
  responses: { 200: { description: 'Authors', schema: authorListSchema } },
});

export const about = endpoint({
  ...common,
  method: 'get',
  paths: ['/{lang}/about-page/'],
  summary: 'About page texts (a list; the first item is used)',
  responses: { 200: { description: 'About page', schema: aboutPageListSchema } },
});

export const feedback = endpoint({
  ...common,
  method: 'post',
  paths: ['/get-feedback/'],
  summary: 'Contact request of the home and about pages',
  body: feedbackRequestSchema,
  rateLimit: 'contact',
  responses: { 201: { description: 'Saved', schema: feedbackResponseSchema } },
});

export const countries = endpoint({
  ...common,
  method: 'get',
  paths: ['/countries/'],
  designed: true,
  summary: 'Countries of the forms: code, name, phone code, flag (markets first)',
  responses: { 200: { description: 'Countries', schema: countryListSchema } },
});

export const time = endpoint({
  ...common,
  method: 'get',
  paths: ['/time/'],
  summary: "The visitor's country code (from the proxy's country header) and the server time",
  responses: { 200: { description: 'Country', schema: timeResponseSchema } },
});

export const articles = endpoint({
  ...pages,
  auth: 'none',
  method: 'get',
  paths: ['/{lang}/blog/'],
  summary: 'Published blog articles, newest first (paged, default 10)',
  query: pageQuerySchema,
  responses: { 200: { description: 'Articles', schema: articleListSchema } },
});

export const article = endpoint({
  ...pages,
  auth: 'none',
  method: 'get',
  paths: ['/{lang}/blog/{id}/'],
  summary: 'One article with its (sanitized) HTML body',
  responses: { 200: { description: 'Article', schema: articleSchema } },
});

export const promotions = endpoint({
  ...pages,
  auth: 'none',
  method: 'get',
  paths: ['/{lang}/promotions/'],
  summary: 'Running promotions (paged, default 10)',
  query: pageQuerySchema,
  responses: { 200: { description: 'Promotions', schema: promotionListSchema } },
});

export const promotion = endpoint({
  ...pages,
  auth: 'none',
  method: 'get',
  paths: ['/{lang}/promotions/{id}/'],
  summary: 'One promotion',
  responses: { 200: { description: 'Promotion', schema: promotionSchema } },
});

export const usefulInfoList = endpoint({
  ...pages,
  auth: 'token',
  method: 'get',
  paths: ['/{lang}/useful-info/'],
  summary: 'Useful info pages (login required, like the route)',
  responses: { 200: { description: 'Pages', schema: usefulInfoListSchema } },
});

export const usefulInfo = endpoint({
  ...pages,
  auth: 'token',
  method: 'get',
  paths: ['/{lang}/useful-info/{id}/'],
  summary: 'One useful info page',
  responses: { 200: { description: 'Page', schema: usefulInfoSchema } },
});
