import { LANGUAGES, type Language } from '@academy/contract/languages';
import type { StaffActionValues } from '@academy/machines';
import { translatedOf } from '@academy/ui/back-office';
import { adminCourseContent, putCaptions } from '../../api/admin-course-content';

/** What a content dialog's confirm does, by its `verb` (the dialog kind), with its values. */
export interface ContentActionInput {
  courseId: number;
  /** The protocol dialog's chosen PDF. */
  protocolFile: File | null;
  /** The banner dialog's uploaded image. */
  bannerImageId: number | null;
  /** The captions dialog's chosen WebVTT file. */
  captionsFile: File | null;
}

const idOf = (values: StaffActionValues) => Number(values.id);

/** A field refused before sending (a PDF or a picture not chosen), as the server would refuse it. */
const missing = (field: string) => ({ fieldErrors: { [field]: ['This field is required.'] } });

const videoBody = (values: StaffActionValues) => ({
  title: translatedOf(values, 'title'),
  kind: values.kind === 'practical' ? ('practical' as const) : ('theoretical' as const),
  chapter: Number(values.chapter),
  free_preview: values.free_preview === 'true',
});

export function performContentAction(input: ContentActionInput, values: StaffActionValues) {
  const api = adminCourseContent;
  switch (values.verb) {
    case 'chapterCreate':
      return api.createChapter(input.courseId, { name: translatedOf(values, 'name') });
    case 'chapterRename':
      return api.renameChapter(idOf(values), { name: translatedOf(values, 'name') });
    case 'chapterDelete':
      return api.deleteChapter(idOf(values));
    case 'videoCreate':
      return api.createVideo(input.courseId, videoBody(values));
    case 'videoEdit':
      return api.updateVideo(idOf(values), videoBody(values));
    case 'videoDelete':
      return api.deleteVideo(idOf(values));
    case 'videoCaptions': {
      const lang = LANGUAGES.find((code) => code === values.lang) as Language | undefined;
      if (!input.captionsFile) return Promise.reject(missing('file'));
      if (!lang) return Promise.reject(missing('lang'));
      return putCaptions(idOf(values), lang, input.captionsFile);
    }
    case 'protocolCreate':
      if (!input.protocolFile) return Promise.reject(missing('file'));
      return api.createProtocol(input.courseId, input.protocolFile, translatedOf(values, 'title'));
    case 'protocolDelete':
      return api.deleteProtocol(idOf(values));
    case 'bannerCreate':
      if (input.bannerImageId === null) return Promise.reject(missing('image_id'));
      return api.createBanner(input.courseId, {
        image_id: input.bannerImageId,
        link: values.link ?? '',
      });
    case 'bannerDelete':
      return api.deleteBanner(idOf(values));
    case 'chapterOrder':
      return api.orderChapters(input.courseId, (values.ids ?? '').split(',').map(Number));
    case 'videoOrder':
      return api.orderVideos(idOf(values), (values.ids ?? '').split(',').map(Number));
    default:
      return Promise.reject(new Error(`unknown content action ${values.verb}`));
  }
}
