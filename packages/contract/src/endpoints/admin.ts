import { z } from 'zod';
import { errorResponseSchema } from '../country';
import { endpoint } from '../endpoint';
import { AUTHORING_ROLES } from '../staff';

/**
 * A lesson's source video, uploaded by staff (admin or editor) with the tus protocol 1.0
 * (creation, core), so a 2 GB lecture survives a dropped connection: POST creates the upload,
 * HEAD says how many bytes the server has, PATCH appends from there. The upload's URL is the
 * `Location` of the creation: this path with `?upload=<id>`. When the last byte arrives the
 * server checks with ffprobe that it is a video, keeps it and queues its processing (HLS
 * renditions, poster, thumbnails, duration); the video is `processing` until then.
 */
const path = '/admin/videos/{id}/upload/';
const refusals = {
  403: { description: 'Not an admin or an editor', schema: errorResponseSchema },
  404: { description: 'No such video, or no such upload of it', schema: errorResponseSchema },
} as const;
const tusHeaders = 'Tus-Resumable: 1.0.0 on every request; ';
const uploadQuery = z.object({
  /** The upload's id, from the creation's Location. */
  upload: z.string().regex(/^\d+-[0-9a-f]{32}$/),
});

export const videoUploadCreate = endpoint({
  method: 'post',
  paths: [path],
  summary: `Starts a resumable upload of the video's source (tus creation). ${tusHeaders}Upload-Length: the file's size; Upload-Metadata: filename and filetype (base64)`,
  tag: 'admin',
  auth: 'token',
  roles: AUTHORING_ROLES,
  designed: true,
  responses: {
    201: { description: 'Created: Location is the upload URL, Upload-Offset 0' },
    ...refusals,
    413: { description: 'Larger than the video upload limit', schema: errorResponseSchema },
  },
});

export const videoUploadOffset = endpoint({
  method: 'head',
  paths: [path],
  summary: `How many bytes of the upload the server has (tus core), to resume from. ${tusHeaders}`,
  tag: 'admin',
  auth: 'token',
  roles: AUTHORING_ROLES,
  designed: true,
  query: uploadQuery,
  responses: {
    200: { description: 'Upload-Offset and Upload-Length headers, no body' },
    ...refusals,
  },
});

export const videoUploadAppend = endpoint({
  method: 'patch',
  paths: [path],
  summary: `Appends bytes at Upload-Offset (tus core); the last ones finish the upload. ${tusHeaders}Content-Type: application/offset+octet-stream`,
  tag: 'admin',
  auth: 'token',
  roles: AUTHORING_ROLES,
  designed: true,
  query: uploadQuery,
  rawBody: 'application/offset+octet-stream',
  responses: {
    204: { description: 'Appended: Upload-Offset is the new offset' },
    ...refusals,
    409: { description: 'Upload-Offset is not where the upload is', schema: errorResponseSchema },
    413: { description: 'More bytes than Upload-Length', schema: errorResponseSchema },
    415: { description: 'Not application/offset+octet-stream', schema: errorResponseSchema },
    422: {
      description: 'Complete, but ffprobe finds no video stream: refused and deleted',
      schema: errorResponseSchema,
    },
  },
});

/**
 * A lesson's captions in one language (WebVTT, UTF-8), uploaded by staff beside the video: the
 * player lists each language in its captions menu. A second upload replaces the first.
 */
export const videoCaptionsPut = endpoint({
  method: 'put',
  paths: ['/admin/videos/{id}/captions/{lang}/'],
  summary: "Sets a lesson's captions in one language: the body is the WebVTT file itself",
  tag: 'admin',
  auth: 'token',
  roles: AUTHORING_ROLES,
  designed: true,
  rawBody: 'text/vtt',
  // The player data lists the video's caption languages.
  invalidates: ['courses'],
  responses: {
    204: { description: 'Saved' },
    400: { description: 'Not a WebVTT file in UTF-8', schema: errorResponseSchema },
    ...refusals,
    413: { description: 'Larger than the captions limit', schema: errorResponseSchema },
    415: { description: 'Not text/vtt', schema: errorResponseSchema },
  },
});
