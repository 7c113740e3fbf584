export { DeleteRecordDialog, type DeleteRecordDialogProps } from './delete-record-dialog';
export { RecordFormDialog, type RecordFormDialogProps } from './record-form-dialog';
export { nameIn } from './record-form-values';
export { RecordList, type RecordListProps, type RecordListRow } from './record-list';
export type {
  BrandRow,
  CourseCategoryRow,
  CourseModuleRow,
  ShopCategoryRow,
} from './record-types';
export {
  TaxonomyFormDialog,
  type TaxonomyFormDialogProps,
  type TaxonomyKind,
} from './taxonomy-form-dialog';
export { type TaxonomyOrderedList, TaxonomyView, type TaxonomyViewProps } from './taxonomy-view';
