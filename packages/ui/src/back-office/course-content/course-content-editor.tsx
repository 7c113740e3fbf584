import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert/alert';
import type { LinkComponent } from '../../lib/link-component';
import { AdminPageHeader } from '../shell/admin-page-header';
import { BackLink } from '../shell/record-page-parts';
import { StatusBadge } from '../shell/status-badge';
import { SortableList } from '../sortable-list';
import { BannersSection, type BannersSectionProps } from './banners-section';
import { ChapterCard, type VideoActions } from './chapter-card';
import { ContentSection } from './content-section';
import { type CourseContent, type StaffChapter, textIn } from './course-content-types';
import { ProtocolsSection, type ProtocolsSectionProps } from './protocols-section';
import { VideoEntry } from './video-entry';

export interface CourseContentEditorProps extends VideoActions {
  content: CourseContent;
  /** The course's own page in the back office (its texts, price, publishing). */
  courseHref: string;
  LinkComponent?: LinkComponent;
  onAddChapter: () => void;
  onRenameChapter: (chapter: StaffChapter) => void;
  onDeleteChapter: (chapter: StaffChapter) => void;
  onReorderChapters: (ids: number[]) => void;
  onAddVideo: (chapter: StaffChapter) => void;
  onReorderVideos: (chapter: StaffChapter, ids: number[]) => void;
  /** A new order is being saved: the lists hold still. */
  reordering?: boolean;
  /** A translated problem to show above the lists (a new order refused). */
  notice?: string | null;
  onAddProtocol: ProtocolsSectionProps['onAdd'];
  onDeleteProtocol: ProtocolsSectionProps['onDelete'];
  onAddBanner: BannersSectionProps['onAdd'];
  onDeleteBanner: BannersSectionProps['onDelete'];
}

/**
 * A course's content in the back office (issue 27): its chapters in order, each with its videos
 * (their files uploaded and processed in place), the videos in no chapter, the protocols and
 * the player's banners. Whether buyers are told of additions follows from publishing.
 */
export function CourseContentEditor({
  content,
  courseHref,
  LinkComponent,
  onAddChapter,
  onRenameChapter,
  onDeleteChapter,
  onReorderChapters,
  onAddVideo,
  onReorderVideos,
  reordering,
  notice,
  onAddProtocol,
  onDeleteProtocol,
  onAddBanner,
  onDeleteBanner,
  ...videoActions
}: CourseContentEditorProps) {
  const { t, i18n } = useTranslation('ui');
  const name = textIn(content.course.name, i18n.language);
  const chapters = content.chapters.map((chapter) => ({
    ...chapter,
    label: textIn(chapter.name, i18n.language) || t('adminCourseContent.chapters.untitled'),
  }));
  const published = content.course.published;
  return (
    <div data-slot="course-content-editor" className="flex flex-col gap-6">
      <BackLink href={courseHref} LinkComponent={LinkComponent}>
        {t('adminCourseContent.backToCourse')}
      </BackLink>
      <AdminPageHeader
        title={t('adminCourseContent.title', { name })}
        description={t('adminCourseContent.description')}
      />
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <StatusBadge tone={published ? 'success' : 'neutral'}>
          {t(published ? 'adminCourseContent.status.published' : 'adminCourseContent.status.draft')}
        </StatusBadge>
        <span className="text-muted-foreground">
          {t(
            published
              ? 'adminCourseContent.status.publishedHint'
              : 'adminCourseContent.status.draftHint',
          )}
        </span>
      </p>
      {notice ? <Alert variant="danger">{notice}</Alert> : null}
      <ContentSection
        slot="chapters-section"
        title={t('adminCourseContent.chapters.title')}
        addLabel={t('adminCourseContent.chapters.add')}
        onAdd={onAddChapter}
        emptyText={t('adminCourseContent.chapters.empty')}
        isEmpty={chapters.length === 0}
      >
        <SortableList
          items={chapters}
          label={t('adminCourseContent.chapters.label')}
          onReorder={onReorderChapters}
          disabled={reordering}
          renderItem={(chapter, handle) => (
            <ChapterCard
              chapter={chapter}
              handle={handle}
              onRename={() => onRenameChapter(chapter)}
              onDelete={() => onDeleteChapter(chapter)}
              onAddVideo={() => onAddVideo(chapter)}
              onReorderVideos={(ids) => onReorderVideos(chapter, ids)}
              reordering={reordering}
              {...videoActions}
            />
          )}
        />
      </ContentSection>
      {content.loose_videos.length > 0 ? (
        <section
          aria-label={t('adminCourseContent.videos.loose')}
          className="bg-card flex flex-col gap-3 rounded-xl border p-4 sm:p-6"
        >
          <h2 className="font-display text-xl font-semibold">
            {t('adminCourseContent.videos.loose')}
          </h2>
          <ul className="flex flex-col gap-2">
            {content.loose_videos.map((video) => (
              <li key={video.id} className="rounded-lg border p-2">
                <VideoEntry
                  video={video}
                  upload={videoActions.renderVideoUpload(video)}
                  onEdit={() => videoActions.onEditVideo(video)}
                  onCaptions={() => videoActions.onCaptionsVideo(video)}
                  onDelete={() => videoActions.onDeleteVideo(video)}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ProtocolsSection
        protocols={content.protocols}
        onAdd={onAddProtocol}
        onDelete={onDeleteProtocol}
      />
      <BannersSection banners={content.banners} onAdd={onAddBanner} onDelete={onDeleteBanner} />
    </div>
  );
}
