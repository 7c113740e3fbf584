import type { TranslatedText } from '@academy/contract/back-office/authoring';
import type { StaffActionValues } from '@academy/machines';
import {
  CaptionsFields,
  ChapterFields,
  ContentDialog,
  type ContentDialogKind,
  type CourseContent,
  CourseContentEditor,
  flatTranslated,
  nameIn,
  ProtocolFields,
  RecordLoadFailure,
  type StaffChapter,
  VideoFields,
} from '@academy/ui/back-office';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { adminCourseContent } from '../../api/admin-course-content';
import { orOnFailure } from '../../app/content-load';
import { missingRecord } from '../../app/missing-record';
import { pathsFor } from '../../app/paths';
import { useRefetchPage } from '../../app/refetch-page';
import { RouterLink } from '../../app/router-link';
import { languageOf } from '../language-loader';
import { performContentAction } from './course-content-actions';
import { BannerDialogFields } from './course-content-banner';
import { VideoUploadCell } from './course-content-upload';
import { useStaffAction, useStaffActionDialog } from './use-staff-action';

/** A course's content for its editors (issue 27): chapters, videos, protocols, banners. */
export async function loader(args: LoaderFunctionArgs) {
  const language = languageOf(args);
  const id = Number(args.params.id);
  if (!Number.isSafeInteger(id) || id <= 0) missingRecord(pathsFor(language).adminCourses());
  const content = await orOnFailure(
    'admin/course-content',
    adminCourseContent.content(id).then((data) => ({ state: 'ready' as const, data })),
    { state: 'error' as const },
  );
  return { language, id, content };
}

/** The content as shown while a new order is saved: that order at once, the server's after. */
function withPendingOrder(content: CourseContent, values: StaffActionValues): CourseContent {
  const ids = (values.ids ?? '').split(',').map(Number);
  const arranged = <T extends { id: number }>(list: T[]) =>
    ids.flatMap((id) => list.filter((entry) => entry.id === id));
  if (values.verb === 'chapterOrder') return { ...content, chapters: arranged(content.chapters) };
  const chapters = content.chapters.map((chapter) =>
    String(chapter.id) === values.id ? { ...chapter, videos: arranged(chapter.videos) } : chapter,
  );
  return { ...content, chapters };
}

export function Page() {
  const { language, id, content } = useLoaderData<typeof loader>();
  const refetch = useRefetchPage();
  const { t, i18n } = useTranslation('ui');
  const [protocolFile, setProtocolFile] = useState<File | null>(null);
  const [captionsFile, setCaptionsFile] = useState<File | null>(null);
  // The banner dialog's uploaded image, read when its save is sent.
  const bannerImage = useRef<number | null>(null);
  const keepBannerImage = useCallback((imageId: number | null) => {
    bannerImage.current = imageId;
  }, []);
  const input = () => ({
    courseId: id,
    protocolFile,
    captionsFile,
    bannerImageId: bannerImage.current,
  });
  const actor = useStaffAction('admin/course-content', (values) =>
    performContentAction(input(), values),
  );
  const { action, confirm, cancel } = useStaffActionDialog(actor);
  // A new order is its own action, confirmed by the move itself; a refusal reloads the lists.
  const order = useStaffAction('admin/course-content order', (values) =>
    performContentAction(input(), values).catch((error: unknown) => {
      void refetch();
      throw error;
    }),
  );
  const { action: ordering } = useStaffActionDialog(order);
  if (content.state === 'error')
    return (
      <RecordLoadFailure
        text={t('adminCourseContent.errors.load')}
        retryLabel={t('adminCourseContent.errors.retry')}
        onRetry={() => void refetch()}
      />
    );
  const shown =
    ordering.state === 'submitting'
      ? withPendingOrder(content.data, ordering.values)
      : content.data;
  const open = (verb: ContentDialogKind, values: Record<string, string> = {}) => {
    if (verb === 'protocolCreate') setProtocolFile(null);
    if (verb === 'videoCaptions') setCaptionsFile(null);
    actor.send({ type: 'action.open', values: { verb, ...values } });
  };
  const reorder = (values: Record<string, string>) => {
    order.send({ type: 'action.open', values });
    order.send({ type: 'action.confirm' });
  };
  const name = (text: TranslatedText) => nameIn(text, i18n.language);
  const onChange = (field: string, value: string) =>
    actor.send({ type: 'action.change', field, value });
  const chapters = shown.chapters.map((chapter) => ({ id: chapter.id, label: name(chapter.name) }));
  const verb = (action.values.verb ?? 'chapterCreate') as ContentDialogKind;
  const fields: Partial<Record<ContentDialogKind, ReactNode>> = {
    chapterCreate: <ChapterFields action={action} onChange={onChange} />,
    chapterRename: <ChapterFields action={action} onChange={onChange} />,
    videoCreate: <VideoFields action={action} onChange={onChange} chapters={chapters} />,
    videoEdit: <VideoFields action={action} onChange={onChange} chapters={chapters} />,
    protocolCreate: (
      <ProtocolFields
        action={action}
        onChange={onChange}
        file={protocolFile}
        onFileChange={setProtocolFile}
      />
    ),
    videoCaptions: (
      <CaptionsFields
        action={action}
        onChange={onChange}
        file={captionsFile}
        onFileChange={setCaptionsFile}
      />
    ),
    bannerCreate: (
      <BannerDialogFields action={action} onChange={onChange} onImageId={keepBannerImage} />
    ),
  };
  return (
    <>
      <CourseContentEditor
        content={shown}
        courseHref={pathsFor(language).adminCourse(id)}
        LinkComponent={RouterLink}
        reordering={ordering.state === 'submitting'}
        notice={ordering.state === 'failure' ? t('adminCourseContent.errors.reorder') : null}
        onAddChapter={() => open('chapterCreate', flatTranslated('name'))}
        onRenameChapter={(chapter: StaffChapter) =>
          open('chapterRename', {
            id: String(chapter.id),
            ...flatTranslated('name', chapter.name),
          })
        }
        onDeleteChapter={(chapter) =>
          open('chapterDelete', { id: String(chapter.id), name: name(chapter.name) })
        }
        onReorderChapters={(ids) => reorder({ verb: 'chapterOrder', ids: ids.join(',') })}
        onAddVideo={(chapter) =>
          open('videoCreate', {
            ...flatTranslated('title'),
            kind: 'theoretical',
            chapter: String(chapter.id),
            free_preview: 'false',
          })
        }
        onEditVideo={(video) =>
          open('videoEdit', {
            id: String(video.id),
            ...flatTranslated('title', video.title),
            kind: video.kind,
            chapter: String(video.chapter ?? ''),
            free_preview: String(video.free_preview),
          })
        }
        onCaptionsVideo={(video) =>
          open('videoCaptions', { id: String(video.id), name: name(video.title), lang: 'ro' })
        }
        onDeleteVideo={(video) =>
          open('videoDelete', { id: String(video.id), name: name(video.title) })
        }
        onReorderVideos={(chapter, ids) =>
          reorder({ verb: 'videoOrder', id: String(chapter.id), ids: ids.join(',') })
        }
        renderVideoUpload={(video) => <VideoUploadCell key={video.id} video={video} />}
        onAddProtocol={() => open('protocolCreate', flatTranslated('title'))}
        onDeleteProtocol={(protocol) =>
          open('protocolDelete', { id: String(protocol.id), name: name(protocol.title) })
        }
        onAddBanner={() => open('bannerCreate', { link: '' })}
        onDeleteBanner={(entry, number) =>
          open('bannerDelete', { id: String(entry.id), name: String(number) })
        }
      />
      <ContentDialog
        kind={verb}
        action={action}
        name={action.values.name}
        onConfirm={confirm}
        onCancel={cancel}
      >
        {fields[verb]}
      </ContentDialog>
    </>
  );
}
