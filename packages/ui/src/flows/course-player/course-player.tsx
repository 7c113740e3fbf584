import {
  selectVideoProgress,
  type VideoProgressActorRef,
  type VideoProgressMessageKey,
} from '@academy/machines';
import { useSelector } from '@xstate/react';
import { RotateCcwIcon } from 'lucide-react';
import { type ComponentProps, type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { VideoList } from '../../blocks/video-list/video-list';
import { Button } from '../../components/button/button';
import { cn } from '../../lib/cn';
import { DEFAULT_RATES, sameView } from './course-player.helpers';
import type {
  CoursePlayerBanner,
  CoursePlayerChapter,
  CoursePlayerVideo,
} from './course-player.types';
import { CoursePlayerChapters } from './course-player-chapters';
import { CoursePlayerMedia } from './course-player-media';
import { CoursePlayerPromos } from './course-player-promos';
import { CourseProgressMeter } from './course-progress-meter';
import { useCoursePlayback } from './use-course-playback';

export { replayFrom } from './course-player.helpers';
export type {
  CoursePlayerBanner,
  CoursePlayerCaptions,
  CoursePlayerChapter,
  CoursePlayerVideo,
} from './course-player.types';

export interface CoursePlayerProps extends Omit<ComponentProps<'div'>, 'children' | 'title'> {
  /** The videoProgress actor: current video, marks, course progress, resume position and speed. */
  actor: VideoProgressActorRef;
  /** The course name (the page's heading). */
  title: string;
  /** Every video of the course, in the order the machine's input lists them. */
  videos: readonly CoursePlayerVideo[];
  chapters?: readonly CoursePlayerChapter[];
  banners?: readonly CoursePlayerBanner[];
  /** The course's counts of theoretical and practical videos. */
  counts: { theoretical: number; practical: number };
  /** The page's language, that of the controls' texts. */
  captionsLanguage?: string;
  /** The speeds offered. */
  rates?: readonly number[];
  /** The `<video>` element, e.g. for the machine's `retryPlay` (see `replayFrom`). */
  videoRef?: Ref<HTMLVideoElement | null>;
}

/**
 * The course player screen (spec 2.5; spec 4, Video watch state; spec 9, Progress): the video,
 * the numbered list with watched marks and durations, the chapters accordion, the counts of
 * theoretical and practical videos, the course progress with its label, and promo banners.
 * Playback is reported to the videoProgress machine; each video resumes where it was left at
 * the speed last chosen; at the end the next video is offered in the same element, so full
 * screen stays. The media and its controls: `CoursePlayerMedia` (hls.js + media-chrome).
 */
export function CoursePlayer({
  actor,
  title,
  videos,
  chapters = [],
  banners = [],
  counts,
  captionsLanguage = 'ro',
  rates = DEFAULT_RATES,
  videoRef,
  className,
  ...props
}: CoursePlayerProps) {
  const { t } = useTranslation(['ui', 'flows']);
  const view = useSelector(actor, selectVideoProgress, sameView);
  const headingId = useId();
  const shortcutsId = useId();

  const progressById = new Map(view.videos.map((video) => [video.videoId, video]));
  const current = videos.find((video) => video.id === view.currentVideoId) ?? null;
  const currentIndex = current ? videos.indexOf(current) : -1;
  const next = currentIndex >= 0 ? (videos[currentIndex + 1] ?? null) : null;
  const playback = useCoursePlayback(actor, current, videoRef);
  const listItems = videos.map((video) => ({
    id: video.id,
    title: video.title,
    duration: video.duration,
    watched: progressById.get(video.id)?.watched ?? false,
    progress: progressById.get(video.id)?.progress ?? 0,
  }));

  const counted = (key: 'theoretical' | 'practical') =>
    t(`ui:player.${key}`, { count: counts[key] });

  return (
    <div
      data-slot="course-player"
      data-state={view.state}
      className={cn('grid w-full gap-8', className)}
      {...props}
    >
      <header className="flex flex-wrap items-end justify-between gap-4">
        <h1 id={headingId} className="font-display text-display-sm font-semibold">
          {title}
        </h1>
        <CourseProgressMeter
          progress={view.courseProgress}
          label={t(`flows:${view.courseLabelKey satisfies VideoProgressMessageKey}`)}
          caption={t('ui:player.progress')}
          saving={view.isSaving ? t('ui:player.saving') : null}
        />
      </header>

      {current ? (
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="grid content-start gap-4">
            <CoursePlayerMedia
              video={current}
              next={next}
              playback={playback}
              rates={rates}
              language={captionsLanguage}
              describedBy={shortcutsId}
            />
            {playback.resumedAt > 0 ? (
              <p className="text-muted-foreground flex flex-wrap items-center gap-x-2 text-sm">
                {t('ui:player.resumed')}
                <Button variant="link" size="sm" onClick={playback.restart}>
                  <RotateCcwIcon aria-hidden="true" />
                  {t('ui:player.restart')}
                </Button>
              </p>
            ) : null}
            <h2 className="text-xl font-semibold">{current.title}</h2>
            <p id={shortcutsId} className="text-muted-foreground text-sm">
              {t('ui:player.shortcuts')}
            </p>
            <ul className="text-muted-foreground flex flex-wrap gap-x-6 gap-y-1 text-sm">
              <li data-slot="course-player-count">{counted('theoretical')}</li>
              <li data-slot="course-player-count">{counted('practical')}</li>
            </ul>
          </div>

          <section aria-labelledby={`${headingId}-videos`} className="grid content-start gap-3">
            <h2 id={`${headingId}-videos`} className="text-lg font-semibold">
              {t('ui:player.videos')}
            </h2>
            <VideoList
              videos={listItems}
              currentId={view.currentVideoId}
              onSelect={(videoId) => playback.select(videoId)}
              className="lg:max-h-[32rem] lg:overflow-y-auto"
            />
          </section>
        </div>
      ) : (
        <p className="text-muted-foreground">{t('ui:player.empty')}</p>
      )}

      {chapters.length > 0 ? (
        <CoursePlayerChapters
          headingId={`${headingId}-chapters`}
          chapters={chapters}
          listItems={listItems}
          currentId={view.currentVideoId}
          onSelect={(videoId) => playback.select(videoId)}
        />
      ) : null}

      {banners.length > 0 ? (
        <CoursePlayerPromos headingId={`${headingId}-promos`} banners={banners} />
      ) : null}
    </div>
  );
}
