export { AccountActionDialog, accountActionValues } from './account-action-dialog';
export { AccountDetail, type AccountDetailProps } from './account-detail';
export type { AccountCourse } from './account-sections';
export { AccountStatusBadge } from './account-status-badge';
export {
  type AccountAction,
  type AccountFilterValues,
  type AccountLoadable,
  type AdminAccount,
  type AdminAccountList,
  type AdminAccountRow,
  NO_ACCOUNT_FILTERS,
  NO_STAFF_ROLE,
} from './account-types';
export { AccountsQueue, type AccountsQueueProps, accountName } from './accounts-queue';
export { type DiplomaFile, DiplomaViewer } from './diploma-viewer';
