import type { AppEnv } from '../../app-env';
import { HttpError } from '../../lib/errors';
import { fileTypeOf } from '../../lib/file-answer';
import type { Storage } from '../../lib/storage';
import { playlistWithToken, thumbnailTrackWithToken } from './hls-playlist';
import { guardsOf, isOpenTo } from './media-access.service';
import { type MediaGrant, type MediaScope, readMediaToken } from './media-token';

type Vars = AppEnv['Variables'];

/** A file's answer as the storage or the demo folder gives it (null: no such file). */
export type Serve = (range: string | undefined) => Promise<Response | null>;

const refused = () => new HttpError(403, 'This media link is missing, expired or not valid.');

/** A key whose every part is a name: no `..`, `.` or empty part that could reach elsewhere. */
export const isPlainKey = (key: string) =>
  key
    .split('/')
    .every((part) => part !== '' && part !== '.' && part !== '..' && !part.includes('\\'));

/**
 * The grant of `token` when it opens one of `scopes` and its user may still fetch it; else 403.
 * The token's user is asked about now, not when it was made (a refunded course closes it).
 */
async function grantOf(vars: Vars, token: string | undefined, scopes: MediaScope[]) {
  const grant = readMediaToken(vars.config, token);
  const fits = scopes.some((s) => s.kind === grant?.scope.kind && s.id === grant.scope.id);
  if (!grant || !fits || !(await isOpenTo(vars.db, grant.scope, grant.userId))) throw refused();
  return grant;
}

/** A signed answer: kept by the browser alone (never a shared cache), until its token expires. */
function privately(answer: Response, grant: MediaGrant): Response {
  // The bucket's redirect keeps its own short life: its address expires before ours.
  if (answer.status === 302) return answer;
  const left = Math.max(0, grant.expiresAt - Math.floor(Date.now() / 1000));
  answer.headers.set('Cache-Control', `private, max-age=${left}`);
  return answer;
}

/** A stored file's text, read through the storage's own answer (a bucket's: its redirect). */
async function storedText(storage: Storage, key: string): Promise<string | null> {
  const answer = await storage.answer(key, 'ours', undefined);
  const location = answer?.status === 302 ? answer.headers.get('location') : null;
  const body = location ? await fetch(location) : answer;
  return body?.ok ? body.text() : null;
}

/** The agreed name of the thumbnails' track (video-design.md, agreement 1). */
const THUMBNAIL_TRACK = 'thumbs.vtt';

/**
 * A text file that names others of the video's folder (a playlist, the thumbnails' track),
 * rewritten so that each name carries the token it was asked with (hls-playlist.ts).
 */
async function rewrittenAnswer(vars: Vars, key: string, token: string): Promise<Response | null> {
  const text = await storedText(vars.services.storage, key);
  if (text === null) return null;
  const playlist = key.endsWith('.m3u8');
  return new Response(
    playlist ? playlistWithToken(text, token) : thumbnailTrackWithToken(text, token),
    {
      headers: {
        'Content-Type': playlist ? 'application/vnd.apple.mpegurl' : 'text/vtt; charset=utf-8',
        'X-Content-Type-Options': 'nosniff',
      },
    },
  );
}

/**
 * `GET /media/videos/<videoId>/<file>`: a file the pipeline made of a video (its playlists,
 * segments, poster, thumbnails, captions), with a token of that video only. The uploaded
 * source is never served. Null: no such file (404).
 */
export async function videoFileAnswer(
  vars: Vars,
  request: { videoId: number; file: string; token: string | undefined; range: string | undefined },
): Promise<Response | null> {
  const { videoId, file, token, range } = request;
  if (!isPlainKey(file) || /^source\//i.test(file)) return null;
  const grant = await grantOf(vars, token, [{ kind: 'video', id: videoId }]);
  const key = `videos/${videoId}/${file}`;
  const answer =
    file.endsWith('.m3u8') || file === THUMBNAIL_TRACK
      ? await rewrittenAnswer(vars, key, token ?? '')
      : await vars.services.storage.answer(key, 'ours', range);
  return answer && privately(answer, grant);
}

/**
 * `GET /media/<path>` of any other file: a file that is a lesson's MP4 or a course's protocol
 * (its stored link) is served only with a token of one of them; any other file as before.
 */
export async function linkedFileAnswer(
  vars: Vars,
  request: { link: string; token: string | undefined; range: string | undefined },
  serve: Serve,
): Promise<Response | null> {
  // A picture is never a lesson or a protocol: the pages' images cost no look-up.
  if (fileTypeOf(request.link)?.startsWith('image/')) return serve(request.range);
  const scopes = await guardsOf(vars.db, request.link);
  if (scopes.length === 0) return serve(request.range);
  const grant = await grantOf(vars, request.token, scopes);
  const answer = await serve(request.range);
  return answer && privately(answer, grant);
}
