import PgBoss from 'pg-boss';
import type { Database, Db, Tx } from '../db/client';
import type { Logger } from '../lib/logger';
import type { MailJob, Outbox, VideoJob } from '../lib/outbox';
import { sqlOn } from './bound-sql';

/**
 * The queues: mail (the outbox), video processing (ffmpeg) and the periodic jobs, each run once
 * across all processes.
 */
export const QUEUES = {
  mail: 'mail',
  video: 'video',
  holdSweep: 'order-hold-sweep',
  visitReminders: 'visit-reminders',
} as const;
type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/**
 * Due a second ago rather than at now(): a job is taken only once `start_after < now()`, and
 * PGlite's clock ticks in milliseconds, so a job taken in the millisecond it was queued in
 * would wait for the next poll (and a drain right after a request would miss it).
 */
const dueNow = () => new Date(Date.now() - 1000);

/** Unpaid orders past their stock hold are cancelled once a minute (cron, UTC). */
const HOLD_SWEEP_CRON = '* * * * *';
/** Visit reminders are looked for once a minute: each goes within a minute of its moment. */
const VISIT_REMINDERS_CRON = '* * * * *';

export interface JobQueueOptions {
  /** JOB_RETRY_DELAY_SECONDS: the first retry's delay; each next one doubles (with jitter). */
  retryDelaySeconds: number;
  /** Tries of a mail after its first, before it is kept as failed. Default 10 (about 8.5 h). */
  retryLimit?: number;
  /** How often an idle worker looks for work (pg-boss polls; at least 0.5 s). */
  pollingIntervalSeconds?: number;
  /**
   * Whether this process takes part in the queue's upkeep (expiring, deleting old jobs) and its
   * cron schedules: the servers do; a short-lived command or a test does not. Default true.
   */
  upkeep?: boolean;
}

/** A job that gave up: what the back office and `admin jobs` show, and can retry. */
export interface FailedJob {
  id: string;
  queue: string;
  data: unknown;
  error: string;
  attempts: number;
  failedAt: Date;
}

/** A video job as `admin jobs` shows it: the queue's state; the video's percent and error. */
export interface QueuedJob {
  id: string;
  state: string;
  data: unknown;
  createdAt: Date;
}

export interface JobHandlers {
  mail: (job: MailJob) => Promise<void>;
  video: (job: VideoJob) => Promise<void>;
  holdSweep: () => Promise<void>;
  /** Queues the visit reminders due now (modules/calendar/reminder.service.ts). */
  visitReminders: () => Promise<void>;
}

/**
 * The job queue, on the application's own PostgreSQL (or PGlite), with pg-boss 10: jobs are rows
 * taken with SKIP LOCKED, so with several processes each job runs once; a failed job is retried
 * with exponential backoff and, past its retries, kept as failed for staff to see and retry; cron
 * schedules put one job per slot however many processes run. pg-boss runs on our connections
 * (`executeSql`), so it needs no pool of its own and works in-process on the embedded database.
 */
export class JobQueue implements Outbox {
  private constructor(
    private readonly boss: PgBoss,
    private readonly options: JobQueueOptions,
  ) {}

  /** Opens the queue (creating or upgrading its tables) and its queues. */
  static async open(
    database: Pick<Database, 'executeSql'>,
    log: Logger,
    options: JobQueueOptions,
  ): Promise<JobQueue> {
    const boss = new PgBoss({
      db: { executeSql: (text, values) => database.executeSql(text, values) },
      schema: 'pgboss',
      supervise: options.upkeep ?? true,
      schedule: options.upkeep ?? true,
      // Finished jobs (sent or given up) are kept a week, for staff to see, then deleted.
      deleteAfterDays: 7,
    });
    boss.on('error', (error: Error) => log.error('job queue', { error: String(error) }));
    await boss.start();
    const queue = new JobQueue(boss, options);
    await queue.ensureQueue(QUEUES.mail, {
      retryLimit: options.retryLimit ?? 10,
      retryDelay: options.retryDelaySeconds,
      retryBackoff: true,
      // A send that hangs this long is given up and retried (the mail server took the socket).
      expireInSeconds: 120,
      // A mail no worker took within a week (every process down) is dropped.
      retentionDays: 7,
    });
    // ffmpeg's failures are the file's (a second try fails the same): staff retry after a fix.
    // A 2-hour lecture takes long on two cores: the job is given up after six hours.
    await queue.ensureQueue(QUEUES.video, { retryLimit: 0, expireInSeconds: 6 * 3600 });
    await queue.ensureQueue(QUEUES.holdSweep, { retryLimit: 0, expireInSeconds: 300 });
    // A failed sweep is not retried: the next minute's sweep finds the same reminders due.
    await queue.ensureQueue(QUEUES.visitReminders, { retryLimit: 0, expireInSeconds: 300 });
    return queue;
  }

  private async ensureQueue(name: QueueName, options: Omit<PgBoss.Queue, 'name'>) {
    // Creating is idempotent (several processes start at once); the update applies new options.
    const queue = { name, ...options };
    await this.boss.createQueue(name, queue);
    await this.boss.updateQueue(name, queue);
  }

  /** Queues a mail in `executor`'s transaction (or on its own when given the database). */
  async mail(executor: Db | Tx, job: MailJob): Promise<void> {
    await this.boss.send(QUEUES.mail, job, { db: sqlOn(executor), startAfter: dueNow() });
  }

  /** Queues the processing of a video's new source, in the transaction that recorded it. */
  async video(executor: Db | Tx, job: VideoJob): Promise<void> {
    await this.boss.send(QUEUES.video, job, { db: sqlOn(executor), startAfter: dueNow() });
  }

  /** Starts this process's workers and the schedules of the periodic jobs. */
  async work(handlers: JobHandlers): Promise<void> {
    const polling = { pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 1 };
    await this.boss.work<MailJob>(QUEUES.mail, { ...polling, batchSize: 1 }, async ([job]) => {
      if (job) await handlers.mail(job.data);
    });
    // One video at a time per process: ffmpeg already uses every core.
    await this.boss.work<VideoJob>(QUEUES.video, { ...polling, batchSize: 1 }, async ([job]) => {
      if (job) await handlers.video(job.data);
    });
    await this.boss.work(QUEUES.holdSweep, polling, () => handlers.holdSweep());
    await this.boss.schedule(QUEUES.holdSweep, HOLD_SWEEP_CRON);
    await this.boss.work(QUEUES.visitReminders, polling, () => handlers.visitReminders());
    await this.boss.schedule(QUEUES.visitReminders, VISIT_REMINDERS_CRON);
  }

  /**
   * Runs every mail job that is due now, here, and answers how many ran (tests and the admin
   * command, which must not wait for a worker's next poll). Failures are recorded as a worker's.
   */
  drainMail(send: (job: MailJob) => Promise<void>): Promise<number> {
    return this.drain(QUEUES.mail, send);
  }

  /** Runs every due video job here (tests; the server's worker does it otherwise). */
  drainVideos(run: (job: VideoJob) => Promise<void>): Promise<number> {
    return this.drain(QUEUES.video, run);
  }

  private async drain<T extends object>(queue: QueueName, run: (job: T) => Promise<void>) {
    let ran = 0;
    for (;;) {
      // One at a time: a batch comes back in no particular order, and a visit's mails must go
      // in the order they were queued (received, then cancelled).
      const [job] = (await this.boss.fetch<T>(queue)) ?? [];
      if (!job) return ran;
      ran++;
      try {
        await run(job.data);
        await this.boss.complete(queue, job.id);
      } catch (error) {
        await this.boss.fail(queue, job.id, { message: String(error) });
      }
    }
  }

  /** The latest jobs of a queue, newest first, whatever their state (`admin jobs`). */
  async recent(queue: string, limit = 20): Promise<QueuedJob[]> {
    const { rows } = await this.boss.getDb().executeSql(
      `SELECT id, state, data, created_on FROM pgboss.job WHERE name = $1
        ORDER BY created_on DESC LIMIT $2`,
      [queue, limit],
    );
    return (rows as Record<string, unknown>[]).map((row) => ({
      id: String(row.id),
      state: String(row.state),
      data: row.data,
      createdAt: new Date(row.created_on as string | Date),
    }));
  }

  /** The jobs that gave up, newest first. */
  async failed(limit = 100): Promise<FailedJob[]> {
    const { rows } = await this.boss.getDb().executeSql(
      `SELECT id, name, data, output, retry_count, completed_on
         FROM pgboss.job WHERE state = 'failed' ORDER BY completed_on DESC LIMIT $1`,
      [limit],
    );
    return (rows as Record<string, unknown>[]).map((row) => ({
      id: String(row.id),
      queue: String(row.name),
      data: row.data,
      error: String((row.output as { message?: string } | null)?.message ?? row.output ?? ''),
      attempts: Number(row.retry_count) + 1,
      failedAt: new Date(row.completed_on as string | Date),
    }));
  }

  /** Puts failed jobs back in their queue, to run at once. */
  async retry(queue: string, ids: string[]): Promise<void> {
    await this.boss.retry(queue, ids);
  }

  /** Stops the workers (waiting for the jobs running here) and the queue. */
  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000, close: false });
  }
}
