import { inCountryOrder, type Language } from '@academy/contract';
import { asc, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  aboutPage,
  authorGallery,
  authors,
  countries,
  faqItems,
  heroSlides,
  regionInfo,
  reviewSlides,
} from '../../db/schema';
import { pick } from '../../lib/i18n';
import { arrangedOrder } from '../../lib/queries';

/** Any table a content list reads. */
export type ContentSource = PgTable;

/** A public content table listed whole: every row in `orderBy` order, each as `view` shows it. */
export interface ContentTable<T extends PgTable, V> {
  from: T;
  orderBy: SQL[];
  view: (row: T['$inferSelect'], lang: Language) => V;
}

const contentTable = <T extends PgTable, V>(list: ContentTable<T, V>) => list;

/** Every row of a content table, as its view in `lang`. */
export async function contentRows<T extends PgTable, V>(
  db: Db,
  list: ContentTable<T, V>,
  lang: Language,
): Promise<V[]> {
  // Drizzle cannot select from a table of a generic type; the rows are still T's own.
  const rows = await db
    .select()
    .from(list.from as PgTable)
    .orderBy(...list.orderBy);
  return (rows as T['$inferSelect'][]).map((row) => list.view(row, lang));
}

export const faqContent = contentTable({
  from: faqItems,
  orderBy: arrangedOrder(faqItems),
  view: (r, lang) => ({
    id: r.id,
    name: pick(r.name, lang),
    description: pick(r.description, lang),
  }),
});

export const reviewContent = contentTable({
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

export const phoneContent = contentTable({
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

export const heroSlideContent = contentTable({
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

export const aboutContent = contentTable({
  from: aboutPage,
  orderBy: [asc(aboutPage.id)],
  view: (r, lang) => ({
    id: r.id,
    title: pick(r.title, lang),
    short_description: pick(r.shortDescription, lang),
    mission: pick(r.mission, lang),
  }),
});

/** The authors, each with their gallery. */
export async function authorList(db: Db, lang: Language) {
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
}

/** The countries, the shop's own three first, then by name (the contract's order). */
export async function countryList(db: Db) {
  const rows = inCountryOrder(await db.select().from(countries), (row) => row.code, 'en');
  return rows.map((r) => ({
    code: r.code,
    name: r.name,
    phone_code: r.phoneCode,
    flag: r.flag,
  }));
}

/** `code` when it is a country the database knows; null otherwise. */
export async function knownCountry(db: Db, code: string): Promise<string | null> {
  const [known] = await db
    .select({ code: countries.code })
    .from(countries)
    .where(eq(countries.code, code));
  return known?.code ?? null;
}
