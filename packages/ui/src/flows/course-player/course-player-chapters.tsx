import { useTranslation } from 'react-i18next';
import { ChapterTrigger } from '../../blocks/course-content/course-content';
import { VideoList, type VideoListItem } from '../../blocks/video-list/video-list';
import { Accordion, AccordionContent, AccordionItem } from '../../components/accordion/accordion';
import type { CoursePlayerChapter } from './course-player.types';

export interface CoursePlayerChaptersProps {
  /** The section heading's id. */
  headingId: string;
  chapters: readonly CoursePlayerChapter[];
  /** The course's whole numbered list: a chapter's videos keep their numbers in it. */
  listItems: readonly VideoListItem[];
  currentId: number | null;
  onSelect: (videoId: number) => void;
}

/** The chapters accordion: each chapter's description and its videos, numbered as in the course. */
export function CoursePlayerChapters({
  headingId,
  chapters,
  listItems,
  currentId,
  onSelect,
}: CoursePlayerChaptersProps) {
  const { t } = useTranslation('ui');
  return (
    <section aria-labelledby={headingId} className="grid max-w-3xl gap-4">
      <h2 id={headingId} className="font-display text-display-sm font-semibold">
        {t('ui:player.chapters')}
      </h2>
      <Accordion type="multiple" className="bg-surface rounded-xl border px-6">
        {chapters.map((chapter, index) => {
          const items = chapter.videoIds.flatMap((id) => {
            const item = listItems.find((video) => video.id === id);
            return item ? [item] : [];
          });
          return (
            <AccordionItem key={chapter.id} value={String(chapter.id)}>
              <ChapterTrigger
                number={index + 1}
                name={chapter.name}
                videoCount={t('ui:player.videoCount', { count: items.length })}
              />
              <AccordionContent>
                {chapter.description ? <p className="mb-4">{chapter.description}</p> : null}
                <VideoList
                  videos={items}
                  currentId={currentId}
                  onSelect={onSelect}
                  start={items[0] ? listItems.indexOf(items[0]) + 1 : 1}
                />
              </AccordionContent>
            </AccordionItem>
          );
        })}
      </Accordion>
    </section>
  );
}
