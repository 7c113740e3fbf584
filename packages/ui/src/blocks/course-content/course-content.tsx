import { totalVideoSeconds, videoClock, videoSeconds } from '@academy/contract/rules';
import { PlayCircleIcon, PlayIcon } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { Accordion, AccordionContent, AccordionItem } from '../../components/accordion/accordion';
import { Button } from '../../components/button/button';
import { useCoursePageTranslation } from '../../i18n/page-texts/course-page';
import { cn } from '../../lib/cn';
import { useDurationText } from '../../lib/duration-text';
import { ChapterTrigger } from './chapter-trigger';

// In a file of its own, so the player's chapters take it without this view and its texts.
export { ChapterTrigger } from './chapter-trigger';

export interface CourseContentVideo {
  id: number;
  title: string;
  /** Its length as the API writes it ("12:30", "1:02:03"). */
  time?: string | null;
  /** Playable by anyone: the chapter offers it with a "watch free" button. */
  free_preview?: boolean;
}

export interface CourseChapter {
  id: number;
  name: string;
  description?: string | null;
  videos: readonly CourseContentVideo[];
}

export interface CourseContentProps extends ComponentProps<'section'> {
  chapters: readonly CourseChapter[];
  /** Chapters open at first, by id. */
  defaultOpen?: readonly number[];
  /** Plays a free preview video (by id); no "watch free" button without it. */
  onPreview?: (videoId: number) => void;
}

/**
 * The course's chapters with their videos, as an accordion (spec 2.5): how many chapters, videos
 * and hours in all, each chapter's count and length, each video's length, and the free lessons a
 * visitor may watch.
 */
export function CourseContent({
  chapters,
  defaultOpen,
  onPreview,
  className,
  ...props
}: CourseContentProps) {
  const { t } = useCoursePageTranslation();
  const duration = useDurationText();
  const titleId = useId();
  const videos = chapters.flatMap((chapter) => chapter.videos);
  const lengthOf = (list: readonly CourseContentVideo[]) => {
    const seconds = totalVideoSeconds(list.map((video) => video.time));
    return seconds === null || seconds === 0 ? undefined : duration(seconds);
  };
  const summary = [
    t('course-page:chapterCount', { count: chapters.length }),
    t('courses.coursePage.videoCount', { count: videos.length }),
    lengthOf(videos),
  ].filter(Boolean);
  return (
    <section aria-labelledby={titleId} className={cn('w-full max-w-3xl', className)} {...props}>
      <h2 id={titleId} className="font-display text-display-sm font-semibold">
        {t('courses.coursePage.content')}
      </h2>
      <p className="text-muted-foreground mt-2 mb-4">{summary.join(' · ')}</p>
      <Accordion
        type="multiple"
        defaultValue={defaultOpen?.map(String)}
        className="bg-surface rounded-xl border px-6"
      >
        {chapters.map((chapter, index) => (
          <AccordionItem key={chapter.id} value={String(chapter.id)}>
            <ChapterTrigger
              number={index + 1}
              name={chapter.name}
              videoCount={t('courses.coursePage.videoCount', { count: chapter.videos.length })}
              duration={lengthOf(chapter.videos)}
            />
            <AccordionContent>
              {chapter.description ? <p className="mb-4">{chapter.description}</p> : null}
              <ol className="flex flex-col divide-y">
                {chapter.videos.map((video) => (
                  <VideoRow key={video.id} video={video} onPreview={onPreview} />
                ))}
              </ol>
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </section>
  );
}

/** One video of a chapter: its title, a "watch free" button for a free lesson, its length. */
function VideoRow({
  video,
  onPreview,
}: {
  video: CourseContentVideo;
  onPreview?: (videoId: number) => void;
}) {
  const { t } = useCoursePageTranslation();
  const seconds = videoSeconds(video.time);
  const time = seconds === null ? video.time : videoClock(seconds);
  return (
    <li
      className="text-foreground flex flex-wrap items-center gap-x-3 gap-y-1 py-3"
      data-free-preview={video.free_preview ? '' : undefined}
    >
      <PlayCircleIcon aria-hidden="true" className="text-primary size-5 shrink-0" />
      <span className="min-w-0 flex-1">{video.title}</span>
      {video.free_preview && onPreview ? (
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPreview(video.id)}
          aria-label={t('course-page:watchFreeVideo', { title: video.title })}
        >
          <PlayIcon aria-hidden="true" />
          {t('course-page:watchFree')}
        </Button>
      ) : null}
      {time ? (
        <span className="text-muted-foreground text-sm tabular-nums">
          <span className="sr-only">{t('catalogue.course.duration')}: </span>
          {time}
        </span>
      ) : null}
    </li>
  );
}
