/**
 * The login's refusal of an account that is not open yet, each shown in its own words (issue
 * 26): still waiting for review, or declined by staff. `requestToken` rejects with it when the
 * server's answer names one; every other failure is bad data.
 */
export type AccountRefusalReason = 'pending' | 'declined';

export interface AccountRefusal {
  accountRefusal: AccountRefusalReason;
}

export const isAccountRefusal = (error: unknown): error is AccountRefusal =>
  typeof error === 'object' &&
  error !== null &&
  ((error as AccountRefusal).accountRefusal === 'pending' ||
    (error as AccountRefusal).accountRefusal === 'declined');
