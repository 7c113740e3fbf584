import {
  aboutPageListSchema,
  authorListSchema,
  countryListSchema,
  faqListSchema,
  feedbackRequestSchema,
  feedbackResponseSchema,
  heroSlideListSchema,
  regionInfoListSchema,
  reviewSlideListSchema,
} from '@academy/contract';
import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import {
  aboutPage,
  authorGallery,
  authors,
  contactRequests,
  countries,
  faqItems,
  heroSlides,
  regionInfo,
  reviewSlides,
} from '../../db/schema';
import { pick } from '../../lib/i18n';
import { cachedJson, route } from '../../lib/route';

export const contentRoutes = new Hono<AppEnv>();
const common = { tag: 'content', auth: 'none' as const };

route(
  contentRoutes,
  {
    ...common,
    method: 'get',
    paths: ['/{lang}/get-faq/'],
    summary: 'FAQ (answers are sanitized HTML)',
    responses: { 200: { description: 'FAQ', schema: faqListSchema } },
  },
  (c, { lang }) =>
    cachedJson(c, 'content:', async () => {
      const rows = await c.var.db
        .select()
        .from(faqItems)
        .orderBy(asc(faqItems.position), asc(faqItems.id));
      return rows.map((r) => ({
        id: r.id,
        name: pick(r.name, lang),
        description: pick(r.description, lang),
      }));
    }),
);

route(
  contentRoutes,
  {
    ...common,
    method: 'get',
    paths: ['/{lang}/get-review-slider/'],
    summary: 'Personal reviews (fields designed: name, profession, text, image, rating)',
    responses: { 200: { description: 'Reviews', schema: reviewSlideListSchema } },
  },
  (c, { lang }) =>
    cachedJson(c, 'content:', async () => {
      const rows = await c.var.db
        .select()
        .from(reviewSlides)
        .orderBy(asc(reviewSlides.position), asc(reviewSlides.id));
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        profession: pick(r.profession, lang),
        text: pick(r.text, lang),
        image: r.image,
        rating: r.rating,
      }));
    }),
);

route(
  contentRoutes,
  {
    ...common,
    method: 'get',
    paths: ['/get-phone/'],
    summary: 'Region phones and addresses; an array whose first item is used',
    responses: { 200: { description: 'Region info', schema: regionInfoListSchema } },
  },
  (c) =>
    cachedJson(c, 'content:', async () => {
      const rows = await c.var.db.select().from(regionInfo).orderBy(asc(regionInfo.id));
      return rows.map((r) => ({
        id: r.id,
        phone_eu: r.phoneEu,
        phone_md: r.phoneMd,
        phone_ro: r.phoneRo,
        phone_ru: r.phoneRu,
        address_eu: r.addressEu,
        address_md: r.addressMd,
        address_ro: r.addressRo,
        address_ru: r.addressRu,
      }));
    }),
);

route(
  contentRoutes,
  {
    ...common,
    method: 'get',
    paths: ['/{lang}/get-general-home-page-slider/'],
    summary: 'Hero slides of the home page',
    responses: { 200: { description: 'Slides', schema: heroSlideListSchema } },
  },
  (c, { lang }) =>
    cachedJson(c, 'content:', async () => {
      const rows = await c.var.db
        .select()
        .from(heroSlides)
        .orderBy(asc(heroSlides.position), asc(heroSlides.id));
      return rows.map((r) => ({
        id: r.id,
        image: r.image,
        image_mobile_thumbnail: r.imageMobileThumbnail,
        image_tablet_thumbnail: r.imageTabletThumbnail,
        image_laptop_thumbnail: r.imageLaptopThumbnail,
        image_pc_thumbnail: r.imagePcThumbnail,
        title: pick(r.title, lang),
        description: pick(r.description, lang),
        button_link: r.buttonLink,
        button_is_active: r.buttonIsActive,
        button_name: pick(r.buttonName, lang),
      }));
    }),
);

route(
  contentRoutes,
  {
    ...common,
    method: 'get',
    paths: ['/{lang}/about-author-slider/'],
    summary: 'The author with the diploma gallery (a list; the first item is shown)',
    responses: { 200: { description: 'Authors', schema: authorListSchema } },
  },
  (c, { lang }) =>
    cachedJson(c, 'content:', async () => {
      const { db } = c.var;
      const [rows, gallery] = await Promise.all([
        db.select().from(authors).orderBy(asc(authors.id)),
        db.select().from(authorGallery).orderBy(asc(authorGallery.id)),
      ]);
      return rows.map((r) => ({
        id: r.id,
        title: pick(r.title, lang),
        sub_title: pick(r.subTitle, lang),
        specialization: pick(r.specialization, lang),
        description_short: pick(r.descriptionShort, lang),
        image: r.image,
        gallery_about_author: gallery
          .filter((g) => g.authorId === r.id)
          .map((g) => ({ id: g.id, image: g.image, image_thumbnail: g.imageThumbnail })),
      }));
    }),
);

route(
  contentRoutes,
  {
    ...common,
    method: 'get',
    paths: ['/{lang}/about-page/'],
    summary: 'About page texts (a list; the first item is used)',
    responses: { 200: { description: 'About page', schema: aboutPageListSchema } },
  },
  (c, { lang }) =>
    cachedJson(c, 'content:', async () => {
      const rows = await c.var.db.select().from(aboutPage).orderBy(asc(aboutPage.id));
      return rows.map((r) => ({
        id: r.id,
        title: pick(r.title, lang),
        short_description: pick(r.shortDescription, lang),
        mission: pick(r.mission, lang),
      }));
    }),
);

route(
  contentRoutes,
  {
    ...common,
    method: 'post',
    paths: ['/get-feedback/'],
    summary: 'Contact request of the home and about pages',
    body: feedbackRequestSchema,
    rateLimit: 'contact',
    responses: {
      201: { description: 'Saved', schema: feedbackResponseSchema },
    },
  },
  async (c, { body }) => {
    const [row] = await c.var.db
      .insert(contactRequests)
      .values({ name: body.name, contactData: body.contact_data, country: body.country })
      .returning({ id: contactRequests.id });
    return c.json({ id: row?.id ?? 0, detail: 'Your application has been sent!' }, 201);
  },
);

route(
  contentRoutes,
  {
    ...common,
    method: 'get',
    paths: ['/countries/'],
    designed: true,
    summary: 'Countries of the forms: code, name, phone code, flag (markets first)',
    responses: { 200: { description: 'Countries', schema: countryListSchema } },
  },
  (c) =>
    cachedJson(c, 'content:', async () => {
      const rows = await c.var.db.select().from(countries);
      const order = ['MD', 'RO', 'RU'];
      rows.sort((a, b) => {
        const ia = order.indexOf(a.code);
        const ib = order.indexOf(b.code);
        return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib) || a.name.localeCompare(b.name);
      });
      return rows.map((r) => ({
        code: r.code,
        name: r.name,
        phone_code: r.phoneCode,
        flag: r.flag,
      }));
    }),
);
