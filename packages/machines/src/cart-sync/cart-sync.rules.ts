import { CART_SYNC_RETRIES, CART_SYNC_RETRY_FIRST_MS, CART_SYNC_RETRY_MAX_MS } from '../constants';

/** The wait before retry number `attempt` (1, 2, …): doubled each time, capped. */
export function cartSyncBackoff(attempt: number): number {
  return Math.min(CART_SYNC_RETRY_MAX_MS, CART_SYNC_RETRY_FIRST_MS * 2 ** Math.max(0, attempt - 1));
}

/** Whether a failed call after `attempt` retries is tried again, or waits for the next change. */
export function mayRetryCartSync(attempt: number): boolean {
  return attempt < CART_SYNC_RETRIES;
}
