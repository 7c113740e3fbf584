import { adminEndpoints } from '@academy/contract/endpoints';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { HttpError, notFound } from '../../lib/errors';
import { route } from '../../lib/route';
import { CAPTIONS_MAX_BYTES, isWebVtt, saveCaptions } from './captions.service';
import { findVideo } from './videos.service';

/** A lesson's captions, one WebVTT per language (the contract's `adminEndpoints.videoCaptionsPut`). */
export const captionsRoutes = new Hono<AppEnv>();

route(captionsRoutes, adminEndpoints.videoCaptionsPut, async (c, input) => {
  if (!(await findVideo(input.db, input.id))) throw notFound();
  if (c.req.header('content-type')?.split(';')[0]?.trim() !== 'text/vtt') {
    throw new HttpError(415, 'Captions are sent as text/vtt.');
  }
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  if (bytes.byteLength > CAPTIONS_MAX_BYTES) {
    throw new HttpError(413, 'The captions file is larger than the limit.');
  }
  if (!isWebVtt(bytes)) throw new HttpError(400, 'The file is not WebVTT in UTF-8.');
  await saveCaptions(input.db, c.var.services.storage, input.id, input.lang, bytes);
  return input.empty();
});
