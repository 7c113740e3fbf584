import {
  aboutPageListSchema,
  authorListSchema,
  countryListSchema,
  faqListSchema,
  feedbackRequestSchema,
  feedbackResponseSchema,
  heroSlideListSchema,
  type Language,
  regionInfoListSchema,
  reviewSlideListSchema,
} from '@academy/contract';
import { asc, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { Hono } from 'hono';
import type { z } from 'zod';
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
import { arrangedOrder } from '../../lib/queries';
import { cachedJson, route } from '../../lib/route';

export const contentRoutes = new Hono<AppEnv>();
const common = { tag: 'content', auth: 'none' as const };

type ListDoc = { path: string; summary: string; description: string; schema: z.ZodType };

/**
 * A public list of one content table, cached: every row in `orderBy` order, each as `view` shows
 * it in the path's language.
 */
function contentList<T extends PgTable>(
  doc: ListDoc,
  list: { from: T; orderBy: SQL[]; view: (row: T['$inferSelect'], lang: Language) => object },
) {
  route(
    contentRoutes,
    {
      ...common,
      method: 'get',
      paths: [doc.path],
      summary: doc.summary,
      responses: { 200: { description: doc.description, schema: doc.schema } },
    },
    (c, { lang }) =>
      cachedJson(c, { tags: ['content'] }, async () => {
        // Drizzle cannot select from a table of a generic type; the rows are still T's own.
        const rows = await c.var.db
          .select()
          .from(list.from as PgTable)
          .orderBy(...list.orderBy);
        return (rows as T['$inferSelect'][]).map((row) => list.view(row, lang));
      }),
  );
}

contentList(
  {
    path: '/{lang}/get-faq/',
    summary: 'FAQ (answers are sanitized HTML)',
    description: 'FAQ',
    schema: faqListSchema,
  },
  {
    from: faqItems,
    orderBy: arrangedOrder(faqItems),
    view: (r, lang) => ({
      id: r.id,
      name: pick(r.name, lang),
      description: pick(r.description, lang),
    }),
  },
);

contentList(
  {
    path: '/{lang}/get-review-slider/',
    summary: 'Personal reviews (fields designed: name, profession, text, image, rating)',
    description: 'Reviews',
    schema: reviewSlideListSchema,
  },
  {
    from: reviewSlides,
    orderBy: arrangedOrder(reviewSlides),
    view: (r, lang) => ({
      id: r.id,
      name: r.name,
      profession: pick(r.profession, lang),
      text: pick(r.text, lang),
      image: r.image,
      rating: r.rating,
    }),
  },
);

contentList(
  {
    path: '/get-phone/',
    summary: 'Region phones and addresses; an array whose first item is used',
    description: 'Region info',
    schema: regionInfoListSchema,
  },
  {
    from: regionInfo,
    orderBy: [asc(regionInfo.id)],
    view: (r) => ({
      id: r.id,
      phone_eu: r.phoneEu,
      phone_md: r.phoneMd,
      phone_ro: r.phoneRo,
      phone_ru: r.phoneRu,
      address_eu: r.addressEu,
      address_md: r.addressMd,
      address_ro: r.addressRo,
      address_ru: r.addressRu,
    }),
  },
);

contentList(
  {
    path: '/{lang}/get-general-home-page-slider/',
    summary: 'Hero slides of the home page',
    description: 'Slides',
    schema: heroSlideListSchema,
  },
  {
    from: heroSlides,
    orderBy: arrangedOrder(heroSlides),
    view: (r, lang) => ({
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
    }),
  },
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
    cachedJson(c, { tags: ['content'] }, async () => {
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

contentList(
  {
    path: '/{lang}/about-page/',
    summary: 'About page texts (a list; the first item is used)',
    description: 'About page',
    schema: aboutPageListSchema,
  },
  {
    from: aboutPage,
    orderBy: [asc(aboutPage.id)],
    view: (r, lang) => ({
      id: r.id,
      title: pick(r.title, lang),
      short_description: pick(r.shortDescription, lang),
      mission: pick(r.mission, lang),
    }),
  },
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
    responses: { 201: { description: 'Saved', schema: feedbackResponseSchema } },
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
    cachedJson(c, { tags: ['content'] }, async () => {
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
