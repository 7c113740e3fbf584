import type { accountsEndpoints } from '@academy/contract/endpoints';
import { LANGUAGES } from '@academy/contract/languages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certificates } from '../../db/schema';
import { HttpError, notFound } from '../../lib/errors';
import type { BodyOf } from '../../lib/route';
import { certificateView, findOnOwnProfile, ownProfile } from './profile.view';

/**
 * An upload is named by its file as the user chose it ("seminar.png" → "seminar"), the same in
 * every language: the stored file gets a random name.
 */
function uploadTitle(fileName: string) {
  const base = fileName
    .replace(/^.*[\\/]/, '')
    .replace(/\.[^.]*$/, '')
    .trim()
    .slice(0, 150);
  return base ? Object.fromEntries(LANGUAGES.map((lang) => [lang, base])) : null;
}

/** A certificate of one of the user's profiles; others' ids are answered as missing. */
const ownCertificate = (db: Db, userId: number, id: number) =>
  findOnOwnProfile(db, certificates, certificates.userProfileId, { id, userId });

/** An uploaded certificate on one of the user's profiles; the file is stored once it is theirs. */
export async function addCertificate(
  db: Db,
  userId: number,
  body: BodyOf<typeof accountsEndpoints.addCertificate>,
  storeImage: () => Promise<string>,
) {
  const profile = await ownProfile(db, userId, body.user_profile_id);
  const image = await storeImage();
  // Course certificates are issued by the server on completion, never uploaded.
  const [row] = await db
    .insert(certificates)
    .values({
      userProfileId: profile.id,
      image,
      title: uploadTitle(body.image.name),
      show: body.show ?? true,
      forCompletingTheCourse: false,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return certificateView(row);
}

/** Shows or hides the user's certificate `id` on their page. */
export async function showCertificate(db: Db, userId: number, id: number, show: boolean) {
  await ownCertificate(db, userId, id);
  const [row] = await db
    .update(certificates)
    .set({ show })
    .where(eq(certificates.id, id))
    .returning();
  if (!row) throw notFound();
  return certificateView(row);
}

export async function deleteCertificate(db: Db, userId: number, id: number) {
  const certificate = await ownCertificate(db, userId, id);
  // The academy's record of a finished course (issue 11): its code must keep verifying.
  if (certificate.forCompletingTheCourse) {
    throw new HttpError(403, 'A course certificate issued by the academy cannot be deleted.');
  }
  await db.delete(certificates).where(eq(certificates.id, id));
}
