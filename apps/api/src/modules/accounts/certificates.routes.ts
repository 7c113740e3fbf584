import { accountsEndpoints } from '@academy/contract/endpoints';
import { LANGUAGES } from '@academy/contract/languages';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import type { Db } from '../../db/client';
import { certificates } from '../../db/schema';
import { HttpError, notFound } from '../../lib/errors';
import { route } from '../../lib/route';
import { saveUpload, uploadTarget } from '../../lib/uploads';
import { certificateView, findOnOwnProfile, ownProfile } from './profile.view';

export const certificatesRoutes = new Hono<AppEnv>();

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

route(certificatesRoutes, accountsEndpoints.addCertificate, async (c, { body, user, json }) => {
  const { db } = c.var;
  const profile = await ownProfile(db, user.id, body.user_profile_id);
  const image = await saveUpload(uploadTarget(c), body.image, {
    field: 'image',
    folder: 'certificates',
    allowPdf: true,
  });
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
  return json(certificateView(row), 201);
});

route(
  certificatesRoutes,
  accountsEndpoints.updateCertificate,
  async (c, { id, body, user, json }) => {
    const { db } = c.var;
    await ownCertificate(db, user.id, id);
    const [row] = await db
      .update(certificates)
      .set({ show: body.show })
      .where(eq(certificates.id, id))
      .returning();
    if (!row) throw notFound();
    return json(certificateView(row));
  },
);

route(certificatesRoutes, accountsEndpoints.deleteCertificate, async (c, { id, user, empty }) => {
  const { db } = c.var;
  const certificate = await ownCertificate(db, user.id, id);
  // The academy's record of a finished course (issue 11): its code must keep verifying.
  if (certificate.forCompletingTheCourse) {
    throw new HttpError(403, 'A course certificate issued by the academy cannot be deleted.');
  }
  await db.delete(certificates).where(eq(certificates.id, id));
  return empty();
});
