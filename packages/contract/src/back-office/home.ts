import { z } from 'zod';
import { countedListSchema, positiveIntSchema } from '../common';
import { STAFF_ROLES } from '../staff';

/**
 * The staff home and the audit log (issue 26): what needs action, the last 30 days' revenue per
 * market, the job queue's failed jobs, and every staff write, before → after.
 */

/** Pages of the back office's lists: at most this many rows at once. */
export const BACK_OFFICE_PAGE_SIZE_MAX = 100;

const listQuery = {
  page: positiveIntSchema.optional(),
  page_size: z.coerce.number().int().positive().max(BACK_OFFICE_PAGE_SIZE_MAX).optional(),
};

const isoDay = z.iso.date();

/** An entry of the audit log as staff read it. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  created: z.string(),
  /** Who wrote; null once that account is gone. */
  actor: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  /** `<area>.<verb>`: `account.activate`, `order.ship`, `job.retry`… */
  action: z.string(),
  entity: z.string(),
  entity_id: z.number().int(),
  /** The fields the write changed, as they were (null: created) and as they became. */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** The home every staff member opens: who they are and their own latest writes. */
export const staffHomeSchema = z.object({
  role: z.enum(STAFF_ROLES),
  name: z.string(),
  recent: z.array(auditEntrySchema),
});

/** What waits for operations staff, each count a filtered list of the back office. */
export const homeCountsSchema = z.object({
  /** Registered, not active, never reviewed: the verification queue. */
  pending_accounts: z.number().int().nonnegative(),
  /** Shop orders paid and not shipped yet. */
  orders_to_ship: z.number().int().nonnegative(),
  /** Contact requests nobody handled. */
  new_requests: z.number().int().nonnegative(),
  /** Jobs of the queue that gave up after their retries. */
  failed_jobs: z.number().int().nonnegative(),
});
export type HomeCounts = z.infer<typeof homeCountsSchema>;

/** One day's paid orders in one market and currency (never summed across currencies). */
export const revenueDaySchema = z.object({
  day: isoDay,
  market: z.string(),
  currency: z.string(),
  orders: z.number().int().nonnegative(),
  total: z.number(),
});
export type RevenueDay = z.infer<typeof revenueDaySchema>;

/** The server decides how many days (30): the answer names the first and the last. */
export const homeRevenueSchema = z.object({
  /** The first day counted and the last (today, UTC). */
  from: isoDay,
  to: isoDay,
  results: z.array(revenueDaySchema),
});
export type HomeRevenue = z.infer<typeof homeRevenueSchema>;

export const failedJobsQuerySchema = z.object(listQuery);

/** A job that gave up: pg-boss's id is a UUID, so retrying names it in the body. */
export const failedJobSchema = z.object({
  id: z.uuid(),
  queue: z.string(),
  /** What the job was about (its data, shortened). */
  summary: z.string(),
  error: z.string(),
  attempts: z.number().int().positive(),
  failed_at: z.string(),
});
export type FailedJob = z.infer<typeof failedJobSchema>;

export const failedJobsSchema = countedListSchema(failedJobSchema);

export const jobRetrySchema = z.object({
  queue: z.string().trim().min(1).max(50),
  id: z.uuid(),
});
export type JobRetry = z.infer<typeof jobRetrySchema>;

/** The audit log's filters, as the page keeps them in its URL. */
export const auditQuerySchema = z
  .object({
    ...listQuery,
    /** An actor's id, or part of their e-mail or name. */
    actor: z.string().trim().max(254).optional(),
    entity: z.string().trim().max(30).optional(),
    entity_id: positiveIntSchema.optional(),
    /** `order.ship`, or an area alone (`order`) for all its actions. */
    action: z.string().trim().max(40).optional(),
    /** Days, inclusive, in UTC. */
    from: isoDay.optional(),
    to: isoDay.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: 'The end of the range is before its start.',
  });
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditPageSchema = countedListSchema(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;
