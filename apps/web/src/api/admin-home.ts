import type { QueryIn } from '@academy/contract/endpoint';
import { backOfficeHomeEndpoints as endpoints } from '@academy/contract/endpoints';
import { call } from './call';

/** The staff home's and the audit log's calls (issue 26); each needs a staff token. */
export const adminHome = {
  /** Every staff role: their role, name and own latest writes. */
  home: () => call(endpoints.home),
  /** Operations roles: what needs action. */
  counts: () => call(endpoints.counts),
  revenue: () => call(endpoints.revenue),
  failedJobs: (page: number, pageSize: number) =>
    call(endpoints.failedJobs, { query: { page, page_size: pageSize } }),
  /** Puts a failed job back in its queue (audited on the server). */
  retryJob: (queue: string, id: string) => call(endpoints.retryJob, { body: { queue, id } }),
  /** The admin's audit log, filtered and paged. */
  audit: (query: QueryIn<typeof endpoints.audit>) => call(endpoints.audit, { query }),
};
