import { type ReactNode, useEffect, useRef } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/dialog/dialog';
import { attachSource } from '../../flows/course-player/media-source';
import { useCoursePageTranslation } from '../../i18n/page-texts/course-page';

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
 * A free lesson played to anyone, in a dialog over the course page, with the browser's own
 * controls (keyboard, full screen, speed). It starts when opened: opening it is the reader's
 * request to play.
 */
export function CoursePreviewDialog({ video, onOpenChange, footer }: CoursePreviewDialogProps) {
  const { t } = useCoursePageTranslation();
  return (
    <Dialog open={video !== null} onOpenChange={onOpenChange}>
      <DialogContent data-slot="course-preview-dialog" className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{video?.title}</DialogTitle>
          <DialogDescription>{t('course-page:previewDescription')}</DialogDescription>
        </DialogHeader>
        {video ? <PreviewVideo video={video} /> : null}
        {footer ? <DialogFooter>{footer}</DialogFooter> : null}
      </DialogContent>
    </Dialog>
  );
}

/**
 * The lesson's video, its source attached as the course player attaches one (media-source.ts):
 * the MP4 as is, the playlist natively on Safari, else through hls.js, loaded only then.
 */
function PreviewVideo({ video }: { video: CoursePreviewVideo }) {
  const ref = useRef<HTMLVideoElement>(null);
  const hls = video.hls ?? null;
  const src = video.video_link ?? hls ?? '';
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let detach: (() => void) | null = null;
    let closed = false;
    void attachSource(
      element,
      { hls, src },
      { onFatal: (error) => console.warn('free lesson', error) },
    ).then((stop) => {
      if (closed) stop();
      else detach = stop;
    });
    return () => {
      closed = true;
      detach?.();
    };
  }, [hls, src]);
  return (
    // biome-ignore lint/a11y/useMediaCaption: a free lesson's captions come with the player (issue 25, item 3)
    <video
      ref={ref}
      controls
      autoPlay
      playsInline
      preload="metadata"
      poster={video.poster ?? undefined}
      aria-label={video.title}
      className="bg-foreground aspect-video w-full rounded-lg"
    />
  );
}
