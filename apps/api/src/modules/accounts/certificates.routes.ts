import {
  certificateCreateSchema,
  certificatePatchSchema,
  certificateSchema,
  errorResponseSchema,
} from '@academy/contract';
import { LANGUAGES } from '@academy/contract/languages';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import type { Db } from '../../db/client';
import { certificates } from '../../db/schema';
import { HttpError, notFound } from '../../lib/errors';
import { notYours } from '../../lib/queries';
import type { CacheTag } from '../../lib/response-cache';
import { route } from '../../lib/route';
import { saveUpload, uploadTarget } from '../../lib/uploads';
import { certificateView, findOnOwnProfile, ownProfile } from './profile.view';

export const certificatesRoutes = new Hono<AppEnv>();
// Certificates show on the specialist's public page: every write here clears the experts' answers.
const invalidates: CacheTag[] = ['experts'];
const common = { tag: 'accounts', auth: 'token' as const, invalidates };
const errors = { 404: notYours };

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

route(
  certificatesRoutes,
  {
    ...common,
    method: 'post',
    paths: ['/accounts/certificates_and_diplomas/'],
    summary: 'Upload a certificate or diploma (image or PDF) to one’s own profile',
    body: certificateCreateSchema,
    bodyType: 'multipart',
    responses: {
      201: { description: 'Created', schema: certificateSchema },
      ...errors,
    },
  },
  async (c, { body, user }) => {
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
    return c.json(certificateView(row), 201);
  },
);

route(
  certificatesRoutes,
  {
    ...common,
    method: 'patch',
    paths: ['/accounts/certificates_and_diplomas/{id}/'],
    summary: 'Show or hide a certificate on the public page',
    body: certificatePatchSchema,
    responses: {
      200: { description: 'Saved', schema: certificateSchema },
      ...errors,
    },
  },
  async (c, { id, body, user }) => {
    const { db } = c.var;
    await ownCertificate(db, user.id, id);
    const [row] = await db
      .update(certificates)
      .set({ show: body.show })
      .where(eq(certificates.id, id))
      .returning();
    if (!row) throw notFound();
    return c.json(certificateView(row));
  },
);

route(
  certificatesRoutes,
  {
    ...common,
    method: 'delete',
    paths: ['/accounts/certificates_and_diplomas/{id}/'],
    summary: 'Delete an uploaded certificate (a course certificate the academy issued stays)',
    responses: {
      204: { description: 'Deleted' },
      403: { description: 'A course certificate', schema: errorResponseSchema },
      ...errors,
    },
  },
  async (c, { id, user }) => {
    const { db } = c.var;
    const certificate = await ownCertificate(db, user.id, id);
    // The academy's record of a finished course (issue 11): its code must keep verifying.
    if (certificate.forCompletingTheCourse) {
      throw new HttpError(403, 'A course certificate issued by the academy cannot be deleted.');
    }
    await db.delete(certificates).where(eq(certificates.id, id));
    return c.body(null, 204);
  },
);
