export {
  ADMIN_MENU_GROUPS,
  ADMIN_MENU_ICONS,
  type AdminMenuGroup,
  type AdminMenuItem,
  adminMenuLabelKey,
} from './admin-menu';
export { AdminPageHeader, type AdminPageHeaderProps } from './admin-page-header';
export { AdminShell, type AdminShellProps, type AdminStaffMember } from './admin-shell';
export {
  ConfirmActionDialog,
  type ConfirmActionDialogProps,
  type ConfirmActionState,
} from './confirm-action-dialog';
export { CoverLink, type CoverLinkProps } from './cover-link';
export { DetailList, type DetailListProps } from './detail-list';
export { type FieldPropsSource, fieldProps, translatedErrors } from './field-props';
export { FilterBar, type FilterBarProps } from './filter-bar';
export { FormSection } from './form-section';
export {
  fieldErrorKey,
  flatTranslated,
  instantOf,
  localMoment,
  numberOf,
  schemaRefusal,
  translatedFieldsOf,
  translatedOf,
} from './form-values';
export { ListPage, type ListPageProps } from './list-page';
export { RecordFormPage, type RecordFormPageProps } from './record-form-page';
export {
  BackLink,
  type RecordAction,
  RecordActions,
  RecordLoadFailure,
} from './record-page-parts';
export { SearchField, type SearchFieldProps } from './search-field';
export { StaffOnly, type StaffOnlyProps } from './staff-only';
export { StatTile, type StatTileProps } from './stat-tile';
export { StatusBadge, type StatusBadgeProps, type StatusTone } from './status-badge';
export { StickySaveBar, type StickySaveBarProps } from './sticky-save-bar';
