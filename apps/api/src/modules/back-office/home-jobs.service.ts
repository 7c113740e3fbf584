import type { AnswerIn } from '@academy/contract/endpoint';
import type { backOfficeHomeEndpoints } from '@academy/contract/endpoints';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordAudit } from '../../lib/audit';

/**
 * The job queue's failed jobs for the staff home (issue 26). They are pg-boss's rows (schema
 * `pgboss`, on the application's own database, jobs/job-queue.ts), read here with SQL so that a
 * retry and its audit entry are one transaction: the log holds exactly the retries that happened.
 */

/** What a job was about, shortened: its data as JSON (the mail's kind and record, a video). */
const SUMMARY_MAX = 160;

interface JobRow {
  id: string;
  name: string;
  data: unknown;
  output: unknown;
  retry_count: number | string;
  completed_on: string | Date;
}

type FailedJob = AnswerIn<typeof backOfficeHomeEndpoints.retryJob>;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

function summaryOf(data: unknown): string {
  const text = data === null || data === undefined ? '' : JSON.stringify(data);
  return text.length > SUMMARY_MAX ? `${text.slice(0, SUMMARY_MAX - 1)}…` : text;
}

function errorOf(output: unknown): string {
  if (output && typeof output === 'object' && 'message' in output) return String(output.message);
  return output === null || output === undefined ? '' : JSON.stringify(output);
}

const asFailedJob = (row: JobRow): FailedJob => ({
  id: row.id,
  queue: row.name,
  summary: summaryOf(row.data),
  error: errorOf(row.output),
  attempts: Number(row.retry_count) + 1,
  failed_at: new Date(row.completed_on).toISOString(),
});

export async function countFailedJobs(db: Db): Promise<number> {
  const [row] = rowsOf<{ n: number | string }>(
    await db.execute(sql`SELECT count(*) AS n FROM pgboss.job WHERE state = 'failed'`),
  );
  return Number(row?.n ?? 0);
}

/** A page of the failed jobs, newest first. */
export async function failedJobs(
  db: Db,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ count: number; results: FailedJob[] }> {
  const rows = rowsOf<JobRow>(
    await db.execute(sql`
      SELECT id, name, data, output, retry_count, completed_on FROM pgboss.job
       WHERE state = 'failed' ORDER BY completed_on DESC, id
       LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`),
  );
  return { count: await countFailedJobs(db), results: rows.map(asFailedJob) };
}

/**
 * Puts a failed job back in its queue, to run at once, and audits it (`job.retry`); null when
 * that queue has no failed job with this id. The update is pg-boss's own retry statement.
 * pg-boss ids are UUIDs and the log's entity id an integer: the job's id and queue are in the
 * entry's before/after, its entity id 0.
 */
export async function retryFailedJob(
  db: Db,
  actorId: number,
  { queue, id }: { queue: string; id: string },
): Promise<FailedJob | null> {
  return db.transaction(async (tx) => {
    const [row] = rowsOf<JobRow>(
      await tx.execute(sql`
        UPDATE pgboss.job SET state = 'retry', retry_limit = retry_limit + 1
         WHERE name = ${queue} AND id = ${id}::uuid AND state = 'failed'
         RETURNING id, name, data, output, retry_count, completed_on`),
    );
    if (!row) return null;
    const job = asFailedJob(row);
    await recordAudit(tx, {
      actorId,
      action: 'job.retry',
      entity: 'job',
      entityId: 0,
      before: { queue, id, state: 'failed', error: job.error },
      after: { queue, id, state: 'retry' },
    });
    return job;
  });
}
