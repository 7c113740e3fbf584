import type { AnswerOut } from '@academy/contract/endpoint';
import type { backOfficeAccountsEndpoints as endpoints } from '@academy/contract/endpoints';
import type { StatusTone } from '../shell';

/** The back office's accounts as the contract answers them (types only: no schema is loaded). */
export type AdminAccountList = AnswerOut<typeof endpoints.list>;
export type AdminAccountRow = AdminAccountList['results'][number];
export type AdminAccount = AnswerOut<typeof endpoints.detail>;
export type AdminAccountStatus = AdminAccountRow['status'];

/** A part of a page loaded on its own: loading, failed, or its data. */
export type { Loadable as AccountLoadable } from '../table';

/** The list's filters as the page keeps them in its URL ('' for none). */
export interface AccountFilterValues {
  status: '' | AdminAccountStatus;
  q: string;
}

export const NO_ACCOUNT_FILTERS: AccountFilterValues = { status: '', q: '' };

/** How each status looks: waiting for staff, open, refused, or closed. */
export const ACCOUNT_STATUS_TONE: Record<AdminAccountStatus, StatusTone> = {
  pending: 'warning',
  active: 'success',
  declined: 'danger',
  inactive: 'neutral',
};

/** A staff decision on accounts, each confirmed in its dialog (the values' `action`). */
export type AccountAction =
  | 'activate'
  | 'reject'
  | 'deactivate'
  | 'bulkActivate'
  | 'grant'
  | 'revoke'
  | 'makeSpecialist'
  | 'unmakeSpecialist'
  | 'setRole';

/** The destructive decisions: a red confirm button. */
export const DANGEROUS_ACTIONS: readonly AccountAction[] = ['reject', 'deactivate', 'revoke'];

/**
 * The decisions an account's status allows from its page (the server checks them again): a
 * pending one is activated or declined; a declined or closed one may be opened; an active one
 * closed, unless it is staff. An admin (`canManageStaff`) also gives an active account a staff
 * role or takes it away.
 */
export function accountActions(
  account: AdminAccount['account'],
  { canManageStaff = false }: { canManageStaff?: boolean } = {},
): AccountAction[] {
  const review: AccountAction[] =
    account.status === 'pending'
      ? ['activate', 'reject']
      : account.status === 'active'
        ? account.role
          ? []
          : ['deactivate']
        : ['activate'];
  const staff: AccountAction[] = canManageStaff && account.status === 'active' ? ['setRole'] : [];
  return [...review, account.is_specialist ? 'unmakeSpecialist' : 'makeSpecialist', ...staff];
}

/** The role select's value for no staff role (a select's value cannot be empty). */
export const NO_STAFF_ROLE = 'none';
