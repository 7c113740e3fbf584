import { errorResponseSchema } from '@academy/contract';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env';
import { routeRegistry } from '../../lib/route';
import { TOKEN_PARAMETER } from './media-token';
import { videoFileAnswer } from './signed-files.service';

const LARGEST_ID = 2_147_483_647;

/** The files the pipeline made of a video, at /media/videos/<videoId>/…, each behind its token. */
export const videoFileRoutes = new Hono<AppEnv>().get(
  '/media/videos/:id{[0-9]+}/:file{.+}',
  async (c) => {
    const videoId = Number(c.req.param('id'));
    const answer =
      videoId >= 1 && videoId <= LARGEST_ID
        ? await videoFileAnswer(c.var, {
            videoId,
            file: c.req.param('file'),
            token: c.req.query(TOKEN_PARAMETER),
            range: c.req.header('range'),
          })
        : null;
    return answer ?? c.json({ detail: 'Not found.' }, 404);
  },
);

/** The signed-URL query every protected file takes. */
export const signedUrlQuerySchema = z.object({
  [TOKEN_PARAMETER]: z
    .string()
    .optional()
    .describe(
      'The token of a signed URL, as the player data and the protocols list give it: it opens ' +
        "one video's files (or one protocol) for one user until it expires (MEDIA_URL_SECONDS).",
    ),
});

/**
 * Documents a file route whose protected files need a signed URL (the OpenAPI file): the token
 * query, the whole file or a byte range, 403 without a valid token, 404 for no such file.
 */
export function documentSignedFiles(
  path: string,
  summary: string,
  answers: { found: string; refused: string },
) {
  routeRegistry.set(`get ${path}`, {
    method: 'get',
    paths: [path],
    summary,
    tag: 'documents',
    auth: 'none',
    atRoot: true,
    query: signedUrlQuerySchema,
    responses: {
      200: { description: answers.found, file: '*/*' },
      206: { description: 'The asked byte range', file: '*/*' },
      403: { description: answers.refused, schema: errorResponseSchema },
      404: { description: 'No such file', schema: errorResponseSchema },
    },
  });
}

documentSignedFiles(
  '/media/videos/{id}/{path}',
  "A lesson's HLS files (master.m3u8, <height>p/index.m3u8 and its segments), poster.jpg, " +
    'thumbs.vtt and thumbs.jpg, captions/<lang>.vtt, only with a valid `t` of this video whose ' +
    'user may watch it now (a buyer of the course, staff, anyone for a free preview). A playlist ' +
    'answer carries the same `t` on each of its URIs. Range (206) on every other file; ' +
    '`cache-control: private`. The uploaded source is never served.',
  {
    found: 'The file (a playlist: its URIs signed)',
    refused: 'No token, an expired, altered or other video’s one, or a user without access',
  },
);
