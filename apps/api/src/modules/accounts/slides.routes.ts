import { accountsEndpoints } from '@academy/contract/endpoints';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { route } from '../../lib/route';
import { uploadTarget } from '../../lib/uploads';
import { storeSentUserImage, storeUserImage } from '../back-office/images.service';
import { addSlide, deleteSlide, updateSlide } from './slides.service';

export const slidesRoutes = new Hono<AppEnv>();

/** A slide's photo, resized into WebP files (issue 27) like every picture the site shows. */
const slideImage = (userId: number) =>
  ({ field: 'image', purpose: 'work_slide', uploadedBy: userId }) as const;

route(slidesRoutes, accountsEndpoints.addSlide, async (c, { db, body, user, json }) => {
  const store = () =>
    storeUserImage(db, uploadTarget(c), { ...slideImage(user.id), file: body.image });
  return json(await addSlide(db, user.id, body, store), 201);
});

route(slidesRoutes, accountsEndpoints.updateSlide, async (c, { db, id, body, user, json }) => {
  const image = { ...slideImage(user.id), file: body.image };
  const store = () => storeSentUserImage(db, uploadTarget(c), image);
  return json(await updateSlide(db, user.id, id, body, store));
});

route(slidesRoutes, accountsEndpoints.deleteSlide, async (_c, { db, id, user, empty }) => {
  await deleteSlide(db, user.id, id);
  return empty();
});
