import type {
  StaffBanner,
  StaffProtocol,
  StaffVideo,
} from '@academy/contract/back-office/course-content';
import type { courseBanners, courseVideos, protocols } from '../../db/schema';

/** How the back office shows stored rows of a course's content (issue 27). */

type VideoRow = typeof courseVideos.$inferSelect;

/**
 * A video never given a file: created in the back office, its upload not finished (a seeded
 * lesson has its `video_link`, an uploaded one its source).
 */
export const awaitsFile = (video: Pick<VideoRow, 'sourceKey' | 'hlsKey' | 'videoLink'>) =>
  video.sourceKey === null && video.hlsKey === null && video.videoLink === '';

/** A time the pipeline never measured ("00:00:00" of a new video) is shown as none. */
const durationOf = (video: VideoRow) => (awaitsFile(video) ? '' : video.time);

export const processingView = (video: VideoRow) => ({
  id: video.id,
  status: video.status,
  uploaded: !awaitsFile(video),
  processing_percent: video.processingPercent,
  processing_error: video.processingError,
  duration: durationOf(video),
});

export const staffVideoView = (video: VideoRow): StaffVideo => ({
  ...processingView(video),
  title: video.title,
  kind: video.kind === 'practical' ? 'practical' : 'theoretical',
  chapter: video.chapterId,
  free_preview: video.freePreview,
  caption_languages: video.captionLanguages,
});

export const staffProtocolView = (row: typeof protocols.$inferSelect): StaffProtocol => ({
  id: row.id,
  title: row.title,
  file: row.file,
  created: row.created.toISOString(),
});

export const staffBannerView = (row: typeof courseBanners.$inferSelect): StaffBanner => ({
  id: row.id,
  image: row.image,
  link: row.link,
});
