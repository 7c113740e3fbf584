export { BannerFields, type BannerFieldsProps } from './banner-fields';
export { CaptionsFields, type CaptionsFieldsProps } from './captions-fields';
export { ChapterFields, type ChapterFieldsProps } from './chapter-fields';
export { ContentDialog, type ContentDialogKind, type ContentDialogProps } from './content-dialog';
export {
  CourseContentEditor,
  type CourseContentEditorProps,
} from './course-content-editor';
export type {
  CourseContent,
  StaffBanner,
  StaffChapter,
  StaffProtocol,
  StaffVideo,
  VideoUploadView,
} from './course-content-types';
export { ProtocolFields, type ProtocolFieldsProps } from './protocol-fields';
export { VideoFields, type VideoFieldsProps } from './video-fields';
export { VideoUploadStatus, type VideoUploadStatusProps } from './video-upload-status';
