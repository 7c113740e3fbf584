import { Button, useCoursePageTranslation } from '@academy/ui';
import { PlayIcon } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import type { CourseDetail } from '../../api/courses';

/** The dialog and its video's streaming, loaded when a reader first asks for a free lesson. */
const CoursePreviewDialog = lazy(() =>
  import('./preview-dialog').then((module) => ({ default: module.CoursePreviewDialog })),
);

/** A course's video a visitor may play: marked free preview, with a signed link to play. */
const isPlayable = (video: CourseDetail['videos'][number]) =>
  video.free_preview && Boolean(video.hls ?? video.video_link);

/**
 * The course's free lessons (issue 25): the hero's "watch a free lesson" button (the first one),
 * the chapters' "watch free" buttons, and the dialog that plays the one chosen, with the course's
 * action (`next`: buy, start or watch) under the lesson.
 */
export function useFreePreview(course: CourseDetail, next: ReactNode) {
  const { t } = useCoursePageTranslation();
  const [playingId, setPlayingId] = useState<number | null>(null);
  const playable = course.videos.filter(isPlayable);
  const first = playable[0];
  const playing = playable.find((video) => video.id === playingId) ?? null;
  return {
    /** For CourseContent: plays a free lesson by id; none when the course has no free lesson. */
    onPreview: first ? setPlayingId : undefined,
    button: first ? (
      <Button variant="outline" size="lg" onClick={() => setPlayingId(first.id)}>
        <PlayIcon aria-hidden="true" />
        {t('course-page:freeLesson')}
      </Button>
    ) : null,
    dialog: playing ? (
      <Suspense fallback={null}>
        <CoursePreviewDialog
          video={playing}
          onOpenChange={(open) => !open && setPlayingId(null)}
          footer={next}
        />
      </Suspense>
    ) : null,
  };
}
