import { randomUUID } from 'node:crypto';
import { IMAGE_VARIANTS, type ImagePurpose } from '@academy/contract/back-office/images';
import type { Db } from '../db/client';
import { images } from '../db/schema';

/**
 * An uploaded image's row as the images area leaves it after resizing (issue 27): each variant of
 * its purpose at `/media/<key>/<name>.webp`. No file is written: a save reads only the row (its
 * purpose and its variants' URLs); the upload itself is the images area's test.
 */
export async function uploadedImage(db: Db, purpose: ImagePurpose) {
  const key = `images/test-${randomUUID()}`;
  const url = (name: string) => `/media/${key}/${name}.webp`;
  const variants = IMAGE_VARIANTS[purpose].map(({ name, width }) => ({
    name,
    url: url(name),
    width,
    height: width,
    bytes: 1000,
    format: 'webp',
  }));
  const [row] = await db
    .insert(images)
    .values({ key, purpose, width: 2000, height: 2000, variants })
    .returning({ id: images.id });
  if (!row) throw new Error('image not stored');
  return { id: row.id, url };
}
