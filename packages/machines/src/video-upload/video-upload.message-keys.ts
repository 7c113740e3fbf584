/**
 * Every message key the video-upload flow can emit; the texts are in the ui kit's staff `flows`
 * namespace (packages/ui/src/i18n/staff-flows/videoUpload.json), which only the back office loads.
 */
export const VIDEO_UPLOAD_MESSAGE_KEYS = [
  'videoUpload.waiting',
  'videoUpload.uploading',
  'videoUpload.processing',
  'videoUpload.ready',
  'videoUpload.uploadFailed',
  'videoUpload.notAVideo',
  'videoUpload.tooLarge',
  'videoUpload.processingFailed',
  'videoUpload.statusUnavailable',
] as const;

export type VideoUploadMessageKey = (typeof VIDEO_UPLOAD_MESSAGE_KEYS)[number];
