import {
  auditPageSchema,
  auditQuerySchema,
  failedJobSchema,
  failedJobsQuerySchema,
  failedJobsSchema,
  homeCountsSchema,
  homeRevenueSchema,
  jobRetrySchema,
  staffHomeSchema,
} from '../back-office/home';
import { endpoint } from '../endpoint';
import { ADMIN_ONLY, STAFF_ROLES } from '../staff';
import { operationsCall, refusal, staffCall } from './back-office-shared';

/**
 * The back office's home calls (issue 26), each declared once with its staff roles: every staff
 * member opens the home; what waits for operations (counts, revenue, failed jobs) is for the
 * operations roles, so an editor's home simply has none of it; the audit log is the admin's.
 */

export const home = endpoint({
  ...staffCall(STAFF_ROLES),
  method: 'get',
  paths: ['/admin/home/'],
  summary: "The staff home: the caller's role and name and their own latest writes",
  responses: { 200: { description: 'The home', schema: staffHomeSchema } },
});

export const counts = endpoint({
  ...operationsCall,
  method: 'get',
  paths: ['/admin/home/counts/'],
  summary:
    'What needs action: pending accounts, paid shop orders to ship, new contact requests, ' +
    'failed jobs',
  responses: { 200: { description: 'The counts', schema: homeCountsSchema } },
});

export const revenue = endpoint({
  ...operationsCall,
  method: 'get',
  paths: ['/admin/home/revenue/'],
  summary:
    'Paid orders of the last 30 days (UTC) by day, market and currency: count and total, ' +
    'never summed across currencies',
  responses: { 200: { description: 'Revenue per day and market', schema: homeRevenueSchema } },
});

export const failedJobs = endpoint({
  ...operationsCall,
  method: 'get',
  paths: ['/admin/jobs/failed/'],
  summary: "The job queue's failed jobs (past their retries), newest first, paged",
  query: failedJobsQuerySchema,
  responses: { 200: { description: 'A page of failed jobs', schema: failedJobsSchema } },
});

export const retryJob = endpoint({
  ...operationsCall,
  method: 'post',
  paths: ['/admin/jobs/retry/'],
  summary:
    'Puts a failed job back in its queue, to run at once (audited as job.retry); the id is ' +
    "pg-boss's UUID, so it travels in the body",
  body: jobRetrySchema,
  responses: {
    200: { description: 'Queued again: the job as it failed', schema: failedJobSchema },
    404: refusal('No failed job with this id in this queue'),
  },
});

export const audit = endpoint({
  ...staffCall(ADMIN_ONLY),
  method: 'get',
  paths: ['/admin/audit/'],
  summary:
    'The audit log, newest first, paged: filters by actor (id, or part of an e-mail or name), ' +
    'entity, entity id, action (or an area) and days (from, to: inclusive, UTC)',
  query: auditQuerySchema,
  responses: { 200: { description: 'A page of the audit log', schema: auditPageSchema } },
});
