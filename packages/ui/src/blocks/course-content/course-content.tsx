import { PlayCircleIcon } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '../../components/accordion/accordion';
import { cn } from '../../lib/cn';

export interface CourseChapter {
  id: number;
  name: string;
  description?: string | null;
  videos: readonly { id: number; title: string; time?: string | null }[];
}

export interface CourseContentProps extends ComponentProps<'section'> {
  chapters: readonly CourseChapter[];
  /** Chapters open at first, by id. */
  defaultOpen?: readonly number[];
}

/** The course's chapters with their videos, as an accordion (spec 2.5). */
export function CourseContent({ chapters, defaultOpen, className, ...props }: CourseContentProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={cn('w-full max-w-3xl', className)} {...props}>
      <h2 id={titleId} className="font-display text-display-sm mb-4 font-semibold">
        {t('catalogue.coursePage.content')}
      </h2>
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
              videoCount={t('catalogue.coursePage.videoCount', { count: chapter.videos.length })}
            />
            <AccordionContent>
              {chapter.description ? <p className="mb-4">{chapter.description}</p> : null}
              <ol className="flex flex-col divide-y">
                {chapter.videos.map((video) => (
                  <li key={video.id} className="text-foreground flex items-center gap-3 py-3">
                    <PlayCircleIcon aria-hidden="true" className="text-primary size-5 shrink-0" />
                    <span className="flex-1">{video.title}</span>
                    {video.time ? (
                      <span className="text-muted-foreground text-sm tabular-nums">
                        {video.time}
                      </span>
                    ) : null}
                  </li>
                ))}
              </ol>
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </section>
  );
}

/** A chapter's accordion trigger: its number, its name and how many videos it holds. */
export function ChapterTrigger(props: { number: number; name: string; videoCount: string }) {
  return (
    <AccordionTrigger>
      <span className="flex flex-1 flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <span>
          <span className="text-muted-foreground mr-3 tabular-nums">
            {String(props.number).padStart(2, '0')}
          </span>
          {props.name}
        </span>
        <span className="text-muted-foreground text-sm font-normal">{props.videoCount}</span>
      </span>
    </AccordionTrigger>
  );
}
