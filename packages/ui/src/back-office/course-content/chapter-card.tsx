import { PlusIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button';
import { SortableList } from '../sortable-list';
import { type StaffChapter, type StaffVideo, textIn } from './course-content-types';
import { EditDeleteButtons } from './record-actions';
import { VideoEntry } from './video-entry';

/** What a page does with a course's videos (shared by the chapters and the loose videos). */
export interface VideoActions {
  /** The video's upload and processing (the page wires each video's flow). */
  renderVideoUpload: (video: StaffVideo) => ReactNode;
  onEditVideo: (video: StaffVideo) => void;
  onCaptionsVideo: (video: StaffVideo) => void;
  onDeleteVideo: (video: StaffVideo) => void;
}

export interface ChapterCardProps extends VideoActions {
  chapter: StaffChapter;
  handle: ReactNode;
  onRename: () => void;
  onDelete: () => void;
  onAddVideo: () => void;
  onReorderVideos: (ids: number[]) => void;
  /** A new order is being saved: nothing moves meanwhile. */
  reordering?: boolean;
}

/** A chapter: its name and actions, and its videos in order (dragged, or moved up and down). */
export function ChapterCard({
  chapter,
  handle,
  onRename,
  onDelete,
  onAddVideo,
  onReorderVideos,
  reordering,
  renderVideoUpload,
  onEditVideo,
  onCaptionsVideo,
  onDeleteVideo,
}: ChapterCardProps) {
  const { t, i18n } = useTranslation('ui');
  const name = textIn(chapter.name, i18n.language) || t('adminCourseContent.chapters.untitled');
  const videos = chapter.videos.map((video) => ({
    ...video,
    label: textIn(video.title, i18n.language),
  }));
  return (
    <section
      data-slot="chapter-card"
      data-chapter={chapter.id}
      aria-label={name}
      className="flex min-w-0 flex-1 flex-col gap-3 py-1"
    >
      <div className="flex min-w-0 items-center gap-2">
        {handle}
        <h3 className="min-w-0 flex-1 text-base font-semibold break-words">{name}</h3>
        <EditDeleteButtons
          editLabel={t('adminCourseContent.chapters.rename', { name })}
          deleteLabel={t('adminCourseContent.chapters.delete', { name })}
          onEdit={onRename}
          onDelete={onDelete}
        />
      </div>
      {videos.length > 0 ? (
        <SortableList
          items={videos}
          label={t('adminCourseContent.videos.label', { name })}
          onReorder={onReorderVideos}
          disabled={reordering}
          renderItem={(video, videoHandle) => (
            <VideoEntry
              video={video}
              handle={videoHandle}
              upload={renderVideoUpload(video)}
              onEdit={() => onEditVideo(video)}
              onCaptions={() => onCaptionsVideo(video)}
              onDelete={() => onDeleteVideo(video)}
            />
          )}
        />
      ) : (
        <p className="text-muted-foreground text-sm">{t('adminCourseContent.videos.empty')}</p>
      )}
      <Button type="button" size="sm" variant="outline" className="self-start" onClick={onAddVideo}>
        <PlusIcon aria-hidden="true" />
        {t('adminCourseContent.videos.add')}
      </Button>
    </section>
  );
}
