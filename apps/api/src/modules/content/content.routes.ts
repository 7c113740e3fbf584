import type { Language } from '@academy/contract';
import type { AnswerIn, Endpoint } from '@academy/contract/endpoint';
import { contentEndpoints } from '@academy/contract/endpoints';
import { asc, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
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
import { arrangedOrder } from '../../lib/queries';
import { route } from '../../lib/route';

export const contentRoutes = new Hono<AppEnv>();

type ItemOf<L> = L extends readonly (infer I)[] ? I : never;

/**
 * A public list of one content table, cached: every row in `orderBy` order, each as `view` shows
 * it in the path's language.
 */
function contentList<const E extends Endpoint, T extends PgTable>(
  declaration: E,
  list: {
    from: T;
    orderBy: SQL[];
    view: (row: T['$inferSelect'], lang: Language) => ItemOf<AnswerIn<E>>;
  },
) {
  route(contentRoutes, declaration, (c, { lang, cached }) =>
    cached({ tags: ['content'] }, async () => {
      // Drizzle cannot select from a table of a generic type; the rows are still T's own.
      const rows = await c.var.db
        .select()
        .from(list.from as PgTable)
        .orderBy(...list.orderBy);
      return (rows as T['$inferSelect'][]).map((row) => list.view(row, lang)) as AnswerIn<E>;
    }),
  );
}

contentList(contentEndpoints.faq, {
  from: faqItems,
  orderBy: arrangedOrder(faqItems),
  view: (r, lang) => ({
    id: r.id,
    name: pick(r.name, lang),
    description: pick(r.description, lang),
  }),
});

contentList(contentEndpoints.reviews, {
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
});

contentList(contentEndpoints.phones, {
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
});

contentList(contentEndpoints.heroSlides, {
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
});

route(contentRoutes, contentEndpoints.authors, (c, { lang, cached }) =>
  cached({ tags: ['content'] }, async () => {
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

contentList(contentEndpoints.about, {
  from: aboutPage,
  orderBy: [asc(aboutPage.id)],
  view: (r, lang) => ({
    id: r.id,
    title: pick(r.title, lang),
    short_description: pick(r.shortDescription, lang),
    mission: pick(r.mission, lang),
  }),
});

route(contentRoutes, contentEndpoints.feedback, async (c, { body, json }) => {
  const [row] = await c.var.db
    .insert(contactRequests)
    .values({ name: body.name, contactData: body.contact_data, country: body.country })
    .returning({ id: contactRequests.id });
  return json({ id: row?.id ?? 0, detail: 'Your application has been sent!' }, 201);
});

route(contentRoutes, contentEndpoints.countries, (c, { cached }) =>
  cached({ tags: ['content'] }, async () => {
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
