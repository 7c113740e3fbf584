export { AuditDiff, type AuditDiffProps } from './audit-diff';
export { AuditLog, type AuditLogProps } from './audit-log';
export { FailedJobsSection, type FailedJobsSectionProps } from './failed-jobs-section';
export type { HomeCountLinks } from './home-stat-tiles';
export {
  AUDIT_ENTITIES,
  type AuditFilterValues,
  type AuditRow,
  type FailedJobRow,
  type HomeCountsData,
  type Loadable,
  NO_AUDIT_FILTERS,
  type RevenueData,
  type StaffHomeData,
} from './home-types';
export { StaffHome, type StaffHomeOperations, type StaffHomeProps } from './staff-home';
