import { workSlideCreateSchema, workSlidePatchSchema, workSlideSchema } from '@academy/contract';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import type { Db } from '../../db/client';
import { workSlides } from '../../db/schema';
import { notYours, patchRow } from '../../lib/queries';
import type { CacheTag } from '../../lib/response-cache';
import { route } from '../../lib/route';
import { sanitizeRichText } from '../../lib/sanitize';
import { saveSentUpload, saveUpload, uploadTarget } from '../../lib/uploads';
import { findOnOwnProfile, ownProfile, slideView } from './profile.view';

export const slidesRoutes = new Hono<AppEnv>();
// Work slides show on the specialist's public page: every write here clears the experts' answers.
const invalidates: CacheTag[] = ['experts'];
const common = {
  tag: 'accounts',
  auth: 'token' as const,
  bodyType: 'multipart' as const,
  invalidates,
};
const errors = { 404: notYours };

const SLIDE_IMAGE = { field: 'image', folder: 'slides', allowPdf: false };

const ownSlide = (db: Db, userId: number, id: number) =>
  findOnOwnProfile(db, workSlides, workSlides.profileId, { id, userId });

route(
  slidesRoutes,
  {
    ...common,
    method: 'post',
    paths: ['/accounts/slide_after_before/'],
    summary: 'Add a before/after work slide to one’s own profile (`user` = profile id)',
    body: workSlideCreateSchema,
    responses: {
      201: { description: 'Created', schema: workSlideSchema },
      ...errors,
    },
  },
  async (c, { body, user }) => {
    const { db } = c.var;
    const profile = await ownProfile(db, user.id, body.user);
    const image = await saveUpload(uploadTarget(c), body.image, SLIDE_IMAGE);
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
    return c.json(slideView(row), 201);
  },
);

route(
  slidesRoutes,
  {
    ...common,
    method: 'patch',
    paths: ['/accounts/slide_after_before/{id}/'],
    summary: 'Edit a work slide; the image only when a new one is sent',
    body: workSlidePatchSchema,
    responses: {
      200: { description: 'Saved', schema: workSlideSchema },
      ...errors,
    },
  },
  async (c, { id, body, user }) => {
    const { db } = c.var;
    const current = await ownSlide(db, user.id, id);
    const row = await patchRow(db, workSlides, current, {
      title: body.title,
      description: sanitizeRichText(body.description),
      image: await saveSentUpload(uploadTarget(c), body.image, SLIDE_IMAGE),
    });
    return c.json(slideView(row));
  },
);

route(
  slidesRoutes,
  {
    tag: 'accounts',
    auth: 'token',
    invalidates,
    method: 'delete',
    paths: ['/accounts/slide_after_before/{id}/'],
    summary: 'Delete a work slide',
    responses: { 204: { description: 'Deleted' }, ...errors },
  },
  async (c, { id, user }) => {
    const { db } = c.var;
    await ownSlide(db, user.id, id);
    await db.delete(workSlides).where(eq(workSlides.id, id));
    return c.body(null, 204);
  },
);
