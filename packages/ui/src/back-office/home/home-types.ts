import type { AnswerOut } from '@academy/contract/endpoint';
import type { backOfficeHomeEndpoints as endpoints } from '@academy/contract/endpoints';

/** The home's and the audit log's data, as the contract answers it (types only: no schema). */
export type StaffHomeData = AnswerOut<typeof endpoints.home>;
export type HomeCountsData = AnswerOut<typeof endpoints.counts>;
export type RevenueData = AnswerOut<typeof endpoints.revenue>;
export type FailedJobRow = AnswerOut<typeof endpoints.failedJobs>['results'][number];
export type AuditRow = AnswerOut<typeof endpoints.audit>['results'][number];

/** A part of the home loaded on its own (below the fold, or for its role only). */
export type { Loadable } from '../table';

/** The audit log's filters as the page keeps them in its URL ('' for none). */
export interface AuditFilterValues {
  actor: string;
  entity: string;
  entity_id: string;
  action: string;
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AuditFilterValues = {
  actor: '',
  entity: '',
  entity_id: '',
  action: '',
  from: '',
  to: '',
};

/** The record types areas write to the log; others show their code. */
export const AUDIT_ENTITIES = ['user', 'order', 'contact_request', 'promo_code', 'job'] as const;
