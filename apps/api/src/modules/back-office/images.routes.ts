import { backOfficeImagesEndpoints as images } from '@academy/contract/endpoints';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { route } from '../../lib/route';
import { uploadTarget } from '../../lib/uploads';
import { imageView, storeImage } from './images.service';

/** Authoring of the images uploaded by editors, resized on upload (issue 27): handlers of the contract's `backOfficeImagesEndpoints`. */
export const backOfficeImagesRoutes = new Hono<AppEnv>();

route(backOfficeImagesRoutes, images.upload, async (c, { db, body, user, json }) => {
  const row = await storeImage(db, uploadTarget(c), {
    file: body.file,
    purpose: body.purpose,
    field: 'file',
    uploadedBy: user.id,
    audited: true,
  });
  return json(imageView(row), 201);
});
