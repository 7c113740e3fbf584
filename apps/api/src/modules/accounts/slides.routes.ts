import { accountsEndpoints } from '@academy/contract/endpoints';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import type { Db } from '../../db/client';
import { workSlides } from '../../db/schema';
import { patchRow } from '../../lib/queries';
import { route } from '../../lib/route';
import { sanitizeRichText } from '../../lib/sanitize';
import { saveSentUpload, saveUpload, uploadTarget } from '../../lib/uploads';
import { findOnOwnProfile, ownProfile, slideView } from './profile.view';

export const slidesRoutes = new Hono<AppEnv>();

const SLIDE_IMAGE = { field: 'image', folder: 'slides', allowPdf: false };

const ownSlide = (db: Db, userId: number, id: number) =>
  findOnOwnProfile(db, workSlides, workSlides.profileId, { id, userId });

route(slidesRoutes, accountsEndpoints.addSlide, async (c, { body, user, json }) => {
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
  return json(slideView(row), 201);
});

route(slidesRoutes, accountsEndpoints.updateSlide, async (c, { id, body, user, json }) => {
  const { db } = c.var;
  const current = await ownSlide(db, user.id, id);
  const row = await patchRow(db, workSlides, current, {
    title: body.title,
    description: sanitizeRichText(body.description),
    image: await saveSentUpload(uploadTarget(c), body.image, SLIDE_IMAGE),
  });
  return json(slideView(row));
});

route(slidesRoutes, accountsEndpoints.deleteSlide, async (c, { id, user, empty }) => {
  const { db } = c.var;
  await ownSlide(db, user.id, id);
  await db.delete(workSlides).where(eq(workSlides.id, id));
  return empty();
});
