import type { VideoUploadSnapshot } from './video-upload.machine';
import type { VideoUploadMessageKey } from './video-upload.message-keys';
import { refusesFile } from './video-upload.rules';

/** The machine's state, for the view's `data-state`. */
export type VideoUploadState = 'idle' | 'uploading' | 'processing' | 'ready' | 'failed';

const STATUS_KEYS: Record<Exclude<VideoUploadState, 'failed'>, VideoUploadMessageKey> = {
  idle: 'videoUpload.waiting',
  uploading: 'videoUpload.uploading',
  processing: 'videoUpload.processing',
  ready: 'videoUpload.ready',
};

/**
 * The upload row's props: its state, the percent of the step under way (the bytes sent while
 * uploading, the job's while processing), the status line's key, and on failure its key, the
 * server's error text and whether a retry can go (a file worth sending again, or polling to
 * resume; a file refused as such is replaced, not resent).
 */
export function selectVideoUpload(snapshot: VideoUploadSnapshot) {
  const value = snapshot.value;
  const state: VideoUploadState =
    typeof value === 'object' ? 'processing' : value === 'starting' ? 'idle' : value;
  const { context } = snapshot;
  const messageKey: VideoUploadMessageKey =
    state === 'failed' ? (context.errorKey ?? 'videoUpload.uploadFailed') : STATUS_KEYS[state];
  return {
    state,
    percent:
      state === 'uploading'
        ? context.uploadPercent
        : state === 'processing'
          ? context.processingPercent
          : state === 'ready'
            ? 100
            : 0,
    messageKey,
    fileName: context.file?.name ?? null,
    processingError: state === 'failed' ? context.processingError : null,
    canRetry:
      state === 'failed' &&
      (context.errorKey === 'videoUpload.statusUnavailable' ||
        (context.file !== null && !refusesFile(context.errorKey))),
    canCancel: state === 'uploading',
    canChooseFile: state === 'idle' || state === 'ready' || state === 'failed',
  };
}
