import type { accountsEndpoints } from '@academy/contract/endpoints';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { workSlides } from '../../db/schema';
import { patchRow } from '../../lib/queries';
import type { BodyOf } from '../../lib/route';
import { sanitizeRichText } from '../../lib/sanitize';
import { findOnOwnProfile, ownProfile, slideView } from './profile.view';

/** Stores an upload (or none) once ownership is checked; its stored name. */
type StoreImage<T> = () => Promise<T>;

const ownSlide = (db: Db, userId: number, id: number) =>
  findOnOwnProfile(db, workSlides, workSlides.profileId, { id, userId });

/** A work slide on one of the user's profiles; the image is stored once the profile is theirs. */
export async function addSlide(
  db: Db,
  userId: number,
  body: BodyOf<typeof accountsEndpoints.addSlide>,
  storeImage: StoreImage<string>,
) {
  const profile = await ownProfile(db, userId, body.user);
  const image = await storeImage();
  const [row] = await db
    .insert(workSlides)
    .values({
      profileId: profile.id,
      title: body.title,
      description: sanitizeRichText(body.description),
      image,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return slideView(row);
}

/** The fields a PATCH sent on the user's slide `id` (a new image stored once it is theirs). */
export async function updateSlide(
  db: Db,
  userId: number,
  id: number,
  body: BodyOf<typeof accountsEndpoints.updateSlide>,
  storeImage: StoreImage<string | undefined>,
) {
  const current = await ownSlide(db, userId, id);
  const row = await patchRow(db, workSlides, current, {
    title: body.title,
    description: sanitizeRichText(body.description),
    image: await storeImage(),
  });
  return slideView(row);
}

export async function deleteSlide(db: Db, userId: number, id: number) {
  await ownSlide(db, userId, id);
  await db.delete(workSlides).where(eq(workSlides.id, id));
}
