import { LANGUAGE_NAMES } from '@academy/contract/languages';
import { CaptionsIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/badge/badge';
import { type StaffVideo, textIn } from './course-content-types';
import { EditDeleteButtons, IconAction } from './record-actions';

export interface VideoEntryProps {
  video: StaffVideo;
  /** The drag handle of the list it is in (none in the list of videos in no chapter). */
  handle?: ReactNode;
  /** Its file's upload and processing (VideoUploadStatus, wired to the video's flow). */
  upload: ReactNode;
  onEdit: () => void;
  onCaptions: () => void;
  onDelete: () => void;
}

/** A video in its chapter: title, kind, free preview, length, captions, its file and actions. */
export function VideoEntry({
  video,
  handle,
  upload,
  onEdit,
  onCaptions,
  onDelete,
}: VideoEntryProps) {
  const { t, i18n } = useTranslation('ui');
  const title = textIn(video.title, i18n.language);
  return (
    <div
      data-slot="video-entry"
      data-video={video.id}
      className="flex min-w-0 flex-1 flex-wrap items-start gap-2"
    >
      {handle}
      <div className="flex min-w-0 flex-1 basis-48 flex-col gap-1.5">
        <p className="font-medium break-words">{title}</p>
        <div className="text-muted-foreground flex flex-wrap items-center gap-2 text-xs">
          <Badge variant="neutral">{t(`adminCourseContent.videos.kind.${video.kind}`)}</Badge>
          {video.free_preview ? (
            <Badge variant="outline">{t('adminCourseContent.videos.freePreview')}</Badge>
          ) : null}
          {video.duration ? (
            <span>{t('adminCourseContent.videos.duration', { duration: video.duration })}</span>
          ) : null}
          {video.caption_languages.length > 0 ? (
            <span>
              {t('adminCourseContent.videos.captions', {
                languages: video.caption_languages.map((lang) => LANGUAGE_NAMES[lang]).join(', '),
              })}
            </span>
          ) : null}
        </div>
        {upload}
      </div>
      <div className="flex shrink-0">
        <IconAction
          label={t('adminCourseContent.videos.captionsAdd', { title })}
          onClick={onCaptions}
        >
          <CaptionsIcon aria-hidden="true" />
        </IconAction>
        <EditDeleteButtons
          editLabel={t('adminCourseContent.videos.edit', { title })}
          deleteLabel={t('adminCourseContent.videos.delete', { title })}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      </div>
    </div>
  );
}
