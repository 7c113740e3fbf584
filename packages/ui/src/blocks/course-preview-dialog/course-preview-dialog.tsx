import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/dialog/dialog';

const HLS_TYPE = 'application/vnd.apple.mpegurl';

/** A free preview lesson of the course page (the course detail's video with its signed links). */
export interface CoursePreviewVideo {
  title: string;
  /** The signed master playlist; null when the video has no renditions (yet). */
  hls?: string | null;
  /** The signed playlist, else the signed MP4. */
  video_link?: string | null;
  poster?: string | null;
}

export interface CoursePreviewDialogProps {
  /** The lesson shown; the dialog is closed without one. */
  video: CoursePreviewVideo | null;
  onOpenChange: (open: boolean) => void;
  /** Under the video: what to do after the lesson (the course's buy button, say). */
  footer?: ReactNode;
}

/**
 * A free lesson played to anyone, in a dialog over the course page: the browser's own controls
 * (keyboard, full screen, speed), the stream where the browser plays HLS itself, else the file.
 * It starts when opened, since opening it is the reader's request to play.
 */
export function CoursePreviewDialog({ video, onOpenChange, footer }: CoursePreviewDialogProps) {
  const { t } = useTranslation('ui');
  const file =
    video?.video_link && !/\.m3u8($|\?)/i.test(video.video_link) ? video.video_link : null;
  return (
    <Dialog open={video !== null} onOpenChange={onOpenChange}>
      <DialogContent data-slot="course-preview-dialog" className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{video?.title}</DialogTitle>
          <DialogDescription>{t('course-page.previewDescription')}</DialogDescription>
        </DialogHeader>
        {video ? (
          // biome-ignore lint/a11y/useMediaCaption: a free lesson's captions come with the player (issue 25, item 3)
          <video
            controls
            autoPlay
            playsInline
            preload="metadata"
            poster={video.poster ?? undefined}
            aria-label={video.title}
            className="bg-foreground aspect-video w-full rounded-lg"
          >
            {video.hls ? <source src={video.hls} type={HLS_TYPE} /> : null}
            {file ? <source src={file} type="video/mp4" /> : null}
          </video>
        ) : null}
        {footer ? <DialogFooter>{footer}</DialogFooter> : null}
      </DialogContent>
    </Dialog>
  );
}
