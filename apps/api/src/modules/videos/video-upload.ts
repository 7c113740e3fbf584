import { randomBytes, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { FileStore } from '@tus/file-store';
import { MemoryLocker, Server, type Upload } from '@tus/server';
import type { Db } from '../../db/client';
import type { Outbox } from '../../lib/outbox';
import type { Storage } from '../../lib/storage';
import { NotAVideoError, probeVideo } from './ffmpeg';
import { recordSource } from './videos.service';

/** What the uploads of one app share: the unfinished files' folder and their locks. */
export interface VideoUploads {
  store: FileStore;
  locker: MemoryLocker;
  maxBytes: number;
}

/**
 * The unfinished uploads' folder: DATA_DIR/video-uploads (a temporary folder for memory://).
 * Unfinished uploads are forgotten after a day. One process's disk: with several processes,
 * a resumed upload must reach the one that holds it (sticky sessions) until the store is shared.
 */
export function videoUploads(config: {
  dataDir: string;
  videoUploadMaxBytes: number;
}): VideoUploads {
  const directory =
    config.dataDir === 'memory://'
      ? join(tmpdir(), 'academy-video-uploads')
      : join(config.dataDir, 'video-uploads');
  const store = new FileStore({ directory, expirationPeriodInMilliseconds: 24 * 3600 * 1000 });
  return { store, locker: new MemoryLocker(), maxBytes: config.videoUploadMaxBytes };
}

/** An upload's id names its video, so one video's URL cannot touch another's upload. */
export const uploadOf = (videoId: number, upload: string) => upload.startsWith(`${videoId}-`);

/** The source's key in the storage: `videos/<id>/source/<uuid>.<ext>` (never served). */
function sourceKey(videoId: number, upload: Upload): string {
  const named = extname(upload.metadata?.filename ?? '')
    .slice(1)
    .toLowerCase();
  const ext = /^[a-z0-9]{1,5}$/.test(named) ? named : 'video';
  return `videos/${videoId}/source/${randomUUID()}.${ext}`;
}

interface FinishDeps {
  db: Db;
  storage: Storage;
  outbox: Outbox;
}

/** A tus refusal as the server answers it: JSON `{detail}` like every other refusal. */
const refusal = (status_code: number, detail: string) => ({
  status_code,
  body: JSON.stringify({ detail }),
});

/**
 * The tus server for one request on one video: creation and core on the shared store. The
 * upload URL is the request's own path with `?upload=<id>` (relative, so it holds under /api).
 * When the last byte is in, ffprobe must find a video stream (else 422, and the file is
 * deleted); the file then moves into the storage as the video's source and its processing is
 * queued with the change.
 */
export function tusServer(uploads: VideoUploads, videoId: number, deps: FinishDeps): Server {
  return new Server({
    path: '/',
    datastore: uploads.store,
    locker: uploads.locker,
    maxSize: uploads.maxBytes,
    // Same origin only: the API's own CORS middleware decides other origins.
    allowedOrigins: () => false,
    namingFunction: () => `${videoId}-${randomBytes(16).toString('hex')}`,
    generateUrl: (req, { id }) => `${new URL(req.url).pathname}?upload=${id}`,
    getFileIdFromRequest: (req) => new URL(req.url).searchParams.get('upload') ?? undefined,
    onUploadFinish: async (_, upload) => {
      const file = join(uploads.store.directory, upload.id);
      try {
        await probeVideo(file);
      } catch (error) {
        await uploads.store.remove(upload.id);
        if (error instanceof NotAVideoError)
          throw refusal(422, `Not a video: ${error.message} Upload a video file.`);
        throw error;
      }
      const key = sourceKey(videoId, upload);
      await deps.storage.putFile(key, file, upload.metadata?.filetype || 'video/mp4');
      await uploads.store.remove(upload.id);
      await recordSource(deps.db, deps.outbox, videoId, key);
      return {};
    },
  });
}

/** A tus answer with a text refusal turned into the API's JSON `{detail}`. */
export async function asApiAnswer(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  const text = (await response.text()).trim();
  const detail = text.startsWith('{') ? (JSON.parse(text) as { detail: string }).detail : text;
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  return new Response(JSON.stringify({ detail }), { status: response.status, headers });
}
