import { emptyTranslatedText } from '@academy/contract/back-office/authoring';
import { AUTHOR_MISSING } from '@academy/contract/back-office/site';
import type { AnswerIn } from '@academy/contract/endpoint';
import type { backOfficeSiteEndpoints as site } from '@academy/contract/endpoints';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authorGallery, authors } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { HttpError, notFound } from '../../lib/errors';
import type { BodyOf } from '../../lib/route';
import { imageColumns } from './images.service';
import { firstRow, saveSiteRecord } from './site-record.service';

/**
 * The author as the back office edits her (issue 27): her texts, her photo, and the diplomas of
 * her gallery, each an image resized on upload (`author_photo`, `author_diploma`). The public
 * gallery lists diplomas by id, so a new one comes last and there is no order to change.
 */

type AuthorView = AnswerIn<typeof site.author>;
type Gallery = AuthorView['gallery'];

async function galleryOf(db: Db, authorId: number): Promise<Gallery> {
  return db
    .select({
      id: authorGallery.id,
      image: authorGallery.image,
      image_thumbnail: authorGallery.imageThumbnail,
    })
    .from(authorGallery)
    .where(eq(authorGallery.authorId, authorId))
    .orderBy(asc(authorGallery.id));
}

function authorView(row: typeof authors.$inferSelect | undefined, gallery: Gallery): AuthorView {
  return {
    title: row?.title ?? emptyTranslatedText(),
    sub_title: row?.subTitle ?? emptyTranslatedText(),
    specialization: row?.specialization ?? emptyTranslatedText(),
    description_short: row?.descriptionShort ?? emptyTranslatedText(),
    image: row?.image ?? '',
    gallery,
  };
}

export async function readAuthor(db: Db): Promise<AuthorView> {
  const row = await firstRow(db, authors);
  return authorView(row, row ? await galleryOf(db, row.id) : []);
}

/** Saves her texts, and her photo when the body names a newly uploaded one. */
export async function saveAuthor(
  db: Db,
  actorId: number,
  body: BodyOf<typeof site.saveAuthor>,
): Promise<AuthorView> {
  const photo =
    body.image_id === undefined ? undefined : await imageColumns(db, body.image_id, 'author_photo');
  const row = await saveSiteRecord(db, authors, {
    actorId,
    entity: 'author',
    values: {
      title: body.title,
      subTitle: body.sub_title,
      specialization: body.specialization,
      descriptionShort: body.description_short,
      ...(photo?.image ? { image: photo.image } : {}),
    },
    defaults: { image: '' },
  });
  return authorView(row, await galleryOf(db, row.id));
}

/** A diploma at the end of the gallery: the uploaded image and its thumbnail. */
export async function addDiploma(
  db: Db,
  actorId: number,
  body: BodyOf<typeof site.addDiploma>,
): Promise<Gallery[number]> {
  const files = await imageColumns(db, body.image_id, 'author_diploma');
  return db.transaction(async (tx) => {
    const author = await firstRow(tx, authors, true);
    if (!author) throw new HttpError(409, AUTHOR_MISSING);
    const image = files.image ?? '';
    const [row] = await tx
      .insert(authorGallery)
      .values({ authorId: author.id, image, imageThumbnail: files.image_thumbnail ?? image })
      .returning();
    if (!row) throw new Error('diploma not stored');
    const diploma = { id: row.id, image: row.image, image_thumbnail: row.imageThumbnail };
    await recordAudit(tx, {
      actorId,
      action: 'diploma.add',
      entity: 'author_gallery',
      entityId: row.id,
      before: null,
      after: { ...diploma, image_id: body.image_id },
    });
    return diploma;
  });
}

export function removeDiploma(db: Db, actorId: number, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(authorGallery).where(eq(authorGallery.id, id)).returning();
    if (!row) throw notFound();
    await recordAudit(tx, {
      actorId,
      action: 'diploma.remove',
      entity: 'author_gallery',
      entityId: id,
      before: { image: row.image, image_thumbnail: row.imageThumbnail },
      after: null,
    });
  });
}
