import type { FaqItem, HeroSlide, Review } from '@academy/contract/back-office/home-content';
import type { backOfficeHomeContentEndpoints as home } from '@academy/contract/endpoints';
import type { Db, Tx } from '../../db/client';
import { faqItems, heroSlides, reviewSlides } from '../../db/schema';
import { arrangedOrder } from '../../lib/queries';
import type { BodyOf } from '../../lib/route';
import { sanitizeTranslated } from '../../lib/sanitize';
import { imageColumns } from './images.service';
import {
  createRecord,
  deleteRecord,
  nextPosition,
  type OrderedTable,
  type RecordKind,
  reorderRecords,
  updateRecord,
} from './records.service';

/**
 * Home's hero slider, reviews slider and FAQ (issue 27): three ordered lists of records with
 * texts in five languages, written through the shared record writes. The public answers read
 * the same rows in the same order (`content.service.ts`).
 */

/** One home list: its records' kind and how staff see a row. */
interface HomeList<T extends OrderedTable, V> {
  kind: RecordKind<T>;
  view: (row: T['$inferSelect']) => V;
}

type SlideRow = typeof heroSlides.$inferSelect;
const slideView = ({
  imageMobileThumbnail,
  imageTabletThumbnail,
  imageLaptopThumbnail,
  imagePcThumbnail,
  buttonName,
  buttonLink,
  buttonIsActive,
  ...row
}: SlideRow): HeroSlide => ({
  ...row,
  image_mobile_thumbnail: imageMobileThumbnail,
  image_tablet_thumbnail: imageTabletThumbnail,
  image_laptop_thumbnail: imageLaptopThumbnail,
  image_pc_thumbnail: imagePcThumbnail,
  button_name: buttonName,
  button_link: buttonLink,
  button_is_active: buttonIsActive,
});

export const slides: HomeList<typeof heroSlides, HeroSlide> = {
  kind: {
    table: heroSlides,
    entity: 'hero_slide',
    area: 'hero_slide',
    audited: ({ id: _id, position: _position, ...row }) => row,
  },
  view: slideView,
};

export const reviews: HomeList<typeof reviewSlides, Review> = {
  kind: {
    table: reviewSlides,
    entity: 'review_slide',
    area: 'review_slide',
    audited: ({ id: _id, position: _position, ...row }) => row,
  },
  view: (row) => row,
};

export const faq: HomeList<typeof faqItems, FaqItem> = {
  kind: {
    table: faqItems,
    entity: 'faq_item',
    area: 'faq_item',
    audited: ({ name, description }) => ({ name, description }),
  },
  view: (row) => row,
};

/** Every record of a list, in the order Home shows them. */
export async function listOf<T extends OrderedTable, V>(db: Db, list: HomeList<T, V>) {
  // Drizzle cannot select from a table of a generic type; the rows are still T's own.
  const rows = await db
    .select()
    .from(list.kind.table as OrderedTable)
    .orderBy(...arrangedOrder(list.kind.table));
  return (rows as T['$inferSelect'][]).map(list.view);
}

export async function reorderList<T extends OrderedTable, V>(
  db: Db,
  list: HomeList<T, V>,
  actorId: number,
  ids: readonly number[],
) {
  await reorderRecords(db, list.kind, { actorId, ids });
  return listOf(db, list);
}

export async function deleteFromList<T extends OrderedTable, V>(
  db: Db,
  list: HomeList<T, V>,
  actorId: number,
  id: number,
) {
  await deleteRecord(db, list.kind, actorId, id);
}

/** A file an image's purpose makes (a defect, never an answer, when the purpose lacks it). */
function fileOf(files: Record<string, string>, name: string): string {
  const url = files[name];
  if (url === undefined) throw new Error(`the uploaded image has no ${name} file`);
  return url;
}

/** A slide's picture and its four thumbnails, from an uploaded image of purpose hero slide. */
async function slidePicture(tx: Tx, imageId: number) {
  const files = await imageColumns(tx, imageId, 'hero_slide');
  return {
    image: fileOf(files, 'image'),
    imageMobileThumbnail: fileOf(files, 'image_mobile_thumbnail'),
    imageTabletThumbnail: fileOf(files, 'image_tablet_thumbnail'),
    imageLaptopThumbnail: fileOf(files, 'image_laptop_thumbnail'),
    imagePcThumbnail: fileOf(files, 'image_pc_thumbnail'),
  };
}

type SlideBody = BodyOf<typeof home.updateHeroSlide>;

const slideTexts = (body: SlideBody) => ({
  title: body.title,
  description: body.description,
  buttonName: body.button_name,
  buttonLink: body.button_link,
  buttonIsActive: body.button_is_active,
});

/** A new slide, last in the slider. */
export async function createSlide(
  db: Db,
  actorId: number,
  body: BodyOf<typeof home.createHeroSlide>,
) {
  const row = await createRecord(db, slides.kind, actorId, async (tx) => ({
    ...slideTexts(body),
    ...(await slidePicture(tx, body.image_id)),
    position: await nextPosition(tx, heroSlides),
  }));
  return slideView(row);
}

/** Saves a slide's texts and button; its picture only when a new image is given. */
export async function updateSlide(db: Db, actorId: number, id: number, body: SlideBody) {
  const row = await updateRecord(db, slides.kind, actorId, id, async (tx) => ({
    ...slideTexts(body),
    ...(body.image_id === undefined ? {} : await slidePicture(tx, body.image_id)),
  }));
  return slideView(row);
}

type ReviewBody = BodyOf<typeof home.updateReview>;

const reviewPhoto = async (tx: Tx, imageId: number) => ({
  image: fileOf(await imageColumns(tx, imageId, 'review_photo'), 'image'),
});

const reviewTexts = (body: ReviewBody) => ({
  name: body.name,
  profession: body.profession,
  text: body.text,
  rating: body.rating,
});

/** A new review, last in the slider. */
export async function createReview(
  db: Db,
  actorId: number,
  body: BodyOf<typeof home.createReview>,
) {
  return createRecord(db, reviews.kind, actorId, async (tx) => ({
    ...reviewTexts(body),
    ...(await reviewPhoto(tx, body.image_id)),
    position: await nextPosition(tx, reviewSlides),
  }));
}

/** Saves a review; its photo only when a new image is given. */
export function updateReview(db: Db, actorId: number, id: number, body: ReviewBody) {
  return updateRecord(db, reviews.kind, actorId, id, async (tx) => ({
    ...reviewTexts(body),
    ...(body.image_id === undefined ? {} : await reviewPhoto(tx, body.image_id)),
  }));
}

type FaqBody = BodyOf<typeof home.createFaqItem>;

/** A new question, last in the FAQ. */
export function createFaqItem(db: Db, actorId: number, body: FaqBody) {
  return createRecord(db, faq.kind, actorId, async (tx) => ({
    name: body.name,
    description: sanitizeTranslated(body.description),
    position: await nextPosition(tx, faqItems),
  }));
}

export function updateFaqItem(db: Db, actorId: number, id: number, body: FaqBody) {
  return updateRecord(db, faq.kind, actorId, id, async () => ({
    name: body.name,
    description: sanitizeTranslated(body.description),
  }));
}
