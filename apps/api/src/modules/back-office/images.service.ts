import { randomUUID } from 'node:crypto';
import {
  IMAGE_FORMAT,
  IMAGE_MAX_BYTES,
  IMAGE_VARIANTS,
  type ImageColumns,
  type ImagePurpose,
  type UploadedImage,
} from '@academy/contract/back-office/images';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { images } from '../../db/schema';
import type { ImageVariant } from '../../db/tables/authoring';
import { recordAudit } from '../../lib/audit';
import { FieldError } from '../../lib/errors';
import type { UploadTarget } from '../../lib/uploads';
import { sniff } from '../../lib/uploads';
import { ImageRefused, resizeImage } from './images-resize';

type ImageRow = typeof images.$inferSelect;

export interface ImageUpload {
  file: File;
  purpose: ImagePurpose;
  /** The form's field the refusals are said on (`file` in the back office, `image` for users). */
  field: string;
  /** Who sent it; audited when staff (`audited`), kept on the row either way. */
  uploadedBy: number;
  audited: boolean;
}

/** An image as the back office reads it. */
export const imageView = (row: ImageRow): UploadedImage => ({
  id: row.id,
  purpose: row.purpose as ImagePurpose,
  width: row.width,
  height: row.height,
  variants: row.variants.map(({ name, url, width, height }) => ({ name, url, width, height })),
});

/** The upload's bytes once its size and first bytes prove an image (the name is never trusted). */
async function imageBytes(target: UploadTarget, file: File): Promise<Uint8Array> {
  // The configured limit when lower than the images' own (the message names the images' one).
  if (file.size > Math.min(target.uploadMaxBytes, IMAGE_MAX_BYTES))
    throw new ImageRefused('tooLarge');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniff(bytes);
  if (kind === 'pdf') throw new ImageRefused('pdf');
  if (!kind) throw new ImageRefused('notAnImage');
  return bytes;
}

/**
 * Checks an upload, resizes it into the files its purpose names (IMAGE_VARIANTS), stores them
 * under `images/<uuid>/<name>.webp` (served at /media with a year's immutable caching: a new
 * upload is a new folder) and keeps a row with every file's size. A staff upload is audited.
 */
export async function storeImage(
  db: Db,
  target: UploadTarget,
  upload: ImageUpload,
): Promise<ImageRow> {
  const resized = await imageBytes(target, upload.file)
    .then((bytes) => resizeImage(bytes, IMAGE_VARIANTS[upload.purpose]))
    .catch((error: unknown) => {
      if (error instanceof ImageRefused) throw new FieldError({ [upload.field]: [error.message] });
      throw error;
    });
  const key = `images/${randomUUID()}`;
  const variants: ImageVariant[] = [];
  for (const variant of resized.variants) {
    const file = `${key}/${variant.name}.${IMAGE_FORMAT}`;
    await target.storage.put(file, variant.bytes, `image/${IMAGE_FORMAT}`);
    variants.push({
      name: variant.name,
      url: `/media/${file}`,
      width: variant.width,
      height: variant.height,
      bytes: variant.bytes.byteLength,
      format: IMAGE_FORMAT,
    });
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(images)
      .values({
        key,
        purpose: upload.purpose,
        width: resized.width,
        height: resized.height,
        variants,
        uploadedBy: upload.uploadedBy,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    if (upload.audited) {
      const { id, purpose, width, height } = row;
      const after = { purpose, width, height, files: variants.map((v) => v.url) };
      await recordAudit(tx, {
        actorId: upload.uploadedBy,
        action: 'image.upload',
        entity: 'image',
        entityId: id,
        after,
      });
    }
    return row;
  });
}

/** A user's own upload (an avatar, a work slide): its `image` file's URL, the column they serve. */
export async function storeUserImage(
  db: Db,
  target: UploadTarget,
  upload: Omit<ImageUpload, 'audited'>,
): Promise<string> {
  const row = await storeImage(db, target, { ...upload, audited: false });
  const image = row.variants.find((variant) => variant.name === 'image');
  if (!image) throw new Error(`purpose ${upload.purpose} makes no 'image' file`);
  return image.url;
}

/** A PATCH's photo: stored (storeUserImage) when sent, undefined (the saved one kept) otherwise. */
export const storeSentUserImage = (
  db: Db,
  target: UploadTarget,
  { file, ...upload }: Omit<ImageUpload, 'audited' | 'file'> & { file: File | undefined },
) => (file ? storeUserImage(db, target, { ...upload, file }) : Promise.resolve(undefined));

/**
 * The columns an entity's save writes from the uploaded image `imageId` (its files' URLs by
 * name: `{ image, image_thumbnail }` for a course cover). A missing image, or one uploaded for
 * another purpose, is the save's field error on `image_id`.
 */
export async function imageColumns(
  db: Db,
  imageId: number,
  purpose: ImagePurpose,
  field = 'image_id',
): Promise<ImageColumns> {
  const [row] = await db.select().from(images).where(eq(images.id, imageId)).limit(1);
  if (!row) throw new FieldError({ [field]: ['No such image: upload it again.'] });
  if (row.purpose !== purpose)
    throw new FieldError({
      [field]: [`This image was uploaded as ${row.purpose}, not as ${purpose}: upload it again.`],
    });
  return Object.fromEntries(row.variants.map((variant) => [variant.name, variant.url]));
}
