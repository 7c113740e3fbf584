import { errorResponseSchema } from '@academy/contract';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { fileAnswer } from '../../lib/file-answer';
import { findUp } from '../../lib/find-up';
import { routeRegistry } from '../../lib/route';
import { inside } from '../../lib/storage';
import { legalDocumentAnswer } from '../back-office/site-legal.service';
import { TOKEN_PARAMETER } from './media-token';
import { isPlainKey, linkedFileAnswer } from './signed-files.service';
import { documentSignedFiles, videoFileRoutes } from './video-files.routes';

/** Demo files shipped in the repo (apps/api/demo-media), served under /media/demo/. */
const demoFolder = findUp('demo-media', 'theory.mp4');
/** Static legal documents (apps/api/static-docs). */
const docsFolder = findUp('static-docs', 'cookie_ro/cookie_ro.pdf');

const notFoundJson = (c: Context) => c.json({ detail: 'Not found.' }, 404);
const range = (c: Context) => c.req.header('range');

/** Resized images (`images/<uuid>/…`) are never rewritten, a new upload is a new folder: a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const cachedForever = (answer: Response | null) => {
  if (answer?.status === 200 || answer?.status === 206)
    answer.headers.set('Cache-Control', IMMUTABLE);
  return answer;
};

/**
 * A legal PDF at its spec 7.5 path (`relative` to the docs folder): the one staff uploaded for
 * its kind, region and language (issue 27), else the one shipped with the server. Either may
 * change, so a browser revalidates each time instead of keeping a day-old copy.
 */
async function legalDocument(c: Context<AppEnv>, relative: string) {
  const answer = await legalDocumentAnswer(c.var, `/${relative}`, range(c), (bytes) =>
    fileAnswer(inside(docsFolder, relative), 'ours', bytes),
  );
  if (!answer) return notFoundJson(c);
  if (answer.status < 300) answer.headers.set('Cache-Control', 'public, no-cache');
  return answer;
}

/**
 * Uploads and demo files at /media/..., legal PDFs at their spec 7.5 paths. A video's own files
 * (/media/videos/<id>/…) come first, each behind its token (video-files.routes.ts).
 */
export const mediaRoutes = new Hono<AppEnv>()
  .route('/', videoFileRoutes)
  // The path from the parameter, not from c.req.path: under /api that one starts with /api.
  .get('/media/:path{.+}', async (c) => {
    const relative = c.req.param('path');
    // A video's folder is only served by its own route above (a path it did not take is none;
    // in any case, for a disk that does not tell `Videos` from `videos`).
    if (!isPlainKey(relative) || /^videos\//i.test(relative)) return notFoundJson(c);
    // The demo files ship with the code; uploads are in the storage (MEDIA_DIR or the bucket).
    const serve = (bytes: string | undefined) =>
      relative.startsWith('demo/')
        ? fileAnswer(inside(demoFolder, relative.slice('demo/'.length)), 'ours', bytes)
        : relative.startsWith('images/')
          ? c.var.services.storage.answer(relative, 'upload', bytes).then(cachedForever)
          : c.var.services.storage.answer(relative, 'upload', bytes);
    // A lesson's MP4 or a protocol PDF is served with a token only (signed-files.service.ts).
    const answer = await linkedFileAnswer(
      c.var,
      { link: `/media/${relative}`, token: c.req.query(TOKEN_PARAMETER), range: range(c) },
      serve,
    );
    return answer ?? notFoundJson(c);
  })
  // Alternatives in a path pattern go in a non-capturing group: Hono's router reads a bare
  // `a|b` or a capturing group wrongly (payment_policy_ro.pdf was looked up in policy_ro/).
  .get(
    '/:folder{(?:policy_md|policy_ro|policy_ru|cookie_ro|terms|payment_policy)}/:file{[a-z_]+\\.pdf}',
    (c) => legalDocument(c, `${c.req.param('folder')}/${c.req.param('file')}`),
  )
  // Terms and payment security by region (md, ro, ru) and language (ru, ro, en), for the footer.
  .get('/docs/:region{(?:md|ro|ru)}/:file{(?:terms|security)_(?:ro|ru|en)\\.pdf}', (c) =>
    legalDocument(c, `docs/${c.req.param('region')}/${c.req.param('file')}`),
  );

/** Documents a file served at the origin's root (outside the API prefix), for the OpenAPI file. */
function documentRootFile(
  path: string,
  summary: string,
  file: { type: string; found: string; missing: string },
) {
  routeRegistry.set(`get ${path}`, {
    method: 'get',
    paths: [path],
    summary,
    tag: 'documents',
    auth: 'none',
    atRoot: true,
    responses: {
      200: { description: file.found, file: file.type },
      404: { description: file.missing, schema: errorResponseSchema },
    },
  });
}

documentSignedFiles(
  '/media/{path}',
  'Uploaded and demo files, with Range (206). Uploads other than images are attachments under ' +
    'a sandbox policy; demo files inline. The name is always the server-generated one. A file ' +
    "that is a lesson's video (an MP4 not made into HLS) or a course's protocol PDF is served " +
    'only with a valid `t` of that lesson or protocol whose user has the course now (or staff, ' +
    "or anyone for a free-preview lesson), `cache-control: private`; a video's own folder is " +
    '/media/videos/{id}/{path}.',
  {
    found: 'The file',
    refused: "A lesson's or protocol's file without a valid token of a user who has it",
  },
);

for (const path of [
  '/policy_md/policy_{lang}.pdf',
  '/policy_ro/policy_{lang}.pdf',
  '/policy_ru/policy_{lang}.pdf',
  '/docs/{region}/terms_{lang}.pdf',
  '/docs/{region}/security_{lang}.pdf',
  '/cookie_ro/cookie_ro.pdf',
  '/terms/terms_{lang}.pdf',
  '/payment_policy/payment_policy_{lang}.pdf',
]) {
  documentRootFile(
    path,
    path.startsWith('/terms') || path.startsWith('/payment')
      ? 'Static PDF by language (ru, ro, en; es and fr use en)'
      : 'Static legal PDF (spec 7.5)',
    { type: 'application/pdf', found: 'The document', missing: 'No such document' },
  );
}
