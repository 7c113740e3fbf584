/**
 * Every message key the video-progress flow can emit; the texts are in the ui kit's
 * `flows` namespace (packages/ui/src/i18n/flows/<language>.json), checked by its i18n test.
 */
export const VIDEO_PROGRESS_MESSAGE_KEYS = [
  'videoProgress.notStarted',
  'videoProgress.inProgress',
  'videoProgress.completed',
] as const;

export type VideoProgressMessageKey = (typeof VIDEO_PROGRESS_MESSAGE_KEYS)[number];
