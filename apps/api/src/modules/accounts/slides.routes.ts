import { accountsEndpoints } from '@academy/contract/endpoints';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { route } from '../../lib/route';
import { saveSentUpload, saveUpload, uploadTarget } from '../../lib/uploads';
import { addSlide, deleteSlide, updateSlide } from './slides.service';

export const slidesRoutes = new Hono<AppEnv>();

const SLIDE_IMAGE = { field: 'image', folder: 'slides', allowPdf: false };

route(slidesRoutes, accountsEndpoints.addSlide, async (c, { db, body, user, json }) => {
  const store = () => saveUpload(uploadTarget(c), body.image, SLIDE_IMAGE);
  return json(await addSlide(db, user.id, body, store), 201);
});

route(slidesRoutes, accountsEndpoints.updateSlide, async (c, { db, id, body, user, json }) => {
  const store = () => saveSentUpload(uploadTarget(c), body.image, SLIDE_IMAGE);
  return json(await updateSlide(db, user.id, id, body, store));
});

route(slidesRoutes, accountsEndpoints.deleteSlide, async (_c, { db, id, user, empty }) => {
  await deleteSlide(db, user.id, id);
  return empty();
});
