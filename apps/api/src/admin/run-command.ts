import type { Db } from '../db/client';
import type { JobQueue } from '../jobs/job-queue';
import type { OrderServices } from '../modules/orders/order-life.service';
import { activateUser, deactivateUser, markOrderPaid, moveOrderAsStaff } from './commands';
import { videoJobLines } from './video-jobs';

export const ADMIN_USAGE =
  'usage: admin activate|deactivate <email> | admin mark-paid|deliver|cancel|refund <orderId> | ' +
  'admin ship <orderId> <tracking number> | admin jobs [failed] | admin retry-job <queue> <id>';

const MOVES = {
  ship: 'shipped',
  deliver: 'delivered',
  cancel: 'cancelled',
  refund: 'refunded',
} as const;
const KNOWN = ['activate', 'deactivate', 'mark-paid', 'jobs', 'retry-job', ...Object.keys(MOVES)];

export interface AdminDeps {
  db: Db;
  services: OrderServices;
  jobs: JobQueue;
}

/** What a command printed, and its exit code (0 done, 1 failed or not found, 2 usage). */
export interface AdminResult {
  lines: string[];
  code: number;
}

/**
 * Runs one staff command (see cli.ts), in the CLI's own process or inside the running server
 * (admin-endpoint.ts): the same code either way. A mail it causes is queued with the change.
 */
export async function runAdminCommand(deps: AdminDeps, args: string[]): Promise<AdminResult> {
  const [command = '', arg = '', extra] = args;
  const needsExtra = command === 'ship' || command === 'retry-job';
  // `jobs` alone lists the video jobs; every other command names what it acts on.
  if ((!arg && command !== 'jobs') || !KNOWN.includes(command) || (needsExtra && !extra))
    return { lines: [ADMIN_USAGE], code: 2 };
  const { db, services, jobs } = deps;
  try {
    if (command in MOVES) {
      const to = MOVES[command as keyof typeof MOVES];
      const order = await moveOrderAsStaff(db, services, Number(arg), {
        to,
        trackingNumber: extra,
      });
      return { lines: [`order ${order.id} ${order.status}`], code: 0 };
    }
    if (command === 'mark-paid') {
      const accessId = await markOrderPaid(db, Number(arg), jobs);
      return {
        lines: [`order ${arg} paid${accessId ? `, course access ${accessId}` : ''}`],
        code: 0,
      };
    }
    if (command === 'jobs' && arg !== 'failed')
      return { lines: await videoJobLines(db, jobs), code: 0 };
    if (command === 'jobs') {
      const lines = (await jobs.failed()).map(
        (job) =>
          `${job.queue} ${job.id} ${job.failedAt.toISOString()} after ${job.attempts} tries: ` +
          `${job.error} ${JSON.stringify(job.data)}`,
      );
      return { lines, code: 0 };
    }
    if (command === 'retry-job') {
      await jobs.retry(arg, [extra ?? '']);
      return { lines: [`job ${extra} queued again`], code: 0 };
    }
    const done =
      command === 'activate'
        ? await activateUser(db, jobs, arg)
        : await deactivateUser(db, jobs, arg);
    return { lines: [done ? `${command}d ${arg}` : `no account ${arg}`], code: done ? 0 : 1 };
  } catch (error) {
    return { lines: [error instanceof Error ? error.message : String(error)], code: 1 };
  }
}
