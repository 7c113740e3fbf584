import type { BodyIn } from '@academy/contract/endpoint';
import { endpointPath } from '@academy/contract/endpoint';
import {
  adminEndpoints,
  backOfficeCourseContentEndpoints as endpoints,
} from '@academy/contract/endpoints';
import type { Language } from '@academy/contract/languages';
import type { FieldRefusal } from '@academy/machines';
import { isHTTPError } from 'ky';
import { Upload } from 'tus-js-client';
import { call } from './call';
import { API_PREFIX, apiClient, sessionToken } from './client';
import { refusingFields } from './field-refusal';

export type ChapterBody = BodyIn<typeof endpoints.createChapter>;
export type VideoCreateBody = BodyIn<typeof endpoints.createVideo>;
export type VideoUpdateBody = BodyIn<typeof endpoints.updateVideo>;
export type BannerBody = BodyIn<typeof endpoints.createBanner>;

/** A write whose declared 400 names fields rejects as a field refusal, shown at the field. */
const params = (id: number) => ({ params: { id } });

/** The back office's calls for a course's content (issue 27), for admins and editors. */
export const adminCourseContent = {
  content: (courseId: number) => call(endpoints.content, params(courseId)),
  createChapter: (courseId: number, body: ChapterBody) =>
    refusingFields(call(endpoints.createChapter, { ...params(courseId), body })),
  renameChapter: (chapterId: number, body: ChapterBody) =>
    refusingFields(call(endpoints.renameChapter, { ...params(chapterId), body })),
  deleteChapter: (chapterId: number) => call(endpoints.deleteChapter, params(chapterId)),
  orderChapters: (courseId: number, ids: number[]) =>
    call(endpoints.orderChapters, { ...params(courseId), body: { ids } }),
  createVideo: (courseId: number, body: VideoCreateBody) =>
    refusingFields(call(endpoints.createVideo, { ...params(courseId), body })),
  updateVideo: (videoId: number, body: VideoUpdateBody) =>
    refusingFields(call(endpoints.updateVideo, { ...params(videoId), body })),
  deleteVideo: (videoId: number) => call(endpoints.deleteVideo, params(videoId)),
  orderVideos: (chapterId: number, ids: number[]) =>
    call(endpoints.orderVideos, { ...params(chapterId), body: { ids } }),
  processing: (videoId: number) => call(endpoints.videoProcessing, params(videoId)),
  /** The PDF and its title (five languages, sent as JSON beside the file). */
  createProtocol: (courseId: number, file: File, title: Record<string, string>) => {
    const form = new FormData();
    form.append('file', file);
    form.append('title', JSON.stringify(title));
    return refusingFields(call(endpoints.createProtocol, { ...params(courseId), body: form }));
  },
  deleteProtocol: (protocolId: number) => call(endpoints.deleteProtocol, params(protocolId)),
  createBanner: (courseId: number, body: BannerBody) =>
    refusingFields(call(endpoints.createBanner, { ...params(courseId), body })),
  deleteBanner: (bannerId: number) => call(endpoints.deleteBanner, params(bannerId)),
};

/**
 * A video's captions in one language: the WebVTT file itself as the body (the endpoint takes
 * it unread). A file the server refuses (not WebVTT, too large, another type) rejects as a
 * refusal of the dialog's `file` field.
 */
export async function putCaptions(videoId: number, lang: Language, file: File) {
  const path = endpointPath(adminEndpoints.videoCaptionsPut, { id: videoId, lang }).slice(1);
  try {
    const api = await apiClient();
    await api.put(path, { body: file, headers: { 'content-type': 'text/vtt' } });
  } catch (error) {
    if (!isHTTPError(error) || ![400, 413, 415].includes(error.response.status)) throw error;
    throw {
      fieldErrors: { file: ['Not a WebVTT file the server accepts.'] },
    } satisfies FieldRefusal;
  }
}

/** What a video upload reports (the video-upload flow's `upload.*` events). */
export interface UploadReports {
  onProgress: (sent: number, total: number) => void;
  onSent: () => void;
  /** `status`: the server's answer (413 too large, 422 not a video), when there was one. */
  onError: (error: { status?: number; cause: unknown }) => void;
}

/** Waits between tries after a dropped connection, then gives up (the page offers a retry). */
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000];
/** Parts of this size: a dropped connection loses at most one. */
const CHUNK_BYTES = 8 * 1024 * 1024;

/**
 * Sends a video's file with tus (resumable): an upload of the same file to the same video that
 * stopped earlier, even before a reload, resumes where the server stopped. Returns the abort.
 */
export function uploadVideoFile(videoId: number, file: File, reports: UploadReports) {
  const endpoint = `${API_PREFIX}${endpointPath(adminEndpoints.videoUploadCreate, { id: videoId }).slice(1)}`;
  const upload = new Upload(file, {
    endpoint: new URL(endpoint, window.location.href).href,
    metadata: { filename: file.name, filetype: file.type || 'video/mp4' },
    chunkSize: CHUNK_BYTES,
    retryDelays: RETRY_DELAYS_MS,
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    onBeforeRequest: (request) => {
      const token = sessionToken();
      if (token) request.setHeader('Authorization', `Token ${token}`);
    },
    // A refusal (too large, not a video) will not change by trying again.
    onShouldRetry: (error) => {
      const status = error.originalResponse?.getStatus() ?? 0;
      return status === 0 || status >= 500 || status === 409 || status === 423;
    },
    onProgress: reports.onProgress,
    onSuccess: reports.onSent,
    onError: (error) => {
      const status = 'originalResponse' in error ? error.originalResponse?.getStatus() : undefined;
      reports.onError({ status, cause: error });
    },
  });
  let aborted = false;
  void upload.findPreviousUploads().then((previous) => {
    if (aborted) return;
    const [last] = previous;
    if (last) upload.resumeFromPreviousUpload(last);
    upload.start();
  });
  return () => {
    aborted = true;
    void upload.abort();
  };
}
