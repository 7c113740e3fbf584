import type { VideoUploadMessageKey } from './video-upload.message-keys';

/** What the server says of a video in the pipeline (the processing call's answer). */
export interface VideoProcessingState {
  status: 'processing' | 'ready' | 'failed';
  /** false: the video waits for its file. */
  uploaded: boolean;
  processing_percent: number;
  processing_error: string | null;
}

/** Where a video's flow starts on a page that loads it: its server state decides. */
export type VideoUploadStart = 'idle' | 'processing' | 'ready' | 'failed';

export function startOf(state: VideoProcessingState): VideoUploadStart {
  if (!state.uploaded) return 'idle';
  if (state.status === 'processing') return 'processing';
  return state.status;
}

/** Why an upload failed, from the server's status (413 too large, 422 not a video). */
export function uploadErrorKey(error: unknown): VideoUploadMessageKey {
  const status =
    typeof error === 'object' && error !== null && 'status' in error
      ? (error as { status: unknown }).status
      : undefined;
  if (status === 413) return 'videoUpload.tooLarge';
  if (status === 422) return 'videoUpload.notAVideo';
  return 'videoUpload.uploadFailed';
}

/** An upload's percent from its bytes (0 while the size is unknown). */
export const uploadPercent = (sent: number, total: number) =>
  total > 0 ? Math.min(100, Math.floor((sent / total) * 100)) : 0;

/** A refusal of the file itself (not a video, too large): sending it again changes nothing. */
export const refusesFile = (key: VideoUploadMessageKey | null) =>
  key === 'videoUpload.notAVideo' || key === 'videoUpload.tooLarge';
