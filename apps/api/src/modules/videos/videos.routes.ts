import { adminEndpoints } from '@academy/contract/endpoints';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import type { Config } from '../../config';
import { HttpError, notFound } from '../../lib/errors';
import { type RouteInput, route } from '../../lib/route';
import { asApiAnswer, tusServer, uploadOf, type VideoUploads, videoUploads } from './video-upload';
import { findVideo } from './videos.service';

/** What the three tus methods' handler reads of its input (the same for each). */
type UploadInput = Pick<
  RouteInput<typeof adminEndpoints.videoUploadAppend>,
  'user' | 'db' | 'id' | 'raw'
> & { query: { upload: string } | undefined };

/** The uploads of each app (its config): their folder, limit and locks, made on first use. */
const uploadsOf = new WeakMap<Config, VideoUploads>();
function uploadsFor(config: Config): VideoUploads {
  let uploads = uploadsOf.get(config);
  if (!uploads) {
    uploads = videoUploads(config);
    uploadsOf.set(config, uploads);
  }
  return uploads;
}

async function handle(c: Context<AppEnv>, input: UploadInput) {
  if (!(await findVideo(input.db, input.id))) throw notFound();
  const upload = input.query?.upload;
  if (upload !== undefined && !uploadOf(input.id, upload)) throw notFound();
  const services = c.var.services;
  const uploads = uploadsFor(c.var.config);
  // Each new upload sweeps the ones abandoned for a day (their files would fill the disk).
  if (upload === undefined)
    uploads.store.deleteExpired().catch((error: unknown) => {
      c.var.log.warn('expired video uploads', { error: String(error) });
    });
  const server = tusServer(uploads, input.id, {
    db: input.db,
    storage: services.storage,
    outbox: services.outbox,
  });
  const answer = await asApiAnswer(await server.handleWeb(c.req.raw));
  if (answer.status === 413) {
    const mb = Math.floor(c.var.config.videoUploadMaxBytes / 1024 ** 2);
    throw new HttpError(413, `The video is larger than the limit (${mb} MB).`);
  }
  return input.raw(answer);
}

/**
 * The tus upload of a video's source (the contract's `adminEndpoints.videoUpload*`): the route
 * checks the token, the role and the video; the request goes to tus unread. Mounted before the
 * API's body limit (app.ts): tus streams to disk and enforces its own, VIDEO_UPLOAD_MAX_BYTES.
 */
export const videoUploadRoutes = new Hono<AppEnv>();
route(videoUploadRoutes, adminEndpoints.videoUploadCreate, handle);
route(videoUploadRoutes, adminEndpoints.videoUploadOffset, handle);
route(videoUploadRoutes, adminEndpoints.videoUploadAppend, handle);
