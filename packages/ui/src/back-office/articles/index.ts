export { ArticleEditor, type ArticleEditorProps } from './article-editor';
export {
  articleBodyOf,
  articleFormValues,
  EDITOR_SCHEMAS,
  type EditorFieldError,
  type EditorValues,
  editorFieldError,
  promotionBodyOf,
  promotionFormValues,
  usefulInfoBodyOf,
  usefulInfoFormValues,
} from './article-form-values';
export { ArticlesList, type ArticlesListProps } from './articles-list';
export type {
  AdminArticle,
  AdminPromotion,
  AdminUsefulInfo,
  ArticleRow,
  EditorForm,
  EditorSaveState,
  PromotionRow,
  UsefulInfoRow,
} from './articles-types';
export type { PublicationFilter } from './authoring-list';
export {
  DeletePublicationDialog,
  type DeletePublicationDialogProps,
} from './delete-publication-dialog';
export { NewPublicationDialog, type NewPublicationDialogProps } from './new-publication-dialog';
export {
  type PromotionCourse,
  PromotionEditor,
  type PromotionEditorProps,
} from './promotion-editor';
export { PromotionsList, type PromotionsListProps } from './promotions-list';
export { PublicationStatusBadge } from './publication-status-badge';
export { UsefulInfoEditor, type UsefulInfoEditorProps } from './useful-info-editor';
export { UsefulInfoList, type UsefulInfoListProps } from './useful-info-list';
