import { boolean, integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, idKey, position, translated } from './common';
import { users } from './users';

export const faqItems = pgTable('faq_items', {
  id: idKey(),
  name: translated('name'),
  /** HTML, sanitized when written. */
  description: translated('description'),
  position: position(),
});

/** Phones and addresses per region (spec 3, Region info); `/get-phone/` answers the first row. */
export const regionInfo = pgTable('region_info', {
  id: idKey(),
  phoneEu: varchar('phone_eu', { length: 40 }).notNull(),
  phoneMd: varchar('phone_md', { length: 40 }).notNull(),
  phoneRo: varchar('phone_ro', { length: 40 }).notNull(),
  phoneRu: varchar('phone_ru', { length: 40 }).notNull(),
  addressEu: text('address_eu').notNull(),
  addressMd: text('address_md').notNull(),
  addressRo: text('address_ro').notNull(),
  addressRu: text('address_ru').notNull(),
});

/** Hero slides of the home page (spec 3, Slider item). */
export const heroSlides = pgTable('hero_slides', {
  id: idKey(),
  image: text('image').notNull(),
  imageMobileThumbnail: text('image_mobile_thumbnail').notNull(),
  imageTabletThumbnail: text('image_tablet_thumbnail').notNull(),
  imageLaptopThumbnail: text('image_laptop_thumbnail').notNull(),
  imagePcThumbnail: text('image_pc_thumbnail').notNull(),
  title: translated('title'),
  description: translated('description'),
  buttonLink: text('button_link').notNull().default(''),
  buttonIsActive: boolean('button_is_active').notNull().default(false),
  buttonName: translated('button_name'),
  position: position(),
});

/** Personal reviews slider; fields not shown in the spec, designed: name, text, photo, rating. */
export const reviewSlides = pgTable('review_slides', {
  id: idKey(),
  name: varchar('name', { length: 120 }).notNull(),
  profession: translated('profession'),
  text: translated('text'),
  image: text('image').notNull(),
  rating: smallint('rating').notNull().default(5),
  position: position(),
});

export const aboutPage = pgTable('about_page', {
  id: idKey(),
  title: translated('title'),
  shortDescription: translated('short_description'),
  mission: translated('mission'),
});

export const authors = pgTable('authors', {
  id: idKey(),
  title: translated('title'),
  subTitle: translated('sub_title'),
  specialization: translated('specialization'),
  descriptionShort: translated('description_short'),
  image: text('image').notNull(),
});

export const authorGallery = pgTable('author_gallery', {
  id: idKey(),
  authorId: belongsTo('author_id', () => authors.id),
  image: text('image').notNull(),
  imageThumbnail: text('image_thumbnail').notNull(),
});

export const blogArticles = pgTable('blog_articles', {
  id: idKey(),
  slug: varchar('slug', { length: 120 }).notNull().unique(),
  title: translated('title'),
  excerpt: translated('excerpt'),
  /** HTML, sanitized when written. */
  body: translated('body'),
  image: text('image').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  /** Kept by its editor, not on the site (issue 27); published when false and due. */
  draft: boolean('draft').notNull().default(false),
});

export const promotions = pgTable('promotions', {
  id: idKey(),
  title: translated('title'),
  description: translated('description'),
  body: translated('body'),
  image: text('image').notNull(),
  discount: smallint('discount').notNull().default(0),
  courseId: integer('course_id'),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  /** Kept by its editor, not on the site (issue 27). */
  draft: boolean('draft').notNull().default(false),
});

/** Useful info pages for logged-in users (route useful-info/{id}). */
export const usefulInfo = pgTable('useful_info', {
  id: idKey(),
  title: translated('title'),
  body: translated('body'),
  image: text('image'),
  position: position(),
});

/** Contact requests of the form on the home and about pages (spec 3, Contact request). */
export const contactRequests = pgTable('contact_requests', {
  id: idKey(),
  name: varchar('name', { length: 200 }).notNull(),
  contactData: varchar('contact_data', { length: 100 }).notNull(),
  country: varchar('country', { length: 100 }).notNull(),
  /** The language of the page it was sent from. */
  lang: varchar('lang', { length: 2 }).notNull().default('ro'),
  /** When staff handled it and who (the inbox's new / handled), with their note. */
  handledAt: timestamp('handled_at', { withTimezone: true }),
  handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
  note: text('note').notNull().default(''),
  created: createdAt(),
});
